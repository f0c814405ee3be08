import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordRequestBodySchema,
  createPasswordRequestBodySchema,
  isVerifyCodeEnabled,
  loginRequestBodySchema,
  passwordRecoveryRequestBodySchema,
  resetPasswordRequestBodySchema,
  validateEmailRequestBodySchema,
} from './account-requests';

function messagesOf(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('login request {login, password} (docs/product/accounts.md#account-calls)', () => {
  it.each([
    [{ login: 'ana@acme.example', password: 'x' }, {}],
    [
      { login: '', password: '' },
      { login: 'validation.email.required', password: 'validation.password.required' },
    ],
    [{ login: 'ana', password: 'secret' }, { login: 'validation.email.invalid' }],
    [{ email: 'ana@acme.example', password: 'secret' }, { login: 'validation.email.required' }],
  ])('%o → %o', (body, messages) => {
    expect(messagesOf(loginRequestBodySchema, body)).toEqual(messages);
  });
});

describe('validate-email request {email, code}', () => {
  it.each([
    [{ email: 'ana@acme.example', code: '1234' }, {}],
    [{ email: 'ana@acme.example', code: ' ' }, { code: 'validation.code.required' }],
    [{ email: 'ana@acme.example', code: '1234567890123' }, { code: 'validation.invalidCode' }],
    [{ code: '1234' }, { email: 'validation.email.required' }],
  ])('%o → %o', (body, messages) => {
    expect(messagesOf(validateEmailRequestBodySchema, body)).toEqual(messages);
  });
});

describe('password recovery request {email}', () => {
  it.each([
    [{ email: 'ana@acme.example' }, {}],
    [{ email: 'ana@' }, { email: 'validation.email.invalid' }],
    [{}, { email: 'validation.email.required' }],
  ])('%o → %o', (body, messages) => {
    expect(messagesOf(passwordRecoveryRequestBodySchema, body)).toEqual(messages);
  });
});

// docs/product/accounts.md#field-rules, docs/product/errors.md#account-calls
describe('reset and create password {password, confirmPassword}', () => {
  it.each([
    [{ password: 'Abcd1234', confirmPassword: 'Abcd1234' }, {}],
    [
      { password: 'Abcd1234', confirmPassword: 'Abcd12345' },
      { confirmPassword: 'validation.password.confirmMismatch' },
    ],
    [{ password: 'abcd1234', confirmPassword: 'abcd1234' }, { password: 'validation.password.invalid' }],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, { password: 'validation.password.minLength' }],
    [{ password: '', confirmPassword: '' }, { password: 'validation.password.required' }],
  ])('%o → %o', (body, messages) => {
    expect(messagesOf(resetPasswordRequestBodySchema, body)).toEqual(messages);
    expect(messagesOf(createPasswordRequestBodySchema, body)).toEqual(messages);
  });

  it('marks a mismatch with the INVALID_CONFIRM_PASSWORD code', () => {
    const result = resetPasswordRequestBodySchema.safeParse({ password: 'Abcd1234', confirmPassword: 'other' });
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ errorCode: 'INVALID_CONFIRM_PASSWORD' });
  });
});

// docs/product/accounts.md#change-password
describe('change password {oldPassword, newPassword, confirmPassword}', () => {
  it.each([
    [{ oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' }, {}],
    [
      { oldPassword: 'same-secret', newPassword: 'same-secret', confirmPassword: 'same-secret' },
      { newPassword: 'validation.password.sameAsOld' },
    ],
    [
      { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secrets' },
      { confirmPassword: 'validation.password.confirmMismatch' },
    ],
    [
      { oldPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' },
      { newPassword: 'validation.password.minLength' },
    ],
    [
      { oldPassword: '', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      { oldPassword: 'validation.password.required' },
    ],
  ])('%o → %o', (body, messages) => {
    expect(messagesOf(changePasswordRequestBodySchema, body)).toEqual(messages);
  });
});

describe('isVerifyCodeEnabled (docs/product/accounts.md#one-time-codes, sample minimum 4)', () => {
  it.each([
    ['', 4, false],
    ['123', 4, false],
    ['1234', 4, true],
    ['12345', 4, true],
    [' 123 ', 4, false],
    ['123456', 6, true],
    ['12345', 6, false],
  ])('code %j with minimum %i → %s', (code, minimum, isEnabled) => {
    expect(isVerifyCodeEnabled(code, minimum)).toBe(isEnabled);
  });
});
