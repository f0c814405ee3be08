import {
  rateSheetDiffListed,
  rateSheetProblemsKept,
  type RateSheetDiff,
  type RateSheetKind,
  type RateSheetLaneChange,
  type RateSheetProblem,
} from '@freightdesk/domain';
import { and, asc, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { copyField, type CopyInto } from '../../db/copy-in';
import type { Database } from '../../db/database';
import { rateSheetJobs, rateSheetProblems, rateSheetRows, rateSheetVersions } from '../../db/schema';
import { bulkColumnsOf } from '../tariffs/bulk-insert';

export type RateSheetVersionRow = typeof rateSheetVersions.$inferSelect;
export type RateSheetJobRow = typeof rateSheetJobs.$inferSelect;

/** A checked row to stage: `tariff` holds the engine's fields (the domain's names). */
export interface StagedRow {
  rowNumber: number;
  tariffId: string;
  laneKey: string;
  amountMinor: number;
  currency: string;
  tariff: Readonly<Record<string, unknown>>;
}

/** Stages the checked rows of one version as they come (a COPY), never holding more than a chunk of them. */
export interface RowStager {
  add(row: StagedRow): Promise<void>;
  /** Stores what is left; resolves to the rows staged. */
  finish(): Promise<number>;
  abort(): Promise<void>;
}

const stagedColumns = ['version_id', 'row_number', 'tariff_id', 'lane_key', 'amount_minor', 'currency', 'tariff'];
/** Lines gathered before they are handed to the database. */
const stagingChunkBytes = 256 * 1024;

/**
 * A tariff as its table's row in JSON, keys being the column names (what `json_populate_record` reads at publish).
 * Null fields are left out (read back as null alike): a smaller staged row.
 */
function tariffJsonOf(table: PgTable): (tariff: Readonly<Record<string, unknown>>) => string {
  const keys = bulkColumnsOf(table).map((column) => ({ field: column.field, key: `${JSON.stringify(column.name)}:` }));
  return (tariff) => {
    let json = '';
    for (const { field, key } of keys) {
      const value = tariff[field];
      if (value === null || value === undefined) continue;
      json += `${json === '' ? '{' : ','}${key}${JSON.stringify(value)}`;
    }
    return json === '' ? '{}' : `${json}}`;
  };
}

export type RateSheetsRepository = ReturnType<typeof createRateSheetsRepository>;

export function createRateSheetsRepository(db: Database, copyInto: CopyInto) {
  return {
    /** A new version (numbered after the kind's last) and its check job, in one transaction. */
    async createVersion(
      version: Omit<typeof rateSheetVersions.$inferInsert, 'number' | 'status'>,
      job: { id: string; createdAt: Date },
    ): Promise<RateSheetVersionRow> {
      return db.transaction(async (tx) => {
        // Two uploads of one kind at once take turns for the number.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`freightdesk:rate-sheets:${version.kind}`}))`);
        const [last] = await tx
          .select({ number: sql<number>`coalesce(max(${rateSheetVersions.number}), 0)::int` })
          .from(rateSheetVersions)
          .where(eq(rateSheetVersions.kind, version.kind));
        const [created] = await tx
          .insert(rateSheetVersions)
          .values({ ...version, number: (last?.number ?? 0) + 1, status: 'queued' })
          .returning();
        await tx.insert(rateSheetJobs).values({
          id: job.id,
          versionId: version.id,
          task: 'check',
          status: 'pending',
          requestedBy: version.uploadedBy,
          createdAt: job.createdAt,
        });
        return created!;
      });
    },

    findVersion: async (id: string) =>
      (await db.select().from(rateSheetVersions).where(eq(rateSheetVersions.id, id)).limit(1))[0],

    listVersions: (kind: RateSheetKind) =>
      db
        .select()
        .from(rateSheetVersions)
        .where(eq(rateSheetVersions.kind, kind))
        .orderBy(desc(rateSheetVersions.number)),

    /** The version the engine prices from now for this kind, if one is. */
    publishedVersion: async (kind: string) =>
      (
        await db
          .select()
          .from(rateSheetVersions)
          .where(and(eq(rateSheetVersions.kind, kind), eq(rateSheetVersions.status, 'published')))
          .limit(1)
      )[0],

    async updateVersion(id: string, changes: Partial<typeof rateSheetVersions.$inferInsert>): Promise<void> {
      await db.update(rateSheetVersions).set(changes).where(eq(rateSheetVersions.id, id));
    },

    /** Moves a version from one of `from` to `to`; false when it was in none of them (someone else moved it). */
    async moveVersion(id: string, from: readonly string[], changes: Partial<typeof rateSheetVersions.$inferInsert>) {
      const moved = await db
        .update(rateSheetVersions)
        .set(changes)
        .where(and(eq(rateSheetVersions.id, id), inArray(rateSheetVersions.status, [...from])))
        .returning({ id: rateSheetVersions.id });
      return moved.length > 0;
    },

    /** A publish request: the version moves to `publishing` and a publish job is queued, together. */
    async requestPublish(id: string, job: { id: string; createdAt: Date; requestedBy: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(rateSheetVersions)
          .set({ status: 'publishing' })
          .where(and(eq(rateSheetVersions.id, id), inArray(rateSheetVersions.status, ['ready', 'superseded'])))
          .returning({ id: rateSheetVersions.id });
        if (moved.length === 0) return false;
        await tx.insert(rateSheetJobs).values({
          id: job.id,
          versionId: id,
          task: 'publish',
          status: 'pending',
          requestedBy: job.requestedBy,
          createdAt: job.createdAt,
        });
        return true;
      });
    },

    /** Forgets what an earlier, interrupted check of the version stored. */
    async clearCheck(versionId: string): Promise<void> {
      await db.delete(rateSheetRows).where(eq(rateSheetRows.versionId, versionId));
      await db.delete(rateSheetProblems).where(eq(rateSheetProblems.versionId, versionId));
    },

    /**
     * Archives the versions of `kind` beyond the `keep` newest previous (superseded, by publish time) and the `keep`
     * newest ready ones (by number), then deletes their staged rows (ADR 086). Archived first: from then on no publish
     * can start on them (a publish request moves only ready or superseded versions). Resolves to their file keys.
     */
    async archiveOldVersions(kind: string, keep: number): Promise<string[]> {
      const ranked = db
        .select({
          id: rateSheetVersions.id,
          place: sql<number>`row_number() over (partition by ${rateSheetVersions.status}
            order by ${rateSheetVersions.publishedAt} desc nulls last, ${rateSheetVersions.number} desc)`.as('place'),
        })
        .from(rateSheetVersions)
        .where(and(eq(rateSheetVersions.kind, kind), inArray(rateSheetVersions.status, ['ready', 'superseded'])))
        .as('ranked');
      const archived = await db
        .update(rateSheetVersions)
        .set({ status: 'archived' })
        .where(
          and(
            inArray(rateSheetVersions.status, ['ready', 'superseded']),
            inArray(
              rateSheetVersions.id,
              db
                .select({ id: ranked.id })
                .from(ranked)
                .where(sql`${ranked.place} > ${keep}`),
            ),
          ),
        )
        .returning({ id: rateSheetVersions.id, fileKey: rateSheetVersions.fileKey });
      if (archived.length > 0)
        await db.delete(rateSheetRows).where(
          inArray(
            rateSheetRows.versionId,
            archived.map((version) => version.id),
          ),
        );
      return archived.map((version) => version.fileKey);
    },

    deleteRows: (versionId: string) => db.delete(rateSheetRows).where(eq(rateSheetRows.versionId, versionId)),

    /** Checked rows of `versionId` (tariffs of `kindTable`) into staging, with COPY (ADR 086). */
    async stageRows(versionId: string, kindTable: PgTable): Promise<RowStager> {
      const copy = await copyInto(getTableName(rateSheetRows), stagedColumns);
      const tariffJson = tariffJsonOf(kindTable);
      const version = copyField(versionId);
      let lines = '';
      return {
        async add(row) {
          lines +=
            `${version}\t${row.rowNumber}\t${copyField(row.tariffId)}\t${copyField(row.laneKey)}\t` +
            `${row.amountMinor}\t${copyField(row.currency)}\t${copyField(tariffJson(row.tariff))}\n`;
          if (lines.length < stagingChunkBytes) return;
          const chunk = lines;
          lines = '';
          await copy.write(chunk);
        },
        async finish() {
          if (lines !== '') await copy.write(lines);
          lines = '';
          return copy.end();
        },
        abort: () => copy.abort(),
      };
    },

    async insertProblems(versionId: string, problems: readonly RateSheetProblem[]): Promise<void> {
      for (let start = 0; start < problems.length; start += 500) {
        await db.insert(rateSheetProblems).values(
          problems.slice(start, start + 500).map((problem, index) => ({
            versionId,
            position: start + index,
            row: problem.row,
            column: problem.column,
            reason: problem.reason,
            value: problem.value,
          })),
        );
      }
    },

    async problems(versionId: string, limit = rateSheetProblemsKept): Promise<RateSheetProblem[]> {
      const rows = await db
        .select()
        .from(rateSheetProblems)
        .where(eq(rateSheetProblems.versionId, versionId))
        .orderBy(asc(rateSheetProblems.position))
        .limit(limit);
      return rows.map(({ row, column, reason, value }) => ({
        row,
        column,
        reason: reason as RateSheetProblem['reason'],
        value,
      }));
    },

    /** The version a tariff row came from (its staged rows keep the ids it was published with). */
    async versionOfTariff(kind: string, tariffId: string) {
      const [row] = await db
        .select({ id: rateSheetVersions.id, number: rateSheetVersions.number })
        .from(rateSheetVersions)
        .innerJoin(rateSheetRows, eq(rateSheetRows.versionId, rateSheetVersions.id))
        .where(
          and(
            eq(rateSheetVersions.kind, kind),
            eq(rateSheetVersions.status, 'published'),
            eq(rateSheetRows.tariffId, tariffId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The table's columns of a version's rows, for `insert into <table> …` (see tariffs' `replaceKind`). */
    publishableRows(versionId: string, table: string): SQL {
      // The record is built once per row in FROM: `select (json_populate_record(…)).*` would build it once per column
      // (14 times slower on FCL, ADR 086).
      return sql`select tariff.* from ${rateSheetRows}
        cross join lateral json_populate_record(null::${sql.identifier(table)}, ${rateSheetRows.tariff}) tariff
        where ${rateSheetRows.versionId} = ${versionId}`;
    },

    /**
     * Lanes of `versionId` against `againstId` (null: against nothing): a lane's price is its cheapest row's, compared
     * in the same currency (a lane whose currency changed counts as removed and added).
     */
    async diff(
      versionId: string,
      againstId: string | null,
    ): Promise<Omit<RateSheetDiff, 'againstVersionId' | 'againstVersionNumber' | 'replacedOtherRows'>> {
      const lanesOf = (id: string | null) =>
        sql`select ${rateSheetRows.laneKey} as lane, ${rateSheetRows.currency} as currency,
          min(${rateSheetRows.amountMinor}) as amount
          from ${rateSheetRows} where ${rateSheetRows.versionId} = ${id ?? '00000000-0000-0000-0000-000000000000'}
          group by ${rateSheetRows.laneKey}, ${rateSheetRows.currency}`;
      const compared = sql`(select coalesce(n.lane, o.lane) as lane, coalesce(n.currency, o.currency) as currency,
          o.amount as before, n.amount as after
          from (${lanesOf(versionId)}) n full join (${lanesOf(againstId)}) o
          on n.lane = o.lane and n.currency = o.currency) lanes`;
      const counts = (await db.execute(sql`select
          count(*) filter (where before is null)::int as added,
          count(*) filter (where after is null)::int as removed,
          count(*) filter (where after > before)::int as up,
          count(*) filter (where after < before)::int as down,
          count(*) filter (where after = before)::int as unchanged
        from ${compared}`)) as unknown as { rows?: Record<string, number>[] } | Record<string, number>[];
      const listed = (await db.execute(sql`select lane, currency, before::bigint as before, after::bigint as after
        from ${compared} where before is distinct from after
        order by case when before is null or after is null then 1 else 0 end, abs(after - before) desc nulls last, lane
        limit ${rateSheetDiffListed}`)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
      const rowsOf = <T>(result: { rows?: T[] } | T[]) => (Array.isArray(result) ? result : (result.rows ?? []));
      const count = rowsOf(counts)[0] ?? {};
      const changes: RateSheetLaneChange[] = rowsOf(listed).map((row) => {
        const before = row.before === null ? null : Number(row.before);
        const after = row.after === null ? null : Number(row.after);
        const change =
          before === null ? 'added' : after === null ? 'removed' : after > before ? ('up' as const) : ('down' as const);
        return {
          lane: String(row.lane),
          change,
          currency: String(row.currency),
          beforeMinor: before,
          afterMinor: after,
          deltaMinor: before === null || after === null ? null : after - before,
        };
      });
      return {
        added: Number(count.added ?? 0),
        removed: Number(count.removed ?? 0),
        up: Number(count.up ?? 0),
        down: Number(count.down ?? 0),
        unchanged: Number(count.unchanged ?? 0),
        changes,
      };
    },

    /**
     * Claims the oldest due job (a lease until `claimedUntil`), as the mail outbox does: `for update skip locked`, so
     * two processes never take the same one; a job whose lease ran out (its process died) is taken again.
     */
    async claimJob(now: Date, claimedUntil: Date): Promise<RateSheetJobRow | undefined> {
      const nowText = now.toISOString();
      const [job] = await db
        .update(rateSheetJobs)
        .set({ claimedUntil, attempts: sql`${rateSheetJobs.attempts} + 1` })
        .where(
          sql`${rateSheetJobs.id} in (select ${rateSheetJobs.id} from ${rateSheetJobs}
            where ${rateSheetJobs.status} = 'pending'
            and (${rateSheetJobs.claimedUntil} is null or ${rateSheetJobs.claimedUntil} < ${nowText}::timestamptz)
            order by ${rateSheetJobs.createdAt} limit 1 for update skip locked)`,
        )
        .returning();
      return job;
    },

    async extendJob(id: string, claimedUntil: Date): Promise<void> {
      await db.update(rateSheetJobs).set({ claimedUntil }).where(eq(rateSheetJobs.id, id));
    },

    async finishJob(id: string, outcome: { status: 'done' | 'failed' | 'pending'; at: Date; error?: string }) {
      await db
        .update(rateSheetJobs)
        .set({
          status: outcome.status,
          finishedAt: outcome.status === 'pending' ? null : outcome.at,
          claimedUntil: null,
          lastError: outcome.error?.slice(0, 500) ?? null,
        })
        .where(eq(rateSheetJobs.id, id));
    },
  };
}
