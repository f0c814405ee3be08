// What every account call shares (ADRs 030, 038, 052, 053): the customer rows and their codes and links, the rate
// limits, the sessions, the mails (codes, reset links, welcome) and work finished after the answer. Each job has its
// file (sign-up, sign-in, password recovery, staff's accounts); accounts.service.ts puts them together.
import { createHash, createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  supportedLanguages,
  type BrandConfiguration,
  type ErrorCode,
  type InternalUserDirectory,
  type Language,
} from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { RequestOrigin } from '../../http/request-origin';
import type { BrandsService } from '../brands/brands.service';
import type { MailService } from '../mail/mail.service';
import { accountPolicy } from './account-policy';
import { createAccountsRepository } from './accounts.repository';
import { createRateLimitsService } from './rate-limits.service';
import { createSessionsRepository } from './sessions.repository';
import { createSessions, type Sessions } from './sessions.service';

export interface AccountsServiceOptions {
  db: Database;
  brandsService: BrandsService;
  mailService: MailService;
  /** `${publicUrl}/reset-password/<uuid>` in reset e-mails. */
  publicUrl: string;
  jwtSecret: string | undefined;
  directory: InternalUserDirectory;
  logger: FastifyBaseLogger;
  /** Rate-limit counters in Redis when set (REDIS_URL), else in the database. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis rate-limit keys (tests give each app its own). */
  redisKeyPrefix?: string | undefined;
  now?: () => number;
}

/** What the accounts calls read of where a request came from: the brand's host and the client address (rate limits). */
export type AccountsRequestOrigin = Pick<RequestOrigin, 'hostname' | 'ip'>;

export const minutes = (ms: number) => Math.round(ms / 60_000);
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const languageOf = (value: string | null | undefined): Language =>
  (supportedLanguages as readonly (string | null | undefined)[]).includes(value) ? (value as Language) : 'en';

export async function createAccountsContext({
  db,
  brandsService,
  mailService,
  publicUrl,
  jwtSecret,
  directory,
  logger,
  redisUrl,
  redisKeyPrefix,
  now = Date.now,
}: AccountsServiceOptions) {
  const repository = createAccountsRepository(db);
  const rateLimits = createRateLimitsService({
    db,
    redisUrl,
    ...(redisKeyPrefix ? { redisKeyPrefix } : {}),
    logger,
    now,
  });
  // A reachable Redis counts from the first request; an unreachable one delays start-up 1 s at most.
  await rateLimits.ready(1_000);
  /** Work finished after the answer was sent (resent codes); close() waits for it. */
  const background = new Set<Promise<void>>();
  function inBackground(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => logger.error({ err: error }, 'background accounts work failed'))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  }
  const sessions: Sessions = await createSessions({
    repository,
    sessionStore: createSessionsRepository(db),
    jwtSecret,
    directory,
    now,
  });
  const codeHashOf = (customerId: string, code: string) =>
    createHmac('sha256', sessions.secret).update(`${customerId}:${code}`).digest('base64url');

  /**
   * The answer that tells whether an address (or phone) has an account, as the error catalogue
   * requires (login 404, recovery 404, register 409): counted per client, so harvesting addresses
   * through it is slow (ADR 053); past the limit the client gets 429 instead of the answer.
   */
  async function addressRevealed(code: ErrorCode, origin: AccountsRequestOrigin): Promise<AppError> {
    await rateLimits.countAttempt('address-revealed', { ip: origin.ip }, accountPolicy.rateLimits.addressesRevealed);
    return new AppError(code);
  }

  /**
   * Codes and reset links go to an address whoever asks names, before anyone proved it is theirs:
   * at most `mailsToUnprovenAddress` a day reach one address (ADR 053); past it the mail is not
   * sent (the answer stays the same, so it tells nothing) and the earlier code or link still works.
   */
  async function mayMailUnprovenAddress(customer: CustomerRow): Promise<boolean> {
    const limit = accountPolicy.rateLimits.mailsToUnprovenAddress;
    try {
      // Counted per recipient only: the client address is a constant bucket with no limit.
      await rateLimits.countAttempt('mail-unproven', { address: customer.email, ip: 'any-client' }, limit);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.warn({ customerId: customer.id }, 'daily e-mail cap reached for an unproven address: mail not sent');
      return false;
    }
  }

  /** A one-time link to the set-password page, valid `validForMs`. */
  async function passwordLinkFor(customer: CustomerRow, validForMs: number): Promise<string> {
    const uuid = randomUUID();
    await repository.insertResetLink(customer.id, sha256(uuid), new Date(now() + validForMs));
    return `${publicUrl}/reset-password/${uuid}`;
  }

  return {
    brandsService,
    mailService,
    directory,
    now,
    repository,
    rateLimits,
    background,
    inBackground,
    sessions,
    codeHashOf,
    addressRevealed,

    async sendVerificationCode(customer: CustomerRow, brand: BrandConfiguration): Promise<void> {
      if (!(await mayMailUnprovenAddress(customer))) return;
      const length = brand.minCharacterVerifyEmail;
      const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
      await repository.replaceEmailCode(
        customer.id,
        codeHashOf(customer.id, code),
        new Date(now() + accountPolicy.emailCodeTtlMs),
      );
      await mailService.send({
        to: customer.email,
        language: languageOf(customer.preferredLanguage),
        brandId: brand.id,
        message: { kind: 'verificationCode', code, validForMinutes: minutes(accountPolicy.emailCodeTtlMs) },
      });
    },

    /**
     * Mails a one-time link to set the password: asked for (`requested`), met at sign-in with no password yet
     * (`passwordMissing`, both only to an address the enumeration limit lets us mail), or opened by staff
     * (`accountCreated`, valid `accountCreatedLinkTtlMs`).
     */
    async sendResetLink(
      customer: CustomerRow,
      brand: BrandConfiguration,
      reason: 'requested' | 'passwordMissing' | 'accountCreated',
    ): Promise<void> {
      if (reason !== 'accountCreated' && !(await mayMailUnprovenAddress(customer))) return;
      const validForMs =
        reason === 'accountCreated' ? accountPolicy.accountCreatedLinkTtlMs : accountPolicy.passwordResetLinkTtlMs;
      await mailService.send({
        to: customer.email,
        language: languageOf(customer.preferredLanguage),
        brandId: brand.id,
        message: {
          kind: 'passwordReset',
          resetUrl: await passwordLinkFor(customer, validForMs),
          validForMinutes: minutes(validForMs),
          reason,
        },
      });
    },

    /** A one-time link that sets the account's first password (valid `accountCreatedLinkTtlMs`). */
    setPasswordLinkFor: (customer: CustomerRow) => passwordLinkFor(customer, accountPolicy.accountCreatedLinkTtlMs),

    async sendWelcome(customer: CustomerRow, brand: BrandConfiguration): Promise<void> {
      await mailService.send({
        to: customer.email,
        language: languageOf(customer.preferredLanguage),
        brandId: brand.id,
        message: { kind: 'welcome', contactName: customer.contactName, appUrl: publicUrl },
      });
    },
  };
}

export type AccountsContext = Awaited<ReturnType<typeof createAccountsContext>>;
