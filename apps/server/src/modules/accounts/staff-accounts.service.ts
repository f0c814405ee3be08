// Accounts staff act on (docs/product/staff.md#admin-panel, ADRs 072, 075): a customer's sessions ended, a customer's
// account opened, a staff account made from the command line, a staff member's role.
import {
  customerTypeOfRegisterBody,
  defaultCurrencyFor,
  type InternalCustomerCreationBody,
  type StaffRole,
} from '@freightdesk/domain';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AccountsContext, AccountsRequestOrigin } from './accounts-context.service';
import { newAccountContact } from './new-account-contact';
import type { SessionToken } from './session-tokens';

export function staffAccounts({
  brandsService,
  now,
  repository,
  sessions,
  setPasswordLinkFor,
  sendResetLink,
}: AccountsContext) {
  return {
    /**
     * Staff (the route's guard) end every session of a customer of their own brand: 403
     * ACCESS_FORBIDDEN for a customer of another brand, 404 USER_NOT_FOUND.
     */
    async endSessionsOfCustomer(staffSession: SessionToken, customerId: string): Promise<{ endedSessions: number }> {
      const customer = await repository.findById(customerId);
      if (!customer) throw new AppError('USER_NOT_FOUND');
      if (customer.brandId !== staffSession.brandId) throw new AppError('ACCESS_FORBIDDEN');
      return { endedSessions: await sessions.endAllOf(customer.id, 'staff') };
    },

    /**
     * Staff open an account for a customer (docs/product/staff.md#admin-panel, ADR 075): the standard sign-up answers
     * with country and branch instead of password and newsletter. No password: the customer gets a set-password link
     * in their language, and proving the mailbox through it validates the address.
     */
    async createCustomerByStaff(
      body: InternalCustomerCreationBody,
      origin: AccountsRequestOrigin,
    ): Promise<CustomerRow> {
      const brand = await brandsService.configurationForHost(origin.hostname);
      const { email, phoneNumber } = newAccountContact(body, brand.featureFlags);
      // Staff may learn whether an address has an account: no enumeration limit applies to them.
      if (await repository.findByEmail(email)) throw new AppError('EMAIL_ALREADY_EXIST');
      if (await repository.phoneNumberTaken(phoneNumber)) throw new AppError('PHONE_ALREADY_EXIST');
      const { email: _email, phoneNumber: _phone, contactName, contactSurname, ...details } = body;
      const at = new Date(now());
      const customer = await repository.insert({
        brandId: brand.id,
        email,
        phoneNumber,
        passwordHash: null,
        emailValidatedAt: null,
        contactName: contactName ?? '',
        contactSurname: contactSurname || null,
        legalName: body.commercialName || null,
        isCompany: body.isCompany,
        customerType: customerTypeOfRegisterBody(body),
        preferredCurrency: defaultCurrencyFor({ phoneNumber }),
        preferredLanguage: body.languageCode,
        backendBranch: body.backendBranch,
        signUpDetails: details,
        createdAt: at,
        updatedAt: at,
      });
      if (!customer)
        throw new AppError((await repository.findByEmail(email)) ? 'EMAIL_ALREADY_EXIST' : 'PHONE_ALREADY_EXIST');
      await sendResetLink(customer, brand, 'accountCreated');
      return customer;
    },

    /**
     * `npm run staff -- create`: a staff account of `brandId` with `role` (internal flag, address taken as proven by
     * whoever runs the command), or the role given to an existing account; answers a one-time set-password link.
     */
    async createStaffAccount({
      email,
      role,
      brandId,
    }: {
      email: string;
      role: StaffRole;
      brandId: string;
    }): Promise<{ customer: CustomerRow; created: boolean; setPasswordUrl: string }> {
      const address = email.toLowerCase();
      const at = new Date(now());
      const existing = await repository.findByEmail(address);
      if (existing) {
        const updated = await repository.update(
          existing.id,
          { isInternal: true, staffRole: role, emailValidatedAt: existing.emailValidatedAt ?? at },
          at,
        );
        const customer = updated ?? existing;
        return { customer, created: false, setPasswordUrl: await setPasswordLinkFor(customer) };
      }
      const customer = await repository.insert({
        brandId,
        email: address,
        passwordHash: null,
        emailValidatedAt: at,
        contactName: address.split('@')[0] ?? address,
        customerType: 'STANDARD',
        isInternal: true,
        staffRole: role,
        createdAt: at,
        updatedAt: at,
      });
      if (!customer) throw new Error(`could not create ${address}`);
      return { customer, created: true, setPasswordUrl: await setPasswordLinkFor(customer) };
    },

    /** An admin gives a staff member of their brand a role (ADR 072); 404 for a customer or another brand's account. */
    async setStaffRole(
      staffSession: SessionToken,
      customerId: string,
      role: StaffRole,
    ): Promise<{ before: StaffRole | null; customer: CustomerRow }> {
      const member = await repository.findById(customerId);
      if (!member || member.brandId !== staffSession.brandId || !sessions.isStaff(member))
        throw new AppError('USER_NOT_FOUND');
      const before = (member.staffRole as StaffRole | null) ?? null;
      const updated = await repository.update(member.id, { staffRole: role }, new Date(now()));
      return { before, customer: updated ?? member };
    },
  };
}
