import {
  isLanguage,
  staffCustomerAuditLimit,
  type BackendBranch,
  type CustomerType,
  type InternalCustomerCreationBody,
  type MyBookingsPage,
  type MyQuotesPage,
  type StaffCustomer,
  type StaffCustomerDetails,
  type StaffCustomerPageQuery,
  type StaffRole,
} from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { AccountsRequestOrigin } from '../accounts/accounts-context.service';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionToken } from '../accounts/session-tokens';
import type { CustomerDirectory } from '../accounts/staff-customers.service';
import type { AuditService } from '../audit/audit.service';
import type { BookingsService } from '../bookings/bookings.service';
import type { QuotesService } from '../quotes/quotes.service';

export interface StaffConsoleServiceOptions {
  accountsService: AccountsService;
  customerDirectory: CustomerDirectory;
  quotesService: Pick<QuotesService, 'quotesOfCustomer'>;
  bookingsService: Pick<BookingsService, 'bookingsOf'>;
  audit: AuditService;
}

export type StaffConsoleService = ReturnType<typeof createStaffConsoleService>;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The console's customer page (docs/product/staff.md#all-customers, ADR 075): a customer of the staff member's
 * brand with their quotes, bookings, live sessions and audit trail, each asked of the module that owns it; staff
 * roles given by an admin; customers created on their behalf. Every call answers 404 USER_NOT_FOUND for an account
 * of another brand.
 */
export function createStaffConsoleService({
  accountsService,
  customerDirectory,
  quotesService,
  bookingsService,
  audit,
}: StaffConsoleServiceOptions) {
  /** The customer when they are of the staff member's brand. */
  async function customerOfBrand(staff: SessionToken, customerId: string): Promise<StaffCustomer> {
    const customer = await customerDirectory.ofBrand(staff.brandId, customerId);
    if (!customer) throw new AppError('USER_NOT_FOUND');
    return customer;
  }

  const actorOf = (staff: SessionToken, ipAddress: string) => ({
    customerId: staff.customerId,
    email: staff.claims.email,
    ipAddress,
  });

  return {
    async details(staff: SessionToken, customerId: string): Promise<StaffCustomerDetails> {
      const listed = await customerOfBrand(staff, customerId);
      const [row, sessions, trail] = await Promise.all([
        accountsService.findCustomerById(customerId),
        accountsService.sessions.liveSessionsOf(customerId, staffCustomerAuditLimit),
        audit.trailOf(customerId, staffCustomerAuditLimit),
      ]);
      if (!row) throw new AppError('USER_NOT_FOUND');
      // The staff members behind impersonation sessions, in one query.
      const impersonatorIds = [...new Set(sessions.flatMap((session) => session.impersonatorId ?? []))];
      const impersonators = new Map(
        (await customerDirectory.byIds(impersonatorIds)).map((member) => [member.id, member.email]),
      );
      const details = row.signUpDetails;
      return {
        ...listed,
        contactName: row.contactName,
        contactSurname: row.contactSurname,
        customerType: row.customerType as CustomerType,
        preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : 'en',
        backendBranch: row.backendBranch as BackendBranch,
        emailValidated: row.emailValidatedAt !== null,
        hasPassword: row.passwordHash !== null,
        isStaff: listed.staffRole !== null,
        country: textOf(details['countryIsoCode']),
        city: textOf(details['city']),
        liveSessions: sessions.map((session) => ({
          id: session.id,
          startedAt: session.createdAt.toISOString(),
          endsAt: session.absoluteExpiresAt.toISOString(),
          impersonatedBy: session.impersonatorId
            ? (impersonators.get(session.impersonatorId) ?? session.impersonatorId)
            : null,
        })),
        audit: trail,
      };
    },

    /** Every quote of the customer, newest first (saved or not). */
    async quotes(staff: SessionToken, customerId: string, page: StaffCustomerPageQuery): Promise<MyQuotesPage> {
      await customerOfBrand(staff, customerId);
      return quotesService.quotesOfCustomer(customerId, { ...page, saved: false, quoteType: 'default' });
    },

    async bookings(staff: SessionToken, customerId: string, page: StaffCustomerPageQuery): Promise<MyBookingsPage> {
      await customerOfBrand(staff, customerId);
      return bookingsService.bookingsOf({ customerId }, page);
    },

    /** An admin gives a staff member a role (audited); it takes effect with the member's next token. */
    async setStaffRole(
      staff: SessionToken,
      customerId: string,
      role: StaffRole,
      ipAddress: string,
    ): Promise<StaffCustomer> {
      const { before, customer } = await accountsService.setStaffRole(staff, customerId, role);
      await audit.record({
        action: 'staff.roleChanged',
        actor: actorOf(staff, ipAddress),
        subject: { customerId: customer.id, email: customer.email },
        details: { before, after: role },
      });
      return customerOfBrand(staff, customerId);
    },

    /** Ends every session of the customer (audited): they sign in again on every device. */
    async endSessions(staff: SessionToken, customerId: string, ipAddress: string): Promise<{ endedSessions: number }> {
      const customer = await customerOfBrand(staff, customerId);
      const ended = await accountsService.endSessionsOfCustomer(staff, customerId);
      await audit.record({
        action: 'sessions.ended',
        actor: actorOf(staff, ipAddress),
        subject: { customerId: customer.id, email: customer.email },
        details: { endedSessions: ended.endedSessions },
      });
      return ended;
    },

    /** A customer opened by staff (audited); they set their password through the mailed link. */
    async createCustomer(
      staff: SessionToken,
      body: InternalCustomerCreationBody,
      origin: AccountsRequestOrigin,
    ): Promise<{ customerId: string }> {
      const customer = await accountsService.createCustomerByStaff(body, origin);
      await audit.record({
        action: 'customer.createdByStaff',
        actor: actorOf(staff, origin.ip),
        subject: { customerId: customer.id, email: customer.email },
        details: { backendBranch: customer.backendBranch, customerType: customer.customerType },
      });
      return { customerId: customer.id };
    },
  };
}
