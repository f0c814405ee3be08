import { and, asc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customers } from '../../db/schema';

/** What the customer directory reads of an account: who they are, their profile and language. */
const directoryColumns = {
  id: customers.id,
  email: customers.email,
  contactName: customers.contactName,
  contactSurname: customers.contactSurname,
  legalName: customers.legalName,
  customerType: customers.customerType,
  preferredLanguage: customers.preferredLanguage,
};
export type DirectoryCustomerRow = {
  [Column in keyof typeof directoryColumns]: (typeof customers.$inferSelect)[Column];
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createCustomerDirectoryRepository(db: Database) {
  return {
    /** The brand's customers whose e-mail holds `text` or whose id starts with it, by e-mail. */
    async search(brandId: string, text: string, limit: number): Promise<DirectoryCustomerRow[]> {
      const pattern = escapeLike(text.toLowerCase());
      return db
        .select(directoryColumns)
        .from(customers)
        .where(
          and(
            eq(customers.brandId, brandId),
            or(ilike(customers.email, `%${pattern}%`), ilike(sql`${customers.id}::text`, `${pattern}%`)),
          ),
        )
        .orderBy(asc(customers.email))
        .limit(limit);
    },

    /** The brand's accounts among `emails` (stored lower-cased); `validatedOnly`: with a proven address. */
    async findByEmails(
      brandId: string,
      emails: readonly string[],
      validatedOnly: boolean,
    ): Promise<DirectoryCustomerRow[]> {
      if (emails.length === 0) return [];
      return db
        .select(directoryColumns)
        .from(customers)
        .where(
          and(
            eq(customers.brandId, brandId),
            inArray(customers.email, [...emails]),
            validatedOnly ? isNotNull(customers.emailValidatedAt) : undefined,
          ),
        );
    },

    async findById(id: string): Promise<DirectoryCustomerRow | undefined> {
      const [row] = await db.select(directoryColumns).from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },
  };
}
