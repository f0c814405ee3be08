import {
  sortDirections,
  staffCustomerSortKeys,
  type SortDirection,
  type StaffCustomerSortKey,
} from '@freightdesk/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { customers } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { createCustomerDirectoryRepository } from './customer-directory.repository';

// ADR 085: the search reads the first customers in the order asked, and only when too few of them match, every
// match from the trigram index. Whichever way a page is found, it must be the page the plain query gives.
let database: DatabaseHandle;
const brandId = 'directory-test';

const surnames = ['Silva', 'Garcia', 'Okafor', null];
const companies = ['Acme Trading', 'Blue Harbor', null];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(customers).values(
    Array.from({ length: 60 }, (_, n) => ({
      brandId: n % 10 === 9 ? 'another-brand' : brandId,
      email: `person${n}@${n % 4 === 0 ? 'acme' : 'harbor'}.example`,
      contactName: ['Ana', 'bruno', 'Carla'][n % 3]!,
      contactSurname: surnames[n % 4]!,
      legalName: companies[n % 3]!,
      customerType: 'STANDARD',
      phoneNumber: `+3460000${String(n).padStart(4, '0')}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + (n % 7) * 86_400_000 + n * 1000),
      lastSignInAt: n % 5 === 0 ? null : new Date(Date.UTC(2025, 5, 1) + ((n * 7) % 13) * 3_600_000),
    })),
  );
}, 60_000);
afterAll(() => database.close());

/** The page as the plain query finds it: every match, sorted, one page of it. */
async function plainPage(
  text: string,
  sort: StaffCustomerSortKey,
  order: SortDirection,
  limit: number,
  offset: number,
) {
  const direction = order === 'asc' ? asc : desc;
  const nullsLast = (column: SQL) => sql`${column} ${sql.raw(order)} nulls last`;
  const orderBy = {
    name: [direction(sql`lower(${customers.contactName})`), direction(sql`lower(${customers.contactSurname})`)],
    company: [nullsLast(sql`lower(${customers.legalName})`)],
    createdAt: [direction(customers.createdAt)],
    lastSignInAt: [nullsLast(sql`${customers.lastSignInAt}`)],
  }[sort];
  const rows = await database.db
    .select({ email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.brandId, brandId),
        sql`lower(${customers.email} || ' ' || ${customers.contactName} || ' '
          || coalesce(${customers.contactSurname}, '') || ' ' || coalesce(${customers.legalName}, '') || ' '
          || coalesce(${customers.phoneNumber}, '') || ' ' || ${customers.id}::text) like ${`%${text}%`}`,
      ),
    )
    .orderBy(...orderBy, asc(customers.id))
    .limit(limit + 1)
    .offset(offset);
  return { emails: rows.slice(0, limit).map((row) => row.email), hasMore: rows.length > limit };
}

describe('the customer search finds the page the plain query finds', () => {
  // 'a' matches nearly everyone, 'okafor' a quarter, 'person1' a few, '+3460000004' one, 'nobody' none.
  const texts = ['a', 'harbor', 'okafor', 'person1', '+3460000004', 'nobody'];

  for (const firstLook of [3, 2_000]) {
    it(`whether the first look reads ${firstLook} customers or more than the brand has`, async () => {
      const repository = createCustomerDirectoryRepository(database.db, { firstLook });
      for (const text of texts) {
        for (const sort of staffCustomerSortKeys) {
          for (const order of sortDirections) {
            for (const [limit, offset] of [
              [2, 0],
              [2, 2],
              [5, 10],
              [100, 0],
            ] as const) {
              const found = await repository.search({ brandId, text, sort, order, limit, offset });
              expect(
                { emails: found.rows.map((row) => row.email), hasMore: found.hasMore },
                `${text} by ${sort} ${order}, ${limit} from ${offset}`,
              ).toEqual(await plainPage(text, sort, order, limit, offset));
            }
          }
        }
      }
    });
  }

  it('never lists another brand’s customers', async () => {
    const repository = createCustomerDirectoryRepository(database.db, { firstLook: 3 });
    const found = await repository.search({
      brandId,
      text: 'person9',
      sort: 'createdAt',
      order: 'desc',
      limit: 100,
      offset: 0,
    });
    // person9, person19 … person59 belong to another brand (n % 10 === 9).
    expect(found.rows.map((row) => row.email)).toEqual([]);
  });
});
