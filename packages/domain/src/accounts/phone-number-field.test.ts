import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { phoneNumberFieldSchema, phoneNumberForDisplay } from './phone-number-field';

/** The first message a field shows, or undefined when the value is accepted. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const valid = undefined;

describe('phone number (docs/product/accounts.md#field-rules)', () => {
  it.each([
    ['+34 612 345 678', valid],
    ['+1 212 555 0100', valid],
    ['+91 98765 43210', valid],
    ['', 'validation.phoneNumber.required'],
    [undefined, 'validation.phoneNumber.required'],
    ['+34 612 345 678 000 000 0', 'validation.phoneNumber.maxLength'],
    ['+34 12', 'validation.phoneNumber.invalid'],
    ['612 345 678', 'validation.phoneNumber.invalid'],
    ['phone', 'validation.phoneNumber.invalid'],
  ])('required: %j → %s', (value, message) => {
    expect(firstMessage(phoneNumberFieldSchema(), value)).toBe(message);
  });

  it('accepts a national number with the country picked beside the field', () => {
    expect(firstMessage(phoneNumberFieldSchema({ defaultCountry: 'ES' }), '612 345 678')).toBe(valid);
  });

  it.each([
    ['', valid],
    [undefined, valid],
    ['+34 12', 'validation.phoneNumber.invalid'],
  ])('optional: %j → %s', (value, message) => {
    expect(firstMessage(phoneNumberFieldSchema({ isOptional: true }), value)).toBe(message);
  });
});

describe('phoneNumberForDisplay', () => {
  it.each([
    ['+13055550111', '+1 305 555 0111'],
    ['+34912345678', '+34 912 34 56 78'],
    ['+971501234567', '+971 50 123 4567'],
    ['not a number', 'not a number'],
  ])('shows %s as %s', (stored, shown) => {
    expect(phoneNumberForDisplay(stored)).toBe(shown);
  });
});
