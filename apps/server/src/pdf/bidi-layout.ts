import bidiFactory from 'bidi-js';
import type { PdfFace, PdfFaces } from './pdf-fonts';

/**
 * One line of text as it is drawn: runs in visual order (left to right on the page), each in one
 * face. Arabic is shaped by fontkit (inside pdfkit), which also turns an Arabic run right to left;
 * the Unicode bidirectional algorithm (bidi-js) orders the runs of a line with mixed directions
 * (an Arabic label, a Latin company name, a number) — docs/decisions/066-booking-documents.md.
 */
export interface VisualRun {
  text: string;
  face: PdfFace;
}

export type TextDirection = 'ltr' | 'rtl';

const bidi = bidiFactory();
const arabicLetter = /\p{Script=Arabic}/u;
/** Bidi controls and other format characters: they steer the algorithm, fonts have no glyph for them. */
const formatCharacter = /\p{Cf}/u;
const neutral = /[\s\p{P}\p{S}]/u;

/** The face for each character: Arabic script → the Arabic face; otherwise the first Latin face with a glyph. */
function facesOf(text: string, faces: PdfFaces): PdfFace[] {
  const chosen: PdfFace[] = [];
  let previous: PdfFace | undefined;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    let face: PdfFace;
    if (arabicLetter.test(character)) face = faces.arabic;
    // Spaces and punctuation stay in the face around them, so a shaped Arabic phrase is one run.
    else if (previous && neutral.test(character) && previous.font.hasGlyphForCodePoint(codePoint)) face = previous;
    else
      face =
        faces.latin.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint)) ??
        (faces.arabic.font.hasGlyphForCodePoint(codePoint) ? faces.arabic : faces.latin[0]!);
    // One entry per UTF-16 unit, as bidi-js counts.
    for (let unit = 0; unit < character.length; unit += 1) chosen.push(face);
    previous = face;
  }
  return chosen;
}

interface LogicalRun {
  text: string;
  face: PdfFace;
  level: number;
}

function logicalRuns(text: string, direction: TextDirection, faces: PdfFaces): LogicalRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const faceOf = facesOf(text, faces);
  const runs: LogicalRun[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text[index]!;
    if (formatCharacter.test(unit)) continue;
    const level = levels[index]!;
    const face = faceOf[index]!;
    const last = runs.at(-1);
    if (last && last.level === level && last.face === face) last.text += unit;
    else runs.push({ text: unit, face, level });
  }
  return runs;
}

/** Rule L2 of the bidi algorithm on whole runs: from the highest level down to the lowest odd one, reverse. */
function reorder(runs: LogicalRun[]): LogicalRun[] {
  if (runs.length === 0) return runs;
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < ordered.length; start += 1) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end += 1;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return ordered;
}

function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((character) => bidi.getMirroredCharacter(character) ?? character)
    .join('');
}

/**
 * The runs of one line in visual order. A right-to-left run with Arabic letters keeps its logical
 * order: fontkit shapes it (joining forms, lam-alef) and lays it out right to left itself. Any other
 * right-to-left run (spaces, brackets between Arabic words) is reversed here, brackets mirrored.
 */
export function visualRuns(text: string, direction: TextDirection, faces: PdfFaces): VisualRun[] {
  return reorder(logicalRuns(text, direction, faces)).map(({ text: runText, face, level }) => ({
    face,
    text: level % 2 === 1 && !arabicLetter.test(runText) ? mirrored(runText) : runText,
  }));
}

/** The faces of a text in logical order, for measuring (widths do not depend on the order). */
export function measureRuns(text: string, faces: PdfFaces): VisualRun[] {
  return logicalRuns(text, 'ltr', faces).map(({ text: runText, face }) => ({ text: runText, face }));
}
