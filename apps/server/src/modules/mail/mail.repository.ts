import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { BrandConfiguration } from '@freightdesk/domain';
import { brands, outbox, type OutboxRow } from '../../db/schema';

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'held';

export interface NewOutboxRow {
  sender: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: OutboxStatus;
  nextAttemptAt: Date;
  createdAt: Date;
}

export function createMailRepository(db: Database) {
  /** Several mails in one statement, not run (at least one row): a caller may make it part of one of its own. */
  const insertAllStatement = (rows: readonly NewOutboxRow[]) => db.insert(outbox).values([...rows]);
  return {
    async insert(row: NewOutboxRow): Promise<OutboxRow> {
      const [inserted] = await db.insert(outbox).values(row).returning();
      if (!inserted) throw new Error('outbox insert returned nothing');
      return inserted;
    },

    /** Several mails in one statement. */
    async insertAll(rows: readonly NewOutboxRow[]): Promise<void> {
      if (rows.length > 0) await insertAllStatement(rows);
    },

    insertAllStatement,

    /**
     * Claims up to `limit` due rows for this process until `claimedUntil`. `FOR UPDATE SKIP
     * LOCKED` lets several processes claim side by side on PostgreSQL; on PGlite (one
     * connection) it is a plain lock. A crashed claimer's rows come back once the claim lapses.
     */
    async claimDue(now: Date, claimedUntil: Date, limit: number): Promise<OutboxRow[]> {
      const nowText = now.toISOString();
      return db
        .update(outbox)
        .set({ claimedUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(
          sql`${outbox.id} in (select ${outbox.id} from ${outbox} where ${outbox.status} = 'pending' and
            ${outbox.nextAttemptAt} <= ${nowText}::timestamptz
            and (${outbox.claimedUntil} is null or ${outbox.claimedUntil} < ${nowText}::timestamptz)
            order by ${outbox.nextAttemptAt} limit ${limit} for update skip locked)`,
        )
        .returning();
    },

    async markSent(id: string, sentAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt, claimedUntil: null, lastError: null })
        .where(eq(outbox.id, id));
    },

    async markFailedAttempt(
      id: string,
      { giveUp, nextAttemptAt, error }: { giveUp: boolean; nextAttemptAt: Date; error: string },
    ): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt,
          claimedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    /**
     * Deletes up to `limit` finished mails (sent, failed or held: anything but pending) created
     * before `cutoff`, bodies and all; returns how many went.
     */
    async deleteFinishedBefore(cutoff: Date, limit: number): Promise<number> {
      const deleted = await db
        .delete(outbox)
        .where(
          sql`${outbox.id} in (select ${outbox.id} from ${outbox} where
            ${and(lt(outbox.createdAt, cutoff), ne(outbox.status, 'pending'))} limit ${limit})`,
        )
        .returning({ id: outbox.id });
      return deleted.length;
    },

    async latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    },

    /** The brand a mail is written for: its configuration and host names (one read, in the caller's transaction). */
    async findBrand(id: string): Promise<{ configuration: BrandConfiguration; hostnames: string[] } | undefined> {
      const [row] = await db
        .select({ configuration: brands.configuration, hostnames: brands.hostnames })
        .from(brands)
        .where(eq(brands.id, id))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },
  };
}
