import { describe, expect, it } from 'vitest';
import { callingCodeOfPhoneCountry, isPhoneCountry, toInternationalPhoneNumber } from './phone-country';

describe('phone country (sign-up, docs/product/accounts.md#ip-country)', () => {
  it.each([
    ['ES', true],
    ['US', true],
    ['es', false],
    ['ZZ', false],
    ['', false],
    [null, false],
  ])('%s is a phone country: %s', (value, expected) => {
    expect(isPhoneCountry(value)).toBe(expected);
  });

  it.each([
    ['ES', '34'],
    ['US', '1'],
    ['AE', '971'],
    ['ZZ', undefined],
  ])('calling code of %s is %s', (country, callingCode) => {
    expect(callingCodeOfPhoneCountry(country)).toBe(callingCode);
  });

  it.each([
    ['612 345 678', 'ES', '+34612345678'],
    ['(305) 555-0142', 'US', '+13055550142'],
    // An international number keeps its own country whatever is picked.
    ['+34 612 345 678', 'US', '+34612345678'],
    ['+1 305 555 0142', undefined, '+13055550142'],
    // Nothing to read: left as typed for the server to refuse.
    ['612 345 678', undefined, '612 345 678'],
    ['  phone ', 'ES', 'phone'],
  ] as const)('%s with %s → %s', (typed, country, expected) => {
    expect(toInternationalPhoneNumber(typed, country)).toBe(expected);
  });
});
