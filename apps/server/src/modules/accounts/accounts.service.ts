// The account calls in one service (sign-up, codes, sign-in with its protections, recovery,
// tokens): they share the customer row, its codes, mails and limits; long for that reason
// (ADRs 030, 038, 052, 053). Sessions, profile and rate limits have their own files.
import { createHash, createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  backendBranchForLanguage,
  customerTypeOfRegisterBody,
  defaultCurrencyFor,
  isInternalEmail,
  isRegisterCommodityRefused,
  normalisePhoneNumber,
  registerCommodityField,
  isStandardRegisterBody,
  supportedLanguages,
  type BrandConfiguration,
  type ErrorCode,
  type InternalCustomerCreationBody,
  type InternalUserDirectory,
  type StaffRole,
  type Language,
  type LoginRequestBody,
  type RegisterRequestBody,
  type ResetPasswordRequestBody,
  type ValidateEmailRequestBody,
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
import { assertPhoneNumberIssued } from './phone-numbers';
import { createSessionsRepository } from './sessions.repository';
import type { SessionToken } from './session-tokens';
import { hashPassword, needsRehash, verifyAgainstDummyHash, verifyPassword } from './password-hashing';
import { createRateLimitsService, type RateLimitsService } from './rate-limits.service';
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

export type AccountsService = Awaited<ReturnType<typeof createAccountsService>>;

const minutes = (ms: number) => Math.round(ms / 60_000);
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const languageOf = (value: string | null | undefined): Language =>
  (supportedLanguages as readonly (string | null | undefined)[]).includes(value) ? (value as Language) : 'en';

/**
 * Register, validate e-mail, login, password recovery, reset and creation (docs/product/accounts.md#account-calls,
 * docs/product/errors.md#account-calls).
 */
export async function createAccountsService({
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

  async function sendVerificationCode(customer: CustomerRow, brand: BrandConfiguration): Promise<void> {
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
  }

  async function sendResetLink(
    customer: CustomerRow,
    brand: BrandConfiguration,
    reason: 'requested' | 'passwordMissing',
  ): Promise<void> {
    if (!(await mayMailUnprovenAddress(customer))) return;
    const uuid = randomUUID();
    await repository.insertResetLink(customer.id, sha256(uuid), new Date(now() + accountPolicy.passwordResetLinkTtlMs));
    await mailService.send({
      to: customer.email,
      language: languageOf(customer.preferredLanguage),
      brandId: brand.id,
      message: {
        kind: 'passwordReset',
        resetUrl: `${publicUrl}/reset-password/${uuid}`,
        validForMinutes: minutes(accountPolicy.passwordResetLinkTtlMs),
        reason,
      },
    });
  }

  /** A one-time link that sets the account's first password (valid `accountCreatedLinkTtlMs`). */
  async function setPasswordLinkFor(customer: CustomerRow): Promise<string> {
    const uuid = randomUUID();
    await repository.insertResetLink(
      customer.id,
      sha256(uuid),
      new Date(now() + accountPolicy.accountCreatedLinkTtlMs),
    );
    return `${publicUrl}/reset-password/${uuid}`;
  }

  async function sendWelcome(customer: CustomerRow, brand: BrandConfiguration): Promise<void> {
    await mailService.send({
      to: customer.email,
      language: languageOf(customer.preferredLanguage),
      brandId: brand.id,
      message: { kind: 'welcome', contactName: customer.contactName, appUrl: publicUrl },
    });
  }

  return {
    sessions,

    /** 200 with a token, or `'ACCEPTED'` when the brand wants the e-mail verified first (202). */
    async register(body: RegisterRequestBody, origin: AccountsRequestOrigin): Promise<{ jwt: string } | 'ACCEPTED'> {
      const brand = await brandsService.configurationForHost(origin.hostname);
      // The schemas require both; their inferred types keep the optional variant's `undefined`.
      const email = (body.email ?? '').toLowerCase();
      const phoneNumber = normalisePhoneNumber(body.phoneNumber ?? '');
      assertPhoneNumberIssued(phoneNumber);
      // The sign-up commodity rule the web form applies, enforced here too (422, the field named).
      if (isRegisterCommodityRefused(body, brand.featureFlags))
        throw new AppError('COMMODITY_NOT_ACCEPTED', {
          fieldErrors: { [registerCommodityField]: ['validation.commodityType.notAccepted'] },
        });
      if (await repository.findByEmail(email)) throw await addressRevealed('EMAIL_ALREADY_EXIST', origin);
      if (await repository.phoneNumberTaken(phoneNumber)) throw await addressRevealed('PHONE_ALREADY_EXIST', origin);

      const standard = isStandardRegisterBody(body) ? body : undefined;
      const language = standard?.languageCode ?? brand.supportedLanguages[0] ?? 'en';
      const { password, email: _email, phoneNumber: _phone, contactName, contactSurname, ...details } = body;
      const nowMs = now();
      // A staff-domain address always proves its mailbox: it grants staff rights (impersonation).
      const requiresValidation = brand.featureFlags.requireEmailVerification || isInternalEmail(email, directory);
      const customer = await repository.insert({
        brandId: brand.id,
        email,
        phoneNumber,
        passwordHash: await hashPassword(password),
        emailValidatedAt: requiresValidation ? null : new Date(nowMs),
        contactName: contactName ?? '',
        contactSurname: contactSurname || null,
        legalName: standard?.commercialName || null,
        isCompany: standard?.isCompany ?? false,
        customerType: customerTypeOfRegisterBody(body),
        preferredCurrency: defaultCurrencyFor({ phoneNumber }),
        preferredLanguage: language,
        backendBranch: standard?.backendBranch ?? backendBranchForLanguage(language),
        signUpDetails: details,
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      });
      // Someone else took the address or the number between the checks and the insert.
      if (!customer)
        throw await addressRevealed(
          (await repository.findByEmail(email)) ? 'EMAIL_ALREADY_EXIST' : 'PHONE_ALREADY_EXIST',
          origin,
        );

      // The account is committed; the e-mail goes to the outbox and is sent from there.
      if (requiresValidation) {
        await sendVerificationCode(customer, brand);
        return 'ACCEPTED';
      }
      await sendWelcome(customer, brand);
      return { jwt: await sessions.issue(customer) };
    },

    /** Completes a registration, or a sign-in held back by an unvalidated e-mail. */
    async validateEmail(
      { email, code }: ValidateEmailRequestBody,
      origin: AccountsRequestOrigin,
    ): Promise<{ jwt: string }> {
      const address = (email ?? '').toLowerCase();
      await rateLimits.countAttempt('validate-email', { address, ip: origin.ip });
      const customer = await repository.findByEmail(address);
      if (!customer) throw await addressRevealed('USER_NOT_FOUND', origin);
      const stored = await repository.findEmailCode(customer.id);
      if (!stored) throw new AppError('INVALID_CODE', { fieldErrors: { code: ['validation.invalidCode'] } });
      if (stored.failedAttempts >= accountPolicy.emailCodeMaxFailedAttempts) throw new AppError('TOO_MANY_ATTEMPTS');
      const codeHash = codeHashOf(customer.id, code.trim());
      const isLive = stored.expiresAt.getTime() > now();
      if (
        !isLive ||
        stored.codeHash !== codeHash ||
        !(await repository.consumeEmailCode(customer.id, codeHash, new Date(now())))
      ) {
        if (isLive) await repository.countFailedCode(customer.id);
        throw new AppError('INVALID_CODE', { fieldErrors: { code: ['validation.invalidCode'] } });
      }
      const validated = (await repository.findById(customer.id)) ?? customer;
      if (customer.emailValidatedAt === null) {
        await sendWelcome(validated, await brandsService.configurationForHost(origin.hostname));
      }
      if (validated.consecutiveFailedLogins > 0 || validated.lockedUntil)
        await repository.clearFailedLogins(customer.id);
      return { jwt: await sessions.issue(validated) };
    },

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
     * Resend code: a fresh one-time code for an account whose e-mail is not validated yet (the
     * old code ends). The answer is the same, and as quick, for an unknown or already validated
     * address: the code is made and e-mailed after the answer (ADR 038).
     */
    async resendCode(email: string, origin: AccountsRequestOrigin): Promise<void> {
      const address = email.toLowerCase();
      const [, customer] = await Promise.all([
        rateLimits.countAttempt('resend-code', { address, ip: origin.ip }, accountPolicy.rateLimits.codeResends),
        repository.findByEmail(address),
      ]);
      if (!customer || customer.emailValidatedAt !== null) return;
      inBackground(
        brandsService.configurationForHost(origin.hostname).then((brand) => sendVerificationCode(customer, brand)),
      );
    },

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
      // The schema requires both; the inferred type keeps the optional field's `undefined`.
      const email = (body.email ?? '').toLowerCase();
      const phoneNumber = normalisePhoneNumber(body.phoneNumber ?? '');
      assertPhoneNumberIssued(phoneNumber);
      if (isRegisterCommodityRefused(body, brand.featureFlags))
        throw new AppError('COMMODITY_NOT_ACCEPTED', {
          fieldErrors: { [registerCommodityField]: ['validation.commodityType.notAccepted'] },
        });
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
      await mailService.send({
        to: customer.email,
        language: languageOf(customer.preferredLanguage),
        brandId: brand.id,
        message: {
          kind: 'passwordReset',
          resetUrl: await setPasswordLinkFor(customer),
          validForMinutes: minutes(accountPolicy.accountCreatedLinkTtlMs),
          reason: 'accountCreated',
        },
      });
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
