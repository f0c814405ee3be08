import { Transform, type Readable } from 'node:stream';
import type { RateSheetFormat, RawCell } from '@freightdesk/domain';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One row of a sheet as read: its number in the sheet (header = 1) and its cells in column order. */
export interface SheetRow {
  row: number;
  cells: RawCell[];
}

/** Counts the bytes that pass (the check's progress through the file). */
export function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      onBytes(total);
      callback(null, chunk);
    },
  });
}

/**
 * CSV (docs/decisions/079-rate-sheets.md): csv-parse streaming, a UTF-8 byte-order mark dropped, comma, semicolon
 * or tab as the separator (spreadsheets in many locales export semicolons), rows of any length.
 */
async function* csvRows(source: Readable): AsyncGenerator<SheetRow> {
  const parser = source.pipe(
    parse({ bom: true, delimiter: [',', ';', '\t'], relax_column_count: true, relax_quotes: true, trim: true }),
  );
  source.on('error', (error) => parser.destroy(error));
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

/** An exceljs cell value as a plain cell: rich text joined, formulas by their result, hyperlinks by their text. */
function plainCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  const object = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
  if (object.richText) return object.richText.map((part) => part.text).join('');
  if ('result' in object) return plainCell(object.result);
  if (typeof object.text === 'string') return object.text;
  return null;
}

/** XLSX: the first worksheet, read as a stream by exceljs (shared strings and styles cached: dates come as dates). */
async function* xlsxRows(source: Readable): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      // `values` is 1-based (index 0 unused) and sparse.
      const values = row.values as unknown[];
      const cells: RawCell[] = [];
      for (let index = 1; index < values.length; index += 1) cells.push(plainCell(values[index]));
      yield { row: row.number, cells };
    }
    return;
  }
}

export function sheetRows(source: Readable, format: RateSheetFormat): AsyncGenerator<SheetRow> {
  return format === 'xlsx' ? xlsxRows(source) : csvRows(source);
}

/** The format a file name says (`.xlsx`; `.csv` or `.txt`), or undefined for anything else. */
export function formatOfFileName(fileName: string): RateSheetFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  return undefined;
}
