// The account calls (docs/product/accounts.md#account-calls, ADRs 030, 038, 052, 053): one file per job — sign-up,
// sign-in, password recovery, staff's accounts — sharing accounts-context.service.ts (the customer rows, codes,
// mails, rate limits and sessions); this is the one service the routes and other modules are given. Sessions,
// profile and rate limits have their own files.
import { createAccountsContext, type AccountsServiceOptions } from './accounts-context.service';
import { passwordRecovery } from './password-recovery.service';
import type { RateLimitsService } from './rate-limits.service';
import { signIn } from './sign-in.service';
import { signUp } from './sign-up.service';
import { staffAccounts } from './staff-accounts.service';

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;

/**
 * Register, validate e-mail, login, password recovery, reset and creation (docs/product/accounts.md#account-calls,
 * docs/product/errors.md#account-calls).
 */
export async function createAccountsService(options: AccountsServiceOptions) {
  const context = await createAccountsContext(options);
  const { repository, rateLimits, background } = context;
  return {
    sessions: context.sessions,
    ...signUp(context),
    ...signIn(context),
    ...passwordRecovery(context),
    ...staffAccounts(context),

    /** The rate limits (Redis or database store) for other modules' anonymous calls to share. */
    rateLimits: { countAttempt: rateLimits.countAttempt } satisfies Pick<RateLimitsService, 'countAttempt'>,

    /** Waits for background work, then closes the rate-limit store (the app's onClose). */
    async close(): Promise<void> {
      await Promise.all(background);
      await rateLimits.close();
    },

    findCustomerById: (id: string) => repository.findById(id),
    /** Server-wide secrets shared by every process (kept on first use): the hand-over key (ADR 075). */
    serverSecret: (name: string, candidate: () => string) => repository.secret(name, candidate()),
    findCustomerByEmail: (email: string) => repository.findByEmail(email.toLowerCase()),
  };
}
