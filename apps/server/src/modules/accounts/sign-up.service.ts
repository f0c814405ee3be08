// Signing up (docs/product/accounts.md#account-calls, ADRs 030, 038, 053): the account, its e-mail code when the
// brand wants the address proven first, and the code sent again.
import {
  backendBranchForLanguage,
  customerTypeOfRegisterBody,
  defaultCurrencyFor,
  isInternalEmail,
  isStandardRegisterBody,
  type RegisterRequestBody,
  type ValidateEmailRequestBody,
} from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import { accountPolicy } from './account-policy';
import type { AccountsContext, AccountsRequestOrigin } from './accounts-context.service';
import { hashPassword } from './password-hashing';
import { newAccountContact } from './new-account-contact';

export function signUp({
  brandsService,
  directory,
  now,
  repository,
  rateLimits,
  inBackground,
  sessions,
  codeHashOf,
  addressRevealed,
  sendVerificationCode,
  sendWelcome,
}: AccountsContext) {
  return {
    /** 200 with a token, or `'ACCEPTED'` when the brand wants the e-mail verified first (202). */
    async register(body: RegisterRequestBody, origin: AccountsRequestOrigin): Promise<{ jwt: string } | 'ACCEPTED'> {
      const brand = await brandsService.configurationForHost(origin.hostname);
      const { email, phoneNumber } = newAccountContact(body, brand.featureFlags);
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
  };
}
