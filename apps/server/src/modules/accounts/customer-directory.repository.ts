import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SortDirection, StaffCustomerSortKey } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { customers } from '../../db/schema';

/** What the customer directory reads of an account: who they are, their profile and language. */
const directoryColumns = {
  id: customers.id,
  brandId: customers.brandId,
  email: customers.email,
  contactName: customers.contactName,
  contactSurname: customers.contactSurname,
  legalName: customers.legalName,
  customerType: customers.customerType,
  preferredLanguage: customers.preferredLanguage,
  phoneNumber: customers.phoneNumber,
  createdAt: customers.createdAt,
  lastSignInAt: customers.lastSignInAt,
  isInternal: customers.isInternal,
  staffRole: customers.staffRole,
  emailValidatedAt: customers.emailValidatedAt,
};
export type DirectoryCustomerRow = {
  [Column in keyof typeof directoryColumns]: (typeof customers.$inferSelect)[Column];
};

/**
 * What staff search in (ADR 075): e-mail, name, company, phone and customer id in one lower-cased text. The same
 * expression carries the trigram index of migration 0014 — change both together.
 */
const searchText = sql`lower(${sql.join(
  [
    customers.email,
    customers.contactName,
    sql`coalesce(${customers.contactSurname}, '')`,
    sql`coalesce(${customers.legalName}, '')`,
    sql`coalesce(${customers.phoneNumber}, '')`,
    sql`${customers.id}::text`,
  ],
  sql` || ' ' || `,
)})`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createCustomerDirectoryRepository(db: Database) {
  return {
    /**
     * A page of the brand's customers whose search text holds `text` (lower-cased; none: every customer), in the
     * order asked, and how many match — counted up to `countCap` (an index scan, not the whole table).
     */
    async search({
      brandId,
      text,
      sort,
      order,
      limit,
      offset,
      countCap,
    }: {
      brandId: string;
      text: string | undefined;
      sort: StaffCustomerSortKey;
      order: SortDirection;
      limit: number;
      offset: number;
      countCap: number;
    }): Promise<{ rows: DirectoryCustomerRow[]; total: number; totalIsCapped: boolean }> {
      const where = and(
        eq(customers.brandId, brandId),
        text === undefined ? undefined : sql`${searchText} like ${`%${escapeLike(text)}%`}`,
      );
      const direction = order === 'asc' ? asc : desc;
      const nullsLast = (column: SQL) => sql`${column} ${sql.raw(order)} nulls last`;
      const orderBy: SQL[] = {
        name: [direction(sql`lower(${customers.contactName})`), direction(sql`lower(${customers.contactSurname})`)],
        company: [nullsLast(sql`lower(${customers.legalName})`)],
        createdAt: [direction(customers.createdAt)],
        lastSignInAt: [nullsLast(sql`${customers.lastSignInAt}`)],
      }[sort];
      const [rows, [counted]] = await Promise.all([
        db
          .select(directoryColumns)
          .from(customers)
          .where(where)
          .orderBy(...orderBy, asc(customers.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(customers)
            .where(where)
            .limit(countCap + 1)
            .as('matches'),
        ),
      ]);
      const count = counted?.count ?? 0;
      return { rows, total: Math.min(count, countCap), totalIsCapped: count > countCap };
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

    async findByIds(ids: readonly string[]): Promise<DirectoryCustomerRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(directoryColumns)
        .from(customers)
        .where(inArray(customers.id, [...ids]));
    },

    async findById(id: string): Promise<DirectoryCustomerRow | undefined> {
      const [row] = await db.select(directoryColumns).from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },
  };
}
