import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quoteShares } from '../../db/schema';

export interface NewQuoteShare {
  quoteUuid: string;
  recipientId: string;
  sharedById: string;
  sharedAt: Date;
}

/** Who a quote is shared with (docs/decisions/059-quote-sharing.md). */
export function createQuoteSharesRepository(db: Database) {
  return {
    /** Shares (or shares again: the date moves) with each recipient. */
    async upsert(rows: readonly NewQuoteShare[]): Promise<void> {
      for (const row of rows) {
        await db
          .insert(quoteShares)
          .values(row)
          .onConflictDoUpdate({
            target: [quoteShares.quoteUuid, quoteShares.recipientId],
            set: { sharedAt: row.sharedAt, sharedById: row.sharedById },
          });
      }
    },

    async isSharedWith(quoteUuid: string, recipientId: string): Promise<boolean> {
      const [row] = await db
        .select({ quoteUuid: quoteShares.quoteUuid })
        .from(quoteShares)
        .where(and(eq(quoteShares.quoteUuid, quoteUuid), eq(quoteShares.recipientId, recipientId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
