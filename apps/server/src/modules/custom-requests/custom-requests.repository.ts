import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customRequests, quotes, type CustomRequestRow, type NewCustomRequestRow } from '../../db/schema';

export interface CustomRequestFilters {
  brandId: string;
  kind?: string | undefined;
  status?: string | undefined;
}

export function createCustomRequestsRepository(db: Database) {
  const whereOf = ({ brandId, kind, status }: CustomRequestFilters): SQL | undefined =>
    and(
      eq(customRequests.brandId, brandId),
      kind === undefined ? undefined : eq(customRequests.kind, kind),
      status === undefined ? undefined : eq(customRequests.status, status),
    );

  return {
    /** Whose quote a request names: its customer (null: a guest's) and whether a guest asked for it. */
    async quoteOwner(uuid: string): Promise<{ customerId: string | null; createdByGuest: boolean } | undefined> {
      const [row] = await db
        .select({ customerId: quotes.customerId, createdByGuest: quotes.createdByGuest })
        .from(quotes)
        .where(eq(quotes.uuid, uuid));
      return row;
    },

    async insert(row: NewCustomRequestRow): Promise<CustomRequestRow> {
      const [inserted] = await db.insert(customRequests).values(row).returning();
      if (!inserted) throw new Error('custom request insert returned no row');
      return inserted;
    },

    async findById(id: string): Promise<CustomRequestRow | undefined> {
      const [row] = await db.select().from(customRequests).where(eq(customRequests.id, id)).limit(1);
      return row;
    },

    /** One page, newest first (ties broken by id so pages never overlap), and the total. */
    async page(
      filters: CustomRequestFilters,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: CustomRequestRow[]; total: number }> {
      const where = whereOf(filters);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(customRequests)
          .where(where)
          .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(customRequests).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
