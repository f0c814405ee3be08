import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt';

/**
 * The typefaces of the system-generated PDFs (docs/decisions/066-booking-documents.md): WOFF files
 * that npm installs (@fontsource), read by pdfkit's fontkit, so `npm start` needs nothing more.
 * Inter (the brand body face) for Latin scripts, with its Latin Extended subset as fallback, and
 * Noto Sans Arabic for Arabic (its tables carry the contextual forms and ligatures fontkit shapes).
 */
export type FontWeight = 'regular' | 'bold';

export interface PdfFace {
  /** The name the face is registered under in a pdfkit document. */
  name: string;
  /** The face, parsed once per process: pdfkit draws with it (embedding a subset per document) and the layout asks it
   * which characters it covers. */
  font: fontkit.Font;
}

export interface PdfFaces {
  /** Latin faces in order of preference; a character goes to the first that has its glyph. */
  latin: readonly PdfFace[];
  arabic: PdfFace;
}

const require = createRequire(import.meta.url);

/** Shaped texts kept per face; the oldest goes first when full (labels repeat in every document, data often). */
const shapedRunsPerFace = 4_000;

/**
 * Keeps what fontkit shapes, across documents: shaping a text (the face's substitution and positioning tables, run
 * for every word of every document) was most of a document's CPU, and the same labels come back in each one (ADR 066).
 * pdfkit scales a run's positions in place, so each call gets its own copy of them; the glyphs are the face's own
 * objects (fontkit hands out one per glyph id), which nothing changes.
 */
function keepShapedRuns(font: fontkit.Font): void {
  const shape = font.layout.bind(font);
  const runs = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, ...options) => {
    if (typeof text !== 'string') return shape(text, ...options);
    const key = `${JSON.stringify(options)}\u0000${text}`;
    let run = runs.get(key);
    if (run === undefined) {
      run = shape(text, ...options);
      if (runs.size >= shapedRunsPerFace) runs.delete(runs.keys().next().value!);
      runs.set(key, run);
    }
    const copy: fontkit.GlyphRun = Object.create(Object.getPrototypeOf(run));
    // Copies of fontkit's own class (plain-object copies made pdfkit's loop over their fields several times slower).
    const positions = run.positions.map(
      ({ constructor: Position, xAdvance, yAdvance, xOffset, yOffset }) =>
        new (Position as new (...values: number[]) => fontkit.GlyphPosition)(xAdvance, yAdvance, xOffset, yOffset),
    );
    return Object.assign(copy, run, { positions });
  };
}

function face(name: string, packageFile: string): PdfFace {
  const data = woffToSfnt(readFileSync(require.resolve(packageFile)));
  const font = fontkit.create(data);
  if (!('layout' in font)) throw new Error(`${packageFile} is a font collection, not one face`);
  keepShapedRuns(font);
  return { name, font };
}

function loadFaces(weight: FontWeight): PdfFaces {
  const number = weight === 'bold' ? 700 : 400;
  return {
    latin: [
      face(`Inter-${weight}`, `@fontsource/inter/files/inter-latin-${number}-normal.woff`),
      face(`InterExt-${weight}`, `@fontsource/inter/files/inter-latin-ext-${number}-normal.woff`),
    ],
    arabic: face(
      `NotoSansArabic-${weight}`,
      `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${number}-normal.woff`,
    ),
  };
}

let loaded: Record<FontWeight, PdfFaces> | undefined;

/** The faces, read from disk on first use and kept for the process (about 300 kB). */
export function pdfFaces(): Record<FontWeight, PdfFaces> {
  loaded ??= { regular: loadFaces('regular'), bold: loadFaces('bold') };
  return loaded;
}
