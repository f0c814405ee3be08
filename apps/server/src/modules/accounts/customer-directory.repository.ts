import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortDirection, StaffCustomerSortKey } from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escape-like';
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
 * How many of the brand's customers, in the order asked, the first look at a search reads (ADR 085): matches that
 * are common among them fill the page from there, without going through every match.
 */
export const firstLookRows = 2_000;

/** The columns a sort reads: the table's, or the same columns under an alias of the search's statement. */
interface SortColumns {
  id: SQL | AnyPgColumn;
  contactName: SQL | AnyPgColumn;
  contactSurname: SQL | AnyPgColumn;
  legalName: SQL | AnyPgColumn;
  createdAt: SQL | AnyPgColumn;
  lastSignInAt: SQL | AnyPgColumn;
}

/** The ORDER BY of a sort, ending with the id so that pages never overlap. */
function orderByOf(columns: SortColumns, sort: StaffCustomerSortKey, order: SortDirection): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${column} ${sql.raw(order)} nulls last`;
  const keys: SQL[] = {
    name: [direction(sql`lower(${columns.contactName})`), direction(sql`lower(${columns.contactSurname})`)],
    company: [nullsLast(sql`lower(${columns.legalName})`)],
    createdAt: [direction(sql`${columns.createdAt}`)],
    lastSignInAt: [nullsLast(sql`${columns.lastSignInAt}`)],
  }[sort];
  return [...keys, asc(sql`${columns.id}`)];
}

/**
 * Sorts an index of migration 0014 gives in order (a walk of it reads the first customers only). Descending by
 * company or last sign-in puts the empty ones last, which the indexes do not: those are sorted in full.
 */
function sortIsIndexed(sort: StaffCustomerSortKey, order: SortDirection): boolean {
  return sort === 'createdAt' || sort === 'name' || order === 'asc';
}

/** The sort columns of `staff_customer_matches` and of the first look's page, by their alias in the statement. */
function sortColumnsOf(alias: string): SortColumns {
  const column = (name: string) => sql.raw(`"${alias}"."${name}"`);
  return {
    id: column('id'),
    contactName: column('contact_name'),
    contactSurname: column('contact_surname'),
    legalName: column('legal_name'),
    createdAt: column('created_at'),
    lastSignInAt: column('last_sign_in_at'),
  };
}

/**
 * The ids of one page of a search, as a subquery of the statement that reads the page (ADR 085). First look: the
 * first `firstLook` customers of the brand in the order asked (a walk of the sort's index); when they hold the page
 * plus one row, those are the page. Otherwise every match comes from `staff_customer_matches` (migration 0022: the
 * trigram index only) and is sorted. The first look's count decides in the statement which side runs at all.
 */
function pageIdsOf({ brandId, pattern, sort, order, limit, offset }: PageOfMatches, firstLook: number): SQL {
  const ordered = (alias: string) => sql.join(orderByOf(sortColumnsOf(alias), sort, order), sql`, `);
  const matches = sql`select * from staff_customer_matches(${brandId}, ${pattern})`;
  const wanted = offset + limit + 1;
  if (!sortIsIndexed(sort, order) || wanted > firstLook) {
    return sql`select "page"."id" from (${matches}) "page" order by ${ordered('page')} limit ${limit + 1}
      offset ${offset}`;
  }
  const found = sql`(select count(*) from "head_page")`;
  return sql`with "head_page" as (
      select "head"."id", "head"."contact_name", "head"."contact_surname", "head"."legal_name", "head"."created_at",
        "head"."last_sign_in_at"
      from (select "c"."id", "c"."contact_name", "c"."contact_surname", "c"."legal_name", "c"."created_at",
          "c"."last_sign_in_at", "c"."search_text"
        from ${customers} "c" where "c"."brand_id" = ${brandId} order by ${ordered('c')} limit ${firstLook}) "head"
      where "head"."search_text" like ${pattern} order by ${ordered('head')} limit ${wanted})
    select "page"."id" from (
      select * from "head_page" where ${found} = ${wanted}
      union all
      ${matches} where ${found} < ${wanted}
    ) "page" order by ${ordered('page')} limit ${limit + 1} offset ${offset}`;
}

interface PageOfMatches {
  brandId: string;
  pattern: string;
  sort: StaffCustomerSortKey;
  order: SortDirection;
  limit: number;
  offset: number;
}

export function createCustomerDirectoryRepository(db: Database, { firstLook = firstLookRows } = {}) {
  const ofBrand = (brandId: string) => eq(customers.brandId, brandId);
  const matching = (pattern: string) => sql`${customers.searchText} like ${pattern}`;

  return {
    /**
     * A page of the brand's customers whose search text holds `text` (lower-cased; none: every customer), in the
     * order asked, and whether more follow it (ADR 085: the matches are not counted). One statement either way.
     */
    async search({
      brandId,
      text,
      sort,
      order,
      limit,
      offset,
    }: {
      brandId: string;
      text: string | undefined;
      sort: StaffCustomerSortKey;
      order: SortDirection;
      limit: number;
      offset: number;
    }): Promise<{ rows: DirectoryCustomerRow[]; hasMore: boolean }> {
      const rows = await db
        .select(directoryColumns)
        .from(customers)
        .where(
          text === undefined
            ? ofBrand(brandId)
            : sql`${customers.id} in (${pageIdsOf(
                { brandId, pattern: `%${escapeLike(text)}%`, sort, order, limit, offset },
                firstLook,
              )})`,
        )
        .orderBy(...orderByOf(customers, sort, order))
        .limit(limit + 1)
        .offset(text === undefined ? offset : 0);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    /** How many of the brand's customers there are, counted up to `cap` (a page past the end still says). */
    async countUpTo(brandId: string, text: string | undefined, cap: number): Promise<number> {
      const where = and(ofBrand(brandId), text === undefined ? undefined : matching(`%${escapeLike(text)}%`));
      const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(customers)
          .where(where)
          .limit(cap)
          .as('matches'),
      );
      return counted?.count ?? 0;
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
