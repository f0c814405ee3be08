// Bulk loading with `COPY … FROM STDIN` (text format), for the large staged loads of rate sheets
// (docs/decisions/086-rate-sheets-at-scale.md): the fastest way rows reach PostgreSQL, and one statement.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A load in progress: `write` COPY text lines (each ending in `\n`), then `end` — or `abort`. */
export interface CopyIn {
  /** Resolves when the database can take more (backpressure). */
  write(lines: string): Promise<void>;
  /** Finishes the load; resolves to the number of rows stored. */
  end(): Promise<number>;
  /** Stops the load. PostgreSQL keeps none of its rows; PGlite may keep those already sent (the caller deletes). */
  abort(): Promise<void>;
}

export type CopyInto = (table: string, columns: readonly string[]) => Promise<CopyIn>;

/** A COPY text field: `\N` for null, backslash, tab and line breaks escaped. */
export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (character) => copyEscapes[character as keyof typeof copyEscapes])
    : value;
}
const copyEscapes = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const quotedIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${quotedIdentifier(table)} (${columns.map(quotedIdentifier).join(', ')}) from ${source}`;

/** PostgreSQL: one COPY statement on a connection of its own, streamed (pg-copy-streams). All rows or none. */
export function postgresCopyInto(pool: Pool): CopyInto {
  return async (table, columns) => {
    const client = await pool.connect();
    const stream = client.query(copyFrom(copyStatement(table, columns, 'stdin')));
    let failure: Error | undefined;
    const finished = new Promise<void>((resolve, reject) => {
      stream.once('finish', resolve);
      stream.once('error', (error: Error) => {
        failure = error;
        reject(error);
      });
    });
    finished.catch(() => undefined);
    let released = false;
    const release = (destroy: boolean) => {
      if (released) return;
      released = true;
      client.release(destroy);
    };
    return {
      async write(lines) {
        if (failure) throw failure;
        if (!stream.write(lines)) {
          await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), finished]);
        }
      },
      async end() {
        stream.end();
        try {
          await finished;
        } finally {
          release(failure !== undefined);
        }
        return stream.rowCount;
      },
      async abort() {
        stream.destroy(new Error('copy aborted'));
        await finished.catch(() => undefined);
        release(true);
      },
    };
  };
}

/** PGlite: the lines are sent in chunks, each its own `COPY … FROM '/dev/blob'` statement. */
export function pgliteCopyInto(client: PGlite, chunkBytes = 4 << 20): CopyInto {
  return async (table, columns) => {
    const statement = copyStatement(table, columns, `'/dev/blob'`);
    let pending: string[] = [];
    let pendingLength = 0;
    let rows = 0;
    const flush = async () => {
      if (pendingLength === 0) return;
      const blob = new Blob(pending);
      pending = [];
      pendingLength = 0;
      const result = await client.query(statement, [], { blob });
      rows += result.affectedRows ?? 0;
    };
    return {
      async write(lines) {
        pending.push(lines);
        pendingLength += lines.length;
        if (pendingLength >= chunkBytes) await flush();
      },
      async end() {
        await flush();
        return rows;
      },
      async abort() {
        pending = [];
        pendingLength = 0;
      },
    };
  };
}
