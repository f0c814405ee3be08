// Rows carried as JSON inside another statement (docs/decisions/085-server-budgets-search-and-bookings.md, the
// details statement): a module builds `jsonObjectOf(its columns)` into the subquery it gives, and reads the value
// back with `rowOfJson`, each field decoded by its column exactly as the driver's rows are (dates, JSON, numbers).
import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Columns by the field names they get; a nested record becomes a nested object. */
export interface JsonColumns {
  [field: string]: AnyColumn | JsonColumns;
}

/** `json_build_object('field', column, …)` of the columns, nested records as nested objects. */
export function jsonObjectOf(columns: JsonColumns): SQL {
  const pairs = Object.entries(columns).map(([field, value]) => {
    // Field names are our code's identifiers, written into the statement as they are.
    if (!/^\w+$/.test(field)) throw new Error(`not a field name: ${field}`);
    return sql`${sql.raw(`'${field}'`)}, ${is(value, Column) ? value : jsonObjectOf(value)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** An object built by `jsonObjectOf(columns)`, each field decoded by its column (null stays null). */
export function rowOfJson<Row>(columns: JsonColumns, value: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const fieldValue = value[field];
    row[field] =
      fieldValue === null || fieldValue === undefined
        ? null
        : is(column, Column)
          ? column.mapFromDriverValue(fieldValue)
          : rowOfJson(column, fieldValue as Record<string, unknown>);
  }
  return row as Row;
}
