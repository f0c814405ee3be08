import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cityFieldSchema,
  companyNameFieldSchema,
  countryIsoCodeFieldSchema,
  emailFieldSchema,
  optionalCodeFieldSchema,
  otherNameFieldSchema,
  personNameFieldSchema,
  requiredPasswordSchema,
  signUpPasswordSchema,
  strongPasswordSchema,
} from './account-fields';

/** The first message a field shows, or undefined when the value is accepted. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const valid = undefined;
const chars = (count: number, letter = 'a') => letter.repeat(count);
/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => `${chars(length - '@example.com'.length)}@example.com`;

describe('e-mail (docs/product/accounts.md#field-rules)', () => {
  it.each([
    ['ana@example.com', valid],
    ['  ana@example.com ', valid],
    ['ana.maria+quotes@sub.example.co', valid],
    [emailOfLength(64), valid],
    ['', 'validation.email.required'],
    ['   ', 'validation.email.required'],
    [undefined, 'validation.email.required'],
    [emailOfLength(65), 'validation.email.maxLength'],
    ['ana', 'validation.email.invalid'],
    ['ana@example', 'validation.email.invalid'],
    ['ana@@example.com', 'validation.email.invalid'],
    ['ana example@example.com', 'validation.email.invalid'],
  ])('required: %j → %s', (value, message) => {
    expect(firstMessage(emailFieldSchema(), value)).toBe(message);
  });

  it.each([
    ['', valid],
    [undefined, valid],
    ['ana@example.com', valid],
    ['ana', 'validation.email.invalid'],
    [emailOfLength(65), 'validation.email.maxLength'],
  ])('optional: %j → %s', (value, message) => {
    expect(firstMessage(emailFieldSchema({ isOptional: true }), value)).toBe(message);
  });

  it('trims the address it returns', () => {
    expect(emailFieldSchema().parse('  ana@example.com ')).toBe('ana@example.com');
  });
});

describe('passwords (docs/product/accounts.md#field-rules)', () => {
  it.each([
    ['', 'validation.password.required'],
    [undefined, 'validation.password.required'],
    [chars(7), 'validation.password.minLength'],
    [chars(8), valid],
    [chars(50), valid],
    [chars(51), 'validation.password.maxLength'],
    ['        ', valid],
  ])('sign-up: %j → %s', (value, message) => {
    expect(firstMessage(signUpPasswordSchema, value)).toBe(message);
  });

  it.each([
    ['', 'validation.password.required'],
    ['Abc1234', 'validation.password.minLength'],
    ['Abcd1234', valid],
    ['abcd1234', 'validation.password.invalid'],
    ['ABCD1234', 'validation.password.invalid'],
    ['Abcdefgh', 'validation.password.invalid'],
    [`A1${chars(48)}`, valid],
    [`A1${chars(49)}`, 'validation.password.maxLength'],
  ])('reset (upper, lower, digit): %j → %s', (value, message) => {
    expect(firstMessage(strongPasswordSchema, value)).toBe(message);
  });

  it.each([
    ['', 'validation.password.required'],
    ['x', valid],
  ])('login: %j → %s', (value, message) => {
    expect(firstMessage(requiredPasswordSchema, value)).toBe(message);
  });
});

describe('names (docs/product/accounts.md#field-rules)', () => {
  it.each([
    ['Ana', valid],
    [chars(40), valid],
    [chars(41), 'validation.maxLength'],
    ['ana@example', 'validation.atSignNotAllowed'],
    ['', 'validation.required'],
    ['  ', 'validation.required'],
  ])('first, last and contact names: %j → %s', (value, message) => {
    expect(firstMessage(personNameFieldSchema(), value)).toBe(message);
  });

  it('lets an optional name be blank but still refuses "@"', () => {
    expect(firstMessage(personNameFieldSchema({ isOptional: true }), '')).toBe(valid);
    expect(firstMessage(personNameFieldSchema({ isOptional: true }), 'a@b')).toBe('validation.atSignNotAllowed');
  });

  it.each([
    ['Al', valid],
    ['A', 'validation.minLength'],
    [chars(50), valid],
    [chars(51), 'validation.maxLength'],
    ['Al@', 'validation.atSignNotAllowed'],
    ['', 'validation.required'],
  ])('other names (2 to 50): %j → %s', (value, message) => {
    expect(firstMessage(otherNameFieldSchema(), value)).toBe(message);
  });

  it('takes other bounds when a field needs them', () => {
    expect(firstMessage(otherNameFieldSchema({ minLength: 3, maxLength: 5 }), 'Ana')).toBe(valid);
    expect(firstMessage(otherNameFieldSchema({ minLength: 3, maxLength: 5 }), 'Anabel')).toBe('validation.maxLength');
  });

  it.each([
    ['', valid],
    [undefined, valid],
    ['A', 'validation.minLength'],
    [chars(51), 'validation.maxLength'],
  ])('optional other name: %j → %s', (value, message) => {
    expect(firstMessage(otherNameFieldSchema({ isOptional: true }), value)).toBe(message);
  });

  it.each([
    [chars(50), valid],
    [chars(51), 'validation.maxLength'],
    ['', 'validation.required'],
  ])('company name (≤ 50): %j → %s', (value, message) => {
    expect(firstMessage(companyNameFieldSchema(), value)).toBe(message);
  });
});

describe('city, country and codes', () => {
  it.each([
    ['Valencia', valid],
    ['', 'validation.city.required'],
    [undefined, 'validation.city.required'],
  ])('city on the short form: %j → %s', (value, message) => {
    expect(firstMessage(cityFieldSchema(), value)).toBe(message);
  });

  it('upper-cases the country code', () => {
    expect(countryIsoCodeFieldSchema.parse(' es ')).toBe('ES');
    expect(firstMessage(countryIsoCodeFieldSchema, 'ESP')).toBe('validation.country.required');
  });

  it.each([
    [undefined, valid],
    ['', valid],
    ['WELCOME10', valid],
    [chars(51), 'validation.maxLength'],
  ])('promo and referral codes are optional: %j → %s', (value, message) => {
    expect(firstMessage(optionalCodeFieldSchema, value)).toBe(message);
  });
});
