import { textDirectionOf, type Language } from '@freightdesk/domain';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { measureRuns, visualRuns, type TextDirection } from './bidi-layout';
import { pdfFaces, type FontWeight, type PdfFace, type PdfFaces } from './pdf-fonts';

/**
 * A small page builder over pdfkit for the system-generated documents (booking confirmation, wire
 * instructions, payment receipt; docs/decisions/066-booking-documents.md): the brand's band, logo and
 * name at the top, then headings, label–value rows, tables and paragraphs, mirrored for right to left.
 * Every text goes through the bidi layout, so Arabic is shaped and ordered and Latin names inside it
 * keep their order.
 */

/** What a document shows of the brand. */
export interface PdfBrand {
  name: string;
  /** #rrggbb: the band and headings. */
  primaryColour: string;
  /** #rrggbb: the thin accent line under the band. */
  accentColour: string;
  /** The logo's SVG source, if the brand ships its logo as a file; otherwise the name stands alone. */
  logoSvg: string | null;
  /** A line for the footer (e.g. the support address). */
  footer: string;
}

const pageSize = { width: 595.28, height: 841.89 };
const margin = 48;
const contentWidth = pageSize.width - 2 * margin;
const bottomLimit = pageSize.height - margin - 28;
const textColour = '#1F2933';
/**
 * Lay a run out whole: without `features`, pdfkit lays a text out word by word (for its cache) and
 * joins the words left to right, which puts the words of a right-to-left run in the wrong order and
 * loses their spaces. Any `features` value (here: the font's defaults) makes it shape the run at once.
 */
const wholeRun = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
const mutedColour = '#52606D';
const ruleColour = '#D9E2EC';

export interface PdfPage {
  readonly direction: TextDirection;
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  /** Label–value rows (the label on the reading side). */
  fields(rows: readonly (readonly [label: string, value: string | null | undefined])[]): void;
  paragraph(text: string, options?: { muted?: boolean }): void;
  /** A table: the last column is right-aligned (amounts), mirrored in right to left; `emphasise` bolds the last row. */
  table(header: readonly string[], rows: readonly (readonly string[])[], options?: { emphasise?: boolean }): void;
  space(points: number): void;
}

interface DrawOptions {
  size: number;
  weight?: FontWeight;
  colour?: string;
  /** Where the line sits in the box: the reading start (default) or the end. */
  align?: 'start' | 'end';
  /** Data (names, addresses, amounts) orders itself by its first letter; texts of ours follow the page. */
  data?: boolean;
}

export interface RenderPdfOptions {
  language: Language;
  brand: PdfBrand;
  /** The document's title (also its metadata title). */
  documentTitle: string;
}

/** Renders a document into a Buffer (a few tens of kB: the pages and the glyph subsets used). */
export async function renderPdf(options: RenderPdfOptions, draw: (page: PdfPage) => void): Promise<Buffer> {
  const { language, brand, documentTitle } = options;
  const direction: TextDirection = textDirectionOf(language);
  const faces = pdfFaces();
  const doc = new PDFDocument({
    size: [pageSize.width, pageSize.height],
    margin,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    // No default face: pdfkit would parse its Helvetica metrics for every document, and every text names its face.
    font: '',
    info: { Title: `${documentTitle} · ${brand.name}`, Author: brand.name, Creator: brand.name },
  });
  for (const weight of ['regular', 'bold'] as const) {
    const set = faces[weight];
    // The parsed faces themselves (pdfkit takes a fontkit font): parsing them again per document cost more
    // than the drawing; each document still embeds its own subset.
    for (const face of [...set.latin, set.arabic]) doc.registerFont(face.name, face.font as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = margin;

  function facesOf(weight: FontWeight = 'regular'): PdfFaces {
    return faces[weight];
  }

  /** pdfkit's options for a run: a whole-run layout for Arabic (see `wholeRun`); Latin keeps pdfkit's word cache. */
  function runOptions(face: PdfFace): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
    return face === faces.regular.arabic || face === faces.bold.arabic ? wholeRun : {};
  }

  const widthCache = new Map<string, number>();
  /** The width of a text at a size; words are measured once per document (wrapping asks many times). */
  function width(text: string, size: number, weight: FontWeight = 'regular'): number {
    const key = `${weight}|${size}|${text}`;
    let cached = widthCache.get(key);
    if (cached === undefined) {
      cached = measureRuns(text, facesOf(weight)).reduce(
        (sum, run) => sum + doc.font(run.face.name).fontSize(size).widthOfString(run.text, runOptions(run.face)),
        0,
      );
      widthCache.set(key, cached);
    }
    return cached;
  }

  /** Greedy word wrap in logical order (a line's width: its words' widths and the spaces between them). */
  function wrap(text: string, maxWidth: number, size: number, weight?: FontWeight): string[] {
    const lines: string[] = [];
    const space = width(' ', size, weight);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        const wordWidth = width(word, size, weight);
        if (line !== '' && lineWidth + space + wordWidth > maxWidth) {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        } else {
          lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
          line = line === '' ? word : `${line} ${word}`;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one line in the box [x, x + boxWidth] whose top is `top`; the runs of every face share one baseline. */
  function drawLine(text: string, x: number, top: number, boxWidth: number, options: DrawOptions): void {
    const set = facesOf(options.weight);
    const runs = visualRuns(text, options.data ? 'auto' : direction, set);
    const widths = runs.map((run) =>
      doc.font(run.face.name).fontSize(options.size).widthOfString(run.text, runOptions(run.face)),
    );
    const total = widths.reduce((sum, value) => sum + value, 0);
    const atRight = (options.align ?? 'start') === 'start' ? direction === 'rtl' : direction === 'ltr';
    const ascent = (face: PdfFace) => (face.font.ascent / face.font.unitsPerEm) * options.size;
    const baseline = top + ascent(set.latin[0]!);
    let cursor = atRight ? x + boxWidth - total : x;
    doc.fillColor(options.colour ?? textColour);
    runs.forEach((run, index) => {
      // pdfkit places a text by the top of its face's ascent: faces of other ascents move to the shared baseline.
      doc
        .font(run.face.name)
        .fontSize(options.size)
        .text(run.text, cursor, baseline - ascent(run.face), { ...runOptions(run.face), lineBreak: false });
      cursor += widths[index]!;
    });
  }

  /** Draws wrapped text in a box; returns the height used. */
  function drawBlock(text: string, x: number, top: number, boxWidth: number, options: DrawOptions): number {
    const lineHeight = options.size * 1.45;
    const lines = wrap(text, boxWidth, options.size, options.weight);
    lines.forEach((line, index) => drawLine(line, x, top + index * lineHeight, boxWidth, options));
    return lines.length * lineHeight;
  }

  function ensureRoom(height: number): void {
    if (y + height <= bottomLimit) return;
    doc.addPage();
    y = margin;
  }

  /** The start (reading side) x of a column given as if the page read left to right. */
  function mirrorX(x: number, boxWidth: number): number {
    return direction === 'rtl' ? pageSize.width - x - boxWidth : x;
  }

  function header(): void {
    doc.rect(0, 0, pageSize.width, 10).fill(brand.primaryColour);
    doc.rect(0, 10, pageSize.width, 2).fill(brand.accentColour);
    const logoHeight = 34;
    let drewLogo = false;
    if (brand.logoSvg) {
      try {
        const logoWidth = 200;
        SVGtoPDF(doc, brand.logoSvg, mirrorX(margin, logoWidth), margin - 10, {
          width: logoWidth,
          height: logoHeight,
          preserveAspectRatio: direction === 'rtl' ? 'xMaxYMid meet' : 'xMinYMid meet',
          // Logo texts are set in the bundled Latin face (the logo's own web fonts are not embedded).
          fontCallback: (_family, bold) => facesOf(bold ? 'bold' : 'regular').latin[0]!.name,
          warningCallback: () => undefined,
        });
        drewLogo = true;
      } catch {
        drewLogo = false;
      }
    }
    // The brand's name, always as text as well (beside the logo, or alone).
    drawLine(brand.name, margin, margin - 4, contentWidth, {
      size: drewLogo ? 10 : 18,
      weight: 'bold',
      colour: drewLogo ? mutedColour : brand.primaryColour,
      align: drewLogo ? 'end' : 'start',
      data: true,
    });
    y = margin + logoHeight + 12;
  }

  function footer(): void {
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      const top = pageSize.height - margin;
      doc
        .moveTo(margin, top - 6)
        .lineTo(pageSize.width - margin, top - 6)
        .lineWidth(0.5)
        .strokeColor(ruleColour)
        .stroke();
      // Below the bottom margin: no automatic page break may follow.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      drawLine(`${brand.name} · ${brand.footer}`, margin, top, contentWidth, {
        size: 8,
        colour: mutedColour,
        data: true,
      });
      doc.page.margins.bottom = bottom;
    }
  }

  const page: PdfPage = {
    direction,
    title(text, subtitle) {
      ensureRoom(60);
      y += drawBlock(text, margin, y, contentWidth, { size: 20, weight: 'bold', colour: brand.primaryColour });
      if (subtitle) y += drawBlock(subtitle, margin, y + 2, contentWidth, { size: 10, colour: mutedColour }) + 2;
      y += 10;
    },
    heading(text) {
      ensureRoom(40);
      y += 6;
      y += drawBlock(text, margin, y, contentWidth, { size: 12, weight: 'bold', colour: brand.primaryColour });
      doc
        .moveTo(margin, y + 1)
        .lineTo(pageSize.width - margin, y + 1)
        .lineWidth(0.75)
        .strokeColor(ruleColour)
        .stroke();
      y += 8;
    },
    fields(rows) {
      const labelWidth = 170;
      const gap = 12;
      for (const [label, value] of rows) {
        if (value === null || value === undefined || value === '') continue;
        const valueWidth = contentWidth - labelWidth - gap;
        const lines = wrap(value, valueWidth, 10).length;
        ensureRoom(lines * 14.5 + 4);
        drawBlock(label, mirrorX(margin, labelWidth), y, labelWidth, { size: 10, colour: mutedColour });
        const used = drawBlock(value, mirrorX(margin + labelWidth + gap, valueWidth), y, valueWidth, {
          size: 10,
          weight: 'bold',
          data: true,
        });
        y += Math.max(used, 14.5) + 3;
      }
    },
    paragraph(text, options = {}) {
      const lines = wrap(text, contentWidth, 10).length;
      ensureRoom(lines * 14.5);
      y += drawBlock(text, margin, y, contentWidth, { size: 10, colour: options.muted ? mutedColour : textColour });
      y += 6;
    },
    table(headerCells, rows, options = {}) {
      const columns = headerCells.length;
      const amountWidth = 130;
      const firstWidth = (contentWidth - amountWidth * (columns - 1)) / 1;
      const columnBoxes = headerCells.map((_, index) =>
        index === 0
          ? { x: margin, width: firstWidth }
          : { x: margin + firstWidth + (index - 1) * amountWidth, width: amountWidth },
      );
      const row = (cells: readonly string[], weight: FontWeight, colour: string, data = true) => {
        const height =
          Math.max(...cells.map((cell, index) => wrap(cell, columnBoxes[index]!.width - 8, 10).length)) * 14.5;
        ensureRoom(height + 6);
        cells.forEach((cell, index) => {
          const box = columnBoxes[index]!;
          drawBlock(cell, mirrorX(box.x + 4, box.width - 8), y + 3, box.width - 8, {
            size: 10,
            weight,
            colour,
            align: index === 0 ? 'start' : 'end',
            data,
          });
        });
        y += height + 6;
      };
      ensureRoom(40);
      doc.rect(margin, y, contentWidth, 20).fill(brand.primaryColour);
      row(headerCells, 'bold', '#FFFFFF', false);
      rows.forEach((cells, index) => {
        const last = index === rows.length - 1 && options.emphasise === true;
        if (last)
          doc
            .moveTo(margin, y)
            .lineTo(pageSize.width - margin, y)
            .lineWidth(0.75)
            .strokeColor(brand.primaryColour)
            .stroke();
        row(cells, last ? 'bold' : 'regular', textColour);
      });
      y += 6;
    },
    space(points) {
      y += points;
    },
  };

  header();
  draw(page);
  footer();
  doc.end();
  return finished;
}
