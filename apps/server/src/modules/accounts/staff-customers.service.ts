import {
  fullNameOf,
  isLanguage,
  profileForCustomerType,
  staffCustomerSearchLimit,
  type CustomerType,
  type Language,
  type StaffCustomer,
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
export function createCustomerDirectory({ db }: { db: Database }) {
  const repository = createCustomerDirectoryRepository(db);
  return {
    /** Staff: the first customers whose e-mail holds the query or whose customer id starts with it. */
    async search(brandId: string, query: string): Promise<StaffCustomer[]> {
      const rows = await repository.search(brandId, query, staffCustomerSearchLimit);
      return rows.map((row) => {
        const customer = directoryCustomerOf(row);
        return {
          id: customer.id,
          email: customer.email,
          name: customer.name,
          company: customer.company,
          profile: profileForCustomerType(customer.customerType),
        };
      });
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

    async byId(id: string): Promise<DirectoryCustomer | undefined> {
      const row = await repository.findById(id);
      return row && directoryCustomerOf(row);
    },
  };
}
