// Reading a rate sheet row by row (docs/decisions/079-rate-sheets.md): the header names the columns, each row is
// checked cell by cell, then as a whole, then against the rate engine's schema. Nothing here reads a file.
import { headerKey, readCell, type CellValue, type RateSheetReason, type RawCell } from './rate-sheet-cells';
import type { RateSheetDefinition, RateSheetRowContext } from './rate-sheet-definition';

/** One problem of a sheet: its row (as numbered in the sheet, header = 1), column (header name) and reason. */
export interface RateSheetProblem {
  row: number;
  column: string | null;
  reason: RateSheetReason;
  /** The cell as written (first 80 characters), when a cell is at fault. */
  value: string | null;
}

/** Where each column of the definition sits in the sheet (index of the cell), from its header row. */
export interface RateSheetHeader {
  positions: ReadonlyMap<string, number>;
  problems: readonly RateSheetProblem[];
}

/** Maps the header row onto the definition's columns; unknown headers are ignored, missing required ones reported. */
export function readRateSheetHeader(definition: RateSheetDefinition, cells: readonly RawCell[]): RateSheetHeader {
  const byKey = new Map<string, string>();
  for (const column of definition.columns) {
    for (const name of [column.name, ...(column.aliases ?? [])]) {
      if (!byKey.has(headerKey(name))) byKey.set(headerKey(name), column.name);
    }
  }
  const positions = new Map<string, number>();
  const problems: RateSheetProblem[] = [];
  cells.forEach((cell, index) => {
    const name = byKey.get(headerKey(String(cell ?? '')));
    if (name === undefined) return;
    if (positions.has(name)) problems.push({ row: 1, column: name, reason: 'duplicateColumn', value: String(cell) });
    else positions.set(name, index);
  });
  for (const column of definition.columns) {
    if (column.required && !positions.has(column.name))
      problems.push({ row: 1, column: column.name, reason: 'missingColumn', value: null });
  }
  return { positions, problems };
}

export type RateSheetRowResult =
  | {
      ok: true;
      tariff: Record<string, unknown>;
      /** What a diff compares (see `RateSheetDefinition.laneKeyOf`). */
      laneKey: string;
      amountMinor: number;
      currency: string;
    }
  | { ok: false; problems: RateSheetProblem[] };

const shown = (cell: RawCell) => (cell === null || cell === undefined ? null : String(cell).slice(0, 80));

/** True for a row with nothing in it (spreadsheets often end with some): skipped, not refused. */
export const isBlankRow = (cells: readonly RawCell[]) =>
  cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

export type RateSheetRowReader = (
  cells: readonly RawCell[],
  row: number,
  context: RateSheetRowContext,
) => RateSheetRowResult;

/**
 * The checker of one sheet's data rows (`row`: its number in the sheet): each cell by its column, then the row as a
 * whole (`build`), then the engine's schema. Where each column sits is worked out once, from the header.
 */
export function rateSheetRowReader(definition: RateSheetDefinition, header: RateSheetHeader): RateSheetRowReader {
  const slots = definition.columns.map((column) => ({ column, position: header.positions.get(column.name) }));
  const cellOf = (cells: readonly RawCell[], column: string | null) => {
    const position = column === null ? undefined : header.positions.get(column);
    return position === undefined ? null : shown(cells[position]);
  };
  return (cells, row, context) => {
    const values: Record<string, CellValue> = {};
    let problems: RateSheetProblem[] | undefined;
    for (const { column, position } of slots) {
      const cell = position === undefined ? undefined : cells[position];
      const result = readCell(cell, column.cell);
      if (!result.ok) (problems ??= []).push({ row, column: column.name, reason: result.reason, value: shown(cell) });
      else if (result.value === null && column.required)
        (problems ??= []).push({ row, column: column.name, reason: 'required', value: null });
      else values[column.name] = result.value;
    }
    if (problems) return { ok: false, problems };
    const builtTariff = definition.build(values, context);
    if (!builtTariff.ok) {
      return {
        ok: false,
        problems: [
          { row, column: builtTariff.column, reason: builtTariff.reason, value: cellOf(cells, builtTariff.column) },
        ],
      };
    }
    const checked = definition.schema.safeParse(builtTariff.tariff);
    if (!checked.success) {
      return {
        ok: false,
        problems: checked.error.issues.slice(0, 3).map((issue) => {
          const column = definition.columnOfField[String(issue.path[0] ?? '')] ?? null;
          return { row, column, reason: 'invalidValue' as const, value: cellOf(cells, column) };
        }),
      };
    }
    const tariff = checked.data as Record<string, unknown>;
    return {
      ok: true,
      tariff,
      laneKey: definition.laneKeyOf(tariff),
      amountMinor: definition.amountOf(tariff),
      currency: String(tariff.currency),
    };
  };
}

/** The template's two rows: the header, then an example row (CSV and XLSX templates alike). */
export function rateSheetTemplateRows(definition: RateSheetDefinition): [string[], string[]] {
  return [definition.columns.map((column) => column.name), definition.columns.map((column) => column.example)];
}
