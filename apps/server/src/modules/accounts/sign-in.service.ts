// Signing in (docs/product/accounts.md#account-calls, ADRs 039, 052, 053): the password checked with its lock-outs,
// and a token exchanged for a fresh one (update-jwt).
import type { LoginRequestBody } from '@freightdesk/domain';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { accountPolicy } from './account-policy';
import type { AccountsContext, AccountsRequestOrigin } from './accounts-context.service';
import { hashPassword, needsRehash, verifyAgainstDummyHash, verifyPassword } from './password-hashing';

export function signIn({
  brandsService,
  now,
  repository,
  rateLimits,
  sessions,
  addressRevealed,
  sendVerificationCode,
  sendResetLink,
}: AccountsContext) {
  return {
    async login({ login, password }: LoginRequestBody, origin: AccountsRequestOrigin): Promise<{ jwt: string }> {
      const email = (login ?? '').toLowerCase();
      // The rate limit and the look-up go to the stores side by side (a 429 wins either way).
      const [, customer] = await Promise.all([
        rateLimits.countAttempt('login', { address: email, ip: origin.ip }),
        repository.findByEmail(email),
      ]);
      if (!customer) {
        // Same work as a real check, so the answer's timing does not tell whether the address exists.
        await verifyAgainstDummyHash(password);
        throw await addressRevealed('EMAIL_DOES_NOT_EXIST', origin);
      }
      if (customer.lockedUntil && customer.lockedUntil.getTime() > now()) throw new AppError('ACCOUNT_LOCKED');
      // Locks are per account AND client: a stranger's guesses lock the stranger out (ADR 053).
      const clientFailures = await repository.clientFailures(customer.id, origin.ip);
      if (clientFailures?.lockedUntil && clientFailures.lockedUntil.getTime() > now())
        throw new AppError('ACCOUNT_LOCKED');
      if (customer.passwordHash === null) {
        await verifyAgainstDummyHash(password);
        await sendResetLink(customer, await brandsService.configurationForHost(origin.hostname), 'passwordMissing');
        throw new AppError('EMPTY_PASSWORD');
      }
      if (!(await verifyPassword(password, customer.passwordHash))) {
        const { locked } = await repository.recordFailedLogin(customer.id, origin.ip, {
          lockClientAfter: accountPolicy.lockOutAfterFailures,
          lockAccountAfter: accountPolicy.lockAccountAfterFailures,
          lockedUntil: new Date(now() + accountPolicy.lockOutMs),
        });
        throw new AppError(locked ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS');
      }
      if (customer.consecutiveFailedLogins > 0 || customer.lockedUntil || clientFailures)
        await repository.clearFailedLogins(customer.id, origin.ip);
      // Hashes of an earlier scheme or cost are upgraded while the password is at hand (ADR 052).
      if (needsRehash(customer.passwordHash)) {
        await repository.update(customer.id, { passwordHash: await hashPassword(password) }, new Date(now()));
      }
      if (customer.emailValidatedAt === null) {
        await sendVerificationCode(customer, await brandsService.configurationForHost(origin.hostname));
        throw new AppError('NOT_VALIDATED_EMAIL');
      }
      return { jwt: await sessions.issue(customer) };
    },

    /**
     * update-jwt: a fresh token with fresh claims for a valid token, or one expired less than
     * the refresh window ago. 401 otherwise; 503 AUTH_SERVICE_PROBLEM when the database fails.
     */
    async refreshToken(authorization: string | undefined): Promise<{ jwt: string }> {
      const reading = await sessions.readAuthorization(authorization);
      if (reading.status === 'invalid') throw new AppError('UNAUTHORIZED');
      const { customerId, impersonatorId, claims } = reading.token;
      let customer: CustomerRow | undefined;
      try {
        customer = await repository.findById(customerId);
      } catch (error) {
        throw new AppError('AUTH_SERVICE_PROBLEM', { cause: error });
      }
      if (!customer) throw new AppError('UNAUTHORIZED');
      const impersonator =
        impersonatorId && claims.impersonated_by ? { id: impersonatorId, email: claims.impersonated_by } : undefined;
      return { jwt: await sessions.issue(customer, impersonator, reading.token) };
    },
  };
}
