import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../errors/error-catalogue';
import { emailFieldSchema, personNameFieldSchema, signUpPasswordSchema } from './account-fields';
import { accountValidationMessageKeys, fieldErrorsOfZodError, validationMessageOf } from './validation-messages';

function firstIssue(schema: z.ZodType, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('expected a validation issue');
  return issue;
}

describe('validationMessageOf', () => {
  it.each([
    [
      emailFieldSchema(),
      'a'.repeat(70),
      'Email',
      { key: 'validation.email.maxLength', values: { count: 64, field: 'Email' } },
    ],
    [
      signUpPasswordSchema,
      'short',
      'Password',
      { key: 'validation.password.minLength', values: { count: 8, field: 'Password' } },
    ],
    [
      personNameFieldSchema(),
      'n'.repeat(41),
      'First name',
      { key: 'validation.maxLength', values: { count: 40, field: 'First name' } },
    ],
    [
      personNameFieldSchema(),
      'a@b',
      'Last name',
      { key: 'validation.atSignNotAllowed', values: { field: 'Last name' } },
    ],
  ])('renders the issue with its count and the form label', (schema, value, label, message) => {
    expect(validationMessageOf(firstIssue(schema, value), label)).toEqual(message);
  });

  it('leaves the label out when none is given', () => {
    expect(validationMessageOf(firstIssue(emailFieldSchema(), 'ana'))).toEqual({
      key: 'validation.email.invalid',
      values: {},
    });
  });
});

describe('fieldErrorsOfZodError', () => {
  it('groups message keys by dotted field path, without repeats', () => {
    const schema = z.object({
      email: emailFieldSchema(),
      survey: z.object({ when: z.string({ error: 'validation.nextShipment.required' }) }),
    });
    const error = schema.safeParse({ email: 'x', survey: {} }).error!;
    expect(fieldErrorsOfZodError(error)).toEqual({
      email: ['validation.email.invalid'],
      'survey.when': ['validation.nextShipment.required'],
    });
  });

  it('puts whole-object issues under _root', () => {
    const error = z.string({ error: 'validation.required' }).safeParse(3).error!;
    expect(fieldErrorsOfZodError(error)).toEqual({ _root: ['validation.required'] });
  });
});

describe('message keys', () => {
  it('covers the catalogue keys of the account codes used as field messages', () => {
    for (const code of [
      'INVALID_EMAIL',
      'INVALID_PHONE_NUMBER',
      'EMAIL_ALREADY_EXIST',
      'PHONE_ALREADY_EXIST',
      'EMPTY_PASSWORD',
      'INVALID_PASSWORD',
      'INVALID_CONFIRM_PASSWORD',
      'INVALID_CODE',
    ] as const) {
      expect(accountValidationMessageKeys).toContain(errorCatalogue[code].i18nKey);
    }
  });

  it('writes the product spec keys with dots', () => {
    expect(accountValidationMessageKeys).toEqual(
      expect.arrayContaining([
        'validation.email.required',
        'validation.city.required',
        'validation.commodityType.notAccepted',
      ]),
    );
    expect(accountValidationMessageKeys.every((key) => key.startsWith('validation.') && !key.includes(':'))).toBe(true);
  });
});
