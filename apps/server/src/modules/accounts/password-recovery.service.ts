// Passwords (docs/product/accounts.md#account-calls): recovery by a mailed link, its check, the reset, and a first
// password for a signed-in account without one.
import type { ResetPasswordRequestBody } from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import { sha256, type AccountsContext, type AccountsRequestOrigin } from './accounts-context.service';
import { hashPassword } from './password-hashing';
import type { SessionToken } from './session-tokens';

export function passwordRecovery({
  brandsService,
  now,
  repository,
  rateLimits,
  sessions,
  addressRevealed,
  sendResetLink,
}: AccountsContext) {
  return {
    async requestPasswordRecovery(email: string, origin: AccountsRequestOrigin): Promise<void> {
      await rateLimits.countAttempt('password-recovery', { address: email, ip: origin.ip });
      const customer = await repository.findByEmail(email.toLowerCase());
      if (!customer) throw await addressRevealed('USER_NOT_FOUND', origin);
      await sendResetLink(customer, await brandsService.configurationForHost(origin.hostname), 'requested');
    },

    /** Rejects an unknown (404 NOT_FOUND), used or expired (422 INVALID_HASH) link before any password rule. */
    async checkResetLink(uuid: string, origin: AccountsRequestOrigin): Promise<void> {
      await rateLimits.countAttempt('reset-password', { ip: origin.ip });
      const link = await repository.findResetLink(sha256(uuid));
      if (!link) throw new AppError('NOT_FOUND');
      if (link.usedAt || link.expiresAt.getTime() <= now()) throw new AppError('INVALID_HASH');
    },

    /** Sets the password through the link (which then dies); also creates a first password. */
    async resetPassword(uuid: string, { password }: ResetPasswordRequestBody): Promise<void> {
      const passwordHash = await hashPassword(password);
      if (!(await repository.resetPasswordWithLink(sha256(uuid), passwordHash, new Date(now()))))
        throw new AppError('INVALID_HASH');
    },

    /** Create password for a signed-in account without one (docs/product/accounts.md#create-password). */
    async createPassword(session: SessionToken, { password }: ResetPasswordRequestBody): Promise<{ jwt: string }> {
      const customerId = session.customerId;
      const customer = await repository.findById(customerId);
      if (!customer) throw new AppError('UNAUTHORIZED');
      if (customer.passwordHash !== null) throw new AppError('ACCESS_FORBIDDEN');
      const updated = await repository.update(
        customerId,
        { passwordHash: await hashPassword(password) },
        new Date(now()),
      );
      return { jwt: await sessions.issue(updated ?? customer, undefined, session) };
    },
  };
}
