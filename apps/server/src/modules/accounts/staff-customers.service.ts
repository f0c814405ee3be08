import {
  fullNameOf,
  isInternalUser,
  isLanguage,
  isStaffRole,
  defaultStaffRole,
  profileForCustomerType,
  staffCustomerSearchText,
  type CustomerType,
  type InternalUserDirectory,
  type Language,
  type StaffCustomer,
  type StaffCustomerSearch,
  type StaffCustomerSearchResponse,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import { createCustomerDirectoryRepository, type DirectoryCustomerRow } from './customer-directory.repository';

/** An account as other modules see it (sharing a quote names its recipients by it). */
export interface DirectoryCustomer {
  id: string;
  email: string;
  name: string;
  company: string | null;
  customerType: CustomerType;
  preferredLanguage: Language;
}

const directoryCustomerOf = (row: DirectoryCustomerRow): DirectoryCustomer => ({
  id: row.id,
  email: row.email,
  name: fullNameOf(row),
  company: row.legalName,
  customerType: row.customerType as CustomerType,
  preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
});

export type CustomerDirectory = ReturnType<typeof createCustomerDirectory>;

/**
 * The brand's customers as staff find them (GET /api/v2/staff/customers) and as other modules
 * look them up (the recipients of a shared quote, the owner of a quote).
 */
export function createCustomerDirectory({ db, directory }: { db: Database; directory: InternalUserDirectory }) {
  const repository = createCustomerDirectoryRepository(db);

  /** A directory row as staff see it in a list (ADR 075). */
  function staffCustomerOf(row: DirectoryCustomerRow): StaffCustomer {
    const customer = directoryCustomerOf(row);
    const isStaff =
      row.emailValidatedAt !== null && isInternalUser({ email: row.email, isInternalUser: row.isInternal }, directory);
    return {
      id: customer.id,
      email: customer.email,
      name: customer.name,
      company: customer.company,
      profile: profileForCustomerType(customer.customerType),
      phoneNumber: row.phoneNumber,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      staffRole: isStaff ? (isStaffRole(row.staffRole) ? row.staffRole : defaultStaffRole) : null,
    };
  }

  return {
    staffCustomerOf,

    /**
     * Staff: a page of the brand's customers whose e-mail, name, company, phone or id holds the query (every customer
     * without one), in the order asked. The matches are not counted (ADR 085): `total` is how many there are up to
     * the end of this page, and `totalIsCapped` says more follow it.
     */
    async search(brandId: string, search: StaffCustomerSearch): Promise<StaffCustomerSearchResponse> {
      const text = search.query === undefined ? undefined : staffCustomerSearchText(search.query);
      const offset = (search.page - 1) * search.pageSize;
      const { rows, hasMore } = await repository.search({
        brandId,
        text,
        sort: search.sort,
        order: search.order,
        limit: search.pageSize,
        offset,
      });
      // A page past the end (an old link): how many there are, so that the list can offer its last page.
      const total =
        rows.length === 0 && offset > 0 ? await repository.countUpTo(brandId, text, offset) : offset + rows.length;
      return {
        data: rows.map(staffCustomerOf),
        meta: { page: search.page, pageSize: search.pageSize, total, totalIsCapped: hasMore },
      };
    },

    /** The row of one customer of the brand (undefined: none, or another brand's). */
    async ofBrand(brandId: string, id: string): Promise<StaffCustomer | undefined> {
      const row = await repository.findById(id);
      return row && row.brandId === brandId ? staffCustomerOf(row) : undefined;
    },

    /**
     * The brand's accounts with these addresses; an address without one is left out, and so is an
     * unproven one where the brand verifies addresses (mail goes to proven addresses, ADR 053).
     */
    async byEmails(
      brandId: string,
      emails: readonly string[],
      { validatedOnly }: { validatedOnly: boolean },
    ): Promise<DirectoryCustomer[]> {
      return (await repository.findByEmails(brandId, emails, validatedOnly)).map(directoryCustomerOf);
    },

    /** Accounts by id, in one query (the staff members behind a customer's impersonation sessions). */
    async byIds(ids: readonly string[]): Promise<DirectoryCustomer[]> {
      return (await repository.findByIds(ids)).map(directoryCustomerOf);
    },

    async byId(id: string): Promise<DirectoryCustomer | undefined> {
      const row = await repository.findById(id);
      return row && directoryCustomerOf(row);
    },
  };
}
