import type { RateMargin } from '@freightdesk/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, quoteCustomisations } from '../../db/schema';

export interface CustomisationRow {
  rateUuid: string;
  margins: RateMargin[];
  customisedAt: Date;
  customisedByEmail: string;
}

export interface NewCustomisation {
  quoteUuid: string;
  rateUuid: string;
  margins: RateMargin[];
  currency: string;
  originalTotalMinor: number;
  customisedTotalMinor: number;
  note: string | null;
  customisedById: string;
  customisedByEmail: string;
  customisedAt: Date;
}

export interface CustomisationAudit {
  actorCustomerId: string;
  actorEmail: string;
  subjectCustomerId: string | null;
  subjectEmail: string | null;
  ipAddress: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** Customised prices, one row per save and rate (docs/decisions/081-staff-quote-tools.md). */
export function createQuoteCustomisationsRepository(db: Database) {
  return {
    /** The latest customisation of each rate of a quote (the index covers the quote, the rate and the time). */
    async inForce(quoteUuid: string): Promise<CustomisationRow[]> {
      return db
        .selectDistinctOn([quoteCustomisations.rateUuid], {
          rateUuid: quoteCustomisations.rateUuid,
          margins: quoteCustomisations.margins,
          customisedAt: quoteCustomisations.customisedAt,
          customisedByEmail: quoteCustomisations.customisedByEmail,
        })
        .from(quoteCustomisations)
        .where(eq(quoteCustomisations.quoteUuid, quoteUuid))
        .orderBy(quoteCustomisations.rateUuid, desc(quoteCustomisations.customisedAt), desc(quoteCustomisations.id));
    },

    /** Every customisation of one rate, newest first (its history). */
    async history(quoteUuid: string, rateUuid: string) {
      return db
        .select()
        .from(quoteCustomisations)
        .where(and(eq(quoteCustomisations.quoteUuid, quoteUuid), eq(quoteCustomisations.rateUuid, rateUuid)))
        .orderBy(desc(quoteCustomisations.customisedAt));
    },

    /** The rows and their audit entry, together or not at all. */
    async save(rows: readonly NewCustomisation[], audit: CustomisationAudit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(quoteCustomisations).values([...rows]);
        await tx.insert(auditLog).values({ action: 'quote.customised', ...audit });
      });
    },
  };
}
