// How one cell of a rate sheet is read (docs/decisions/079-rate-sheets.md): each column has a cell type, and a
// cell either gives a value or names why not (a reason key the staff member reads in their language).
import { isValidIsoDate } from '../search/iso-date';

/**
 * Why a cell, a row or a whole sheet was refused, or why a sheet's last publish gave up (`publishTablesBusy`: the
 * tariff tables stayed busy with quotes through every try; `publishFailed`: any other error; the version is `ready`
 * again): the key under `rateManagement.reasons.*` of the web's texts.
 */
export const rateSheetReasons = [
  'required',
  'notADate',
  'notAnAmount',
  'notAWholeNumber',
  'notANumber',
  'notYesOrNo',
  'notOneOf',
  'notACode',
  'tooLong',
  'notWeekdays',
  'validToBeforeValidFrom',
  'upperBoundNotAboveLower',
  'weightBreaksMissing',
  'percentOrAmount',
  'missingColumn',
  'duplicateColumn',
  'noRows',
  'unreadableFile',
  'invalidValue',
  'publishTablesBusy',
  'publishFailed',
] as const;
export type RateSheetReason = (typeof rateSheetReasons)[number];

/** What a CSV or XLSX reader hands over for a cell: text (CSV), or a number, boolean or date (XLSX). */
export type RawCell = string | number | boolean | Date | null | undefined;

export type CellType =
  | { type: 'text'; maxLength?: number }
  | { type: 'code'; pattern: RegExp }
  | { type: 'codeList'; pattern: RegExp }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'date' }
  | { type: 'money' }
  | { type: 'integer'; min?: number }
  | { type: 'decimal'; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'weekdays' };

export type CellValue = string | number | boolean | readonly string[] | readonly number[] | null;
export type CellResult = { ok: true; value: CellValue } | { ok: false; reason: RateSheetReason };

const weekdayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const yesWords = new Set(['Y', 'YES', 'TRUE', '1', 'SI', 'SÍ', 'SIM', 'X']);
const noWords = new Set(['N', 'NO', 'FALSE', '0', 'NÃO', 'NAO']);

const ok = (value: CellValue): CellResult => ({ ok: true, value });
const refused = (reason: RateSheetReason): CellResult => ({ ok: false, reason });

/** A cell as text: trimmed; dates from a spreadsheet as `yyyy-mm-dd` (the day in UTC, as spreadsheets store it). */
export function cellText(cell: RawCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * An amount in the sheet's currency units ("1850", "1,850.50", 1850.5) as integer minor units (2 decimals:
 * every currency the product prices in has cents). Never through floating point.
 */
export function amountToMinor(text: string): number | null {
  const plain = text.replace(/[,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Reads one cell as its column's type. Blank cells are null here; the column says whether that is allowed. */
export function readCell(cell: RawCell, cellType: CellType): CellResult {
  if (typeof cell === 'number' && cellType.type === 'money') {
    if (!Number.isFinite(cell) || cell < 0) return refused('notAnAmount');
    return ok(Math.round(cell * 100));
  }
  if (typeof cell === 'number' && cellType.type === 'date') {
    // A spreadsheet date stored as its serial number (days since 1899-12-30).
    if (!(cell > 0 && cell < 2_958_466)) return refused('notADate');
    return ok(new Date(Math.round((cell - 25_569) * 86_400_000)).toISOString().slice(0, 10));
  }
  const text = cellText(cell);
  if (text === '') return ok(null);
  switch (cellType.type) {
    case 'text':
      return cellType.maxLength !== undefined && text.length > cellType.maxLength ? refused('tooLong') : ok(text);
    case 'code': {
      const code = text.toUpperCase();
      return cellType.pattern.test(code) ? ok(code) : refused('notACode');
    }
    case 'codeList': {
      const codes = text
        .toUpperCase()
        .split(/[;,\s/]+/)
        .filter((code) => code !== '');
      return codes.every((code) => cellType.pattern.test(code)) ? ok(codes) : refused('notACode');
    }
    case 'enum': {
      const wanted = text.toUpperCase();
      const value = cellType.values.find((candidate) => candidate.toUpperCase() === wanted);
      return value === undefined ? refused('notOneOf') : ok(value);
    }
    case 'date': {
      const day = /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
      return isValidIsoDate(day) && day.length === 10 ? ok(day) : refused('notADate');
    }
    case 'money': {
      const minor = amountToMinor(text);
      return minor === null ? refused('notAnAmount') : ok(minor);
    }
    case 'integer': {
      if (!/^-?\d{1,9}$/.test(text)) return refused('notAWholeNumber');
      const value = Number(text);
      return cellType.min !== undefined && value < cellType.min ? refused('notAWholeNumber') : ok(value);
    }
    case 'decimal': {
      if (!/^-?\d{1,12}(\.\d+)?$/.test(text)) return refused('notANumber');
      const value = Number(text);
      if (cellType.min !== undefined && value < cellType.min) return refused('notANumber');
      if (cellType.max !== undefined && value > cellType.max) return refused('notANumber');
      return ok(value);
    }
    case 'boolean': {
      const word = text.toUpperCase();
      if (yesWords.has(word)) return ok(true);
      if (noWords.has(word)) return ok(false);
      return refused('notYesOrNo');
    }
    case 'weekdays': {
      const days = text
        .toUpperCase()
        .split(/[;,\s/]+/)
        .filter((day) => day !== '')
        .map((day) => weekdayNames.indexOf(day.slice(0, 3)));
      if (days.length === 0 || days.some((day) => day < 0)) return refused('notWeekdays');
      return ok([...new Set(days)].sort((a, b) => a - b));
    }
  }
}

/** Header text as compared: case, spaces, dots, dashes and underscores do not matter ("Valid From" = "valid_from"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s._\-/()]+/g, '');
