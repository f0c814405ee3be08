import {
  normalisePhoneNumber,
  type ChangePasswordRequestBody,
  type Currency,
  type CustomerAccountView,
  type CustomerType,
  type Language,
  type ProfileChanges,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createAccountsRepository } from './accounts.repository';
import { hashPassword, verifyPassword } from './password-hashing';
import type { SessionToken } from './session-tokens';
import type { Sessions } from './sessions.service';
import { assertPhoneNumberIssued } from './phone-numbers';

export interface ProfileServiceOptions {
  db: Database;
  sessions: Sessions;
  now?: () => number;
}

export type ProfileService = ReturnType<typeof createProfileService>;

const viewOf = (customer: CustomerRow): CustomerAccountView => ({
  email: customer.email,
  phoneNumber: customer.phoneNumber,
  contactName: customer.contactName,
  contactSurname: customer.contactSurname,
  legalName: customer.legalName,
  isCompany: customer.isCompany,
  // The columns only ever hold values the domain schemas accepted on the way in.
  customerType: customer.customerType as CustomerType,
  preferredLanguage: customer.preferredLanguage as Language,
  preferredCurrency: customer.preferredCurrency as Currency | null,
  hasPassword: customer.passwordHash !== null,
  isEmailValidated: customer.emailValidatedAt !== null,
});

/** The signed-in customer's own data: profile, links, password change. */
export function createProfileService({ db, sessions, now = Date.now }: ProfileServiceOptions) {
  const repository = createAccountsRepository(db);

  async function customerOf(session: SessionToken): Promise<CustomerRow> {
    const customer = await repository.findById(session.customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    return customer;
  }

  return {
    async profile(session: SessionToken): Promise<CustomerAccountView> {
      return viewOf(await customerOf(session));
    },

    /** Updates the profile; answers it with a token carrying the new claims. */
    async updateProfile(
      session: SessionToken,
      changes: ProfileChanges,
    ): Promise<{ profile: CustomerAccountView; jwt: string }> {
      const customer = await customerOf(session);
      const phoneNumber = changes.phoneNumber === undefined ? undefined : normalisePhoneNumber(changes.phoneNumber);
      if (phoneNumber !== undefined) assertPhoneNumberIssued(phoneNumber);
      if (
        phoneNumber !== undefined &&
        phoneNumber !== customer.phoneNumber &&
        (await repository.phoneNumberTaken(phoneNumber))
      ) {
        throw new AppError('PHONE_ALREADY_EXIST');
      }
      const updated = await repository.update(
        customer.id,
        {
          ...(changes.contactName === undefined ? {} : { contactName: changes.contactName }),
          ...(changes.contactSurname === undefined ? {} : { contactSurname: changes.contactSurname || null }),
          ...(changes.legalName === undefined ? {} : { legalName: changes.legalName || null }),
          ...(phoneNumber === undefined ? {} : { phoneNumber }),
          ...(changes.preferredLanguage === undefined ? {} : { preferredLanguage: changes.preferredLanguage }),
          ...(changes.preferredCurrency === undefined ? {} : { preferredCurrency: changes.preferredCurrency }),
        },
        new Date(now()),
      );
      if (!updated) throw new AppError('UNAUTHORIZED');
      const impersonator =
        session.impersonatorId && session.claims.impersonated_by
          ? { id: session.impersonatorId, email: session.claims.impersonated_by }
          : undefined;
      return { profile: viewOf(updated), jwt: await sessions.issue(updated, impersonator, session) };
    },

    /** Change password: the old one must match; staff impersonating may not change it. */
    async changePassword(
      session: SessionToken,
      { oldPassword, newPassword }: ChangePasswordRequestBody,
    ): Promise<void> {
      if (session.impersonatorId) throw new AppError('ACCESS_FORBIDDEN');
      const customer = await customerOf(session);
      if (customer.passwordHash === null || !(await verifyPassword(oldPassword ?? '', customer.passwordHash))) {
        throw new AppError('INVALID_PASSWORD', { fieldErrors: { oldPassword: ['validation.password.invalid'] } });
      }
      await repository.update(customer.id, { passwordHash: await hashPassword(newPassword ?? '') }, new Date(now()));
      // Other devices signed in with the old password are signed out; this one stays (ADR 052).
      await sessions.endAllOf(customer.id, 'password-change', session);
    },

    /**
     * `GET /api/v2/customers/links` (docs/product/accounts.md#profile): the data-intelligence link, null by default.
     */
    async links(session: SessionToken): Promise<{ businessIntelligence: string | null }> {
      return { businessIntelligence: (await customerOf(session)).businessIntelligenceUrl };
    },
  };
}
