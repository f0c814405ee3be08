import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customerSessions, customers } from '../../db/schema';

export type SessionRevocationReason = 'logout' | 'password-change' | 'password-reset' | 'staff' | 'impersonation-end';

export interface LiveSession {
  absoluteExpiresAt: Date;
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** The `customer_sessions` rows behind session tokens (ADR 052). */
export function createSessionsRepository(db: Database) {
  // Read on every signed-in request: prepared once (a prepared statement on PostgreSQL).
  const liveSession = db
    .select({ absoluteExpiresAt: customerSessions.absoluteExpiresAt })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.id, sql.placeholder('id')),
        eq(customerSessions.customerId, sql.placeholder('customerId')),
        isNull(customerSessions.revokedAt),
        sql`${customerSessions.absoluteExpiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .limit(1)
    .prepare('live_customer_session');

  return {
    async create(session: {
      id: string;
      customerId: string;
      impersonatorId: string | null;
      createdAt: Date;
      absoluteExpiresAt: Date;
    }): Promise<void> {
      await db.insert(customerSessions).values(session);
    },

    /** The session when it is still live for this customer (not revoked, not past its lifetime, customer there). */
    async findLive(id: string, customerId: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await liveSession.execute({ id, customerId, now: now.toISOString() });
      return row;
    },

    /** The customer's live sessions, newest first (the staff console's customer page). */
    async liveOf(customerId: string, now: Date, limit: number) {
      return db
        .select({
          id: customerSessions.id,
          createdAt: customerSessions.createdAt,
          absoluteExpiresAt: customerSessions.absoluteExpiresAt,
          impersonatorId: customerSessions.impersonatorId,
        })
        .from(customerSessions)
        .where(
          and(
            eq(customerSessions.customerId, customerId),
            isNull(customerSessions.revokedAt),
            gt(customerSessions.absoluteExpiresAt, now),
          ),
        )
        .orderBy(desc(customerSessions.createdAt))
        .limit(limit);
    },

    async revoke(id: string, reason: SessionRevocationReason, now: Date): Promise<void> {
      await db
        .update(customerSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(customerSessions.id, id), isNull(customerSessions.revokedAt)));
    },

    /** Revokes every live session of the customer but `exceptId`; answers how many it ended. */
    async revokeAllOf(
      customerId: string,
      reason: SessionRevocationReason,
      now: Date,
      exceptId?: string,
    ): Promise<number> {
      const ended = await db
        .update(customerSessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(
          and(
            eq(customerSessions.customerId, customerId),
            isNull(customerSessions.revokedAt),
            exceptId === undefined ? undefined : ne(customerSessions.id, exceptId),
          ),
        )
        .returning({ id: customerSessions.id });
      return ended.length;
    },
  };
}
