import { describe, expect, it } from 'vitest';
import { isInternalEmail, isInternalUser, type InternalUserDirectory } from './internal-users';

const directory: InternalUserDirectory = {
  companyDomains: ['freightdesk.example', 'Ops.FreightDesk.example'],
  excludedTestEmail: 'qa.customer@freightdesk.example',
};

describe('isInternalEmail (docs/product/staff.md#who-is-staff)', () => {
  it.each([
    ['ana@freightdesk.example', true],
    ['ANA@FreightDesk.Example', true],
    ['  ana@freightdesk.example  ', true],
    ['luis@ops.freightdesk.example', true],
    ['qa.customer@freightdesk.example', false],
    ['QA.Customer@FREIGHTDESK.example', false],
    ['ana@sub.freightdesk.example', false],
    ['ana@freightdesk.example.com', false],
    ['ana@notfreightdesk.example', false],
    ['freightdesk.example', false],
    ['@freightdesk.example', false],
    ['ana@', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isInternalEmail(email, directory)).toBe(expected);
  });

  it('treats every address as a customer when the company has no domains', () => {
    expect(isInternalEmail('ana@freightdesk.example', { companyDomains: [] })).toBe(false);
  });

  it('works without an excluded test address', () => {
    expect(isInternalEmail('qa.customer@freightdesk.example', { companyDomains: ['freightdesk.example'] })).toBe(true);
  });
});

describe('isInternalUser', () => {
  it.each([
    [{ email: 'ana@freightdesk.example' }, true],
    [{ email: 'ana@customer.example' }, false],
    [{ email: 'ana@customer.example', isInternalUser: true }, true],
    [{ email: 'qa.customer@freightdesk.example', isInternalUser: true }, true],
    [{ email: null, isInternalUser: false }, false],
    [{}, false],
  ])('%o → %s', (candidate, expected) => {
    expect(isInternalUser(candidate, directory)).toBe(expected);
  });
});
