// What a rate sheet definition is (docs/decisions/079-rate-sheets.md): the tariff kinds a sheet holds, its columns
// (the template's header, the reader's mapping and each cell's rule come from these alone) and how a read row becomes
// the rate engine's tariff (packages/domain/src/pricing/tariff-types.ts). The kinds' definitions: rate-sheet-kinds.ts.
import type { z } from 'zod';
import type { CellType, CellValue, RateSheetReason } from './rate-sheet-cells';

/** The tariff kinds a rate sheet holds (the tariff tables' names, ADR 035); exchange rates are edited, not uploaded. */
export const rateSheetKinds = [
  'fclRates',
  'lclRates',
  'airRates',
  'ltlRates',
  'parcelRates',
  'truckingRates',
  'portCharges',
  'additionalServicePrices',
] as const;
export type RateSheetKind = (typeof rateSheetKinds)[number];

export interface RateSheetColumn {
  /** The header as the template writes it (snake_case, as trade sheets are exported). */
  name: string;
  /** Other headers read as this column ("POL", "Port of Loading"). */
  aliases?: readonly string[];
  cell: CellType;
  required: boolean;
  /** The template's example row. */
  example: string;
}

/** A row read and typed by its columns: column name → value (null when blank). */
export type RateSheetValues = Readonly<Record<string, CellValue>>;

export interface RateSheetRowContext {
  /** The tariff's id (the version's prefix and the row number: stable when a version is restored). */
  id: string;
  /** The version's effective date: a row's valid-from when the sheet leaves it blank. */
  effectiveDate: string;
}

export type BuiltTariff =
  { ok: true; tariff: Record<string, unknown> } | { ok: false; column: string; reason: RateSheetReason };

export interface RateSheetDefinition {
  kind: RateSheetKind;
  columns: readonly RateSheetColumn[];
  /** The domain schema every built tariff is checked against last. */
  schema: z.ZodType;
  /** The column a schema field comes from (to name the column when the schema refuses a field). */
  columnOfField: Readonly<Record<string, string>>;
  build(values: RateSheetValues, context: RateSheetRowContext): BuiltTariff;
  /** What a diff compares: the same lane in two versions (carrier, ports, container type, contract …). */
  laneKeyOf(tariff: Record<string, unknown>): string;
  /** The lane's headline price (minor units of `currency`): the base rate, the first weight break … */
  amountOf(tariff: Record<string, unknown>): number;
}
