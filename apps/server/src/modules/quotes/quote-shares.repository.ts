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

    /** When the quote was shared with this customer; undefined when it was not. */
    async sharedAt(quoteUuid: string, recipientId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ sharedAt: quoteShares.sharedAt })
        .from(quoteShares)
        .where(and(eq(quoteShares.quoteUuid, quoteUuid), eq(quoteShares.recipientId, recipientId)))
        .limit(1);
      return row?.sharedAt;
    },

    async isSharedWith(quoteUuid: string, recipientId: string): Promise<boolean> {
      return (await this.sharedAt(quoteUuid, recipientId)) !== undefined;
    },

    /** The recipient takes the quote off their My quotes: it is no longer shared with them. */
    async remove(quoteUuid: string, recipientId: string): Promise<void> {
      await db
        .delete(quoteShares)
        .where(and(eq(quoteShares.quoteUuid, quoteUuid), eq(quoteShares.recipientId, recipientId)));
    },
  };
}
