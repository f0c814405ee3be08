import { describe, expect, it } from 'vitest';
import { fieldErrorsOfZodError } from '../accounts/validation-messages';
import { staffCustomerSearchQuerySchema } from '../customers/staff-customer-contracts';
import {
  mayReceiveSharedQuote,
  quotePathInLanguage,
  refusedRecipientErrors,
  refusedRecipientsOf,
  shareQuoteRequestSchema,
  sharingProfileOfQuote,
  splitShareRecipients,
} from './quote-share-contracts';

describe('splitShareRecipients', () => {
  it.each([
    ['one address', 'ana@acme.example', ['ana@acme.example']],
    [
      'commas and spaces',
      'ana@acme.example, li@acme.example  bo@acme.example',
      ['ana@acme.example', 'li@acme.example', 'bo@acme.example'],
    ],
    [
      'semicolons, tabs and new lines',
      'ana@acme.example;li@acme.example\n\tbo@acme.example',
      ['ana@acme.example', 'li@acme.example', 'bo@acme.example'],
    ],
    ['trims and drops empty parts', '  , ana@acme.example ,, ', ['ana@acme.example']],
    ['lower-cases and drops repeats', 'Ana@Acme.example ana@acme.example', ['ana@acme.example']],
    [
      'a list, each item split too',
      ['ana@acme.example', 'li@acme.example bo@acme.example'],
      ['ana@acme.example', 'li@acme.example', 'bo@acme.example'],
    ],
    ['nothing', ' ,; ', []],
  ])('%s', (_case, input, expected) => {
    expect(splitShareRecipients(input)).toEqual(expected);
  });
});

describe('shareQuoteRequestSchema', () => {
  const errorsOf = (body: unknown) => {
    const result = shareQuoteRequestSchema.safeParse(body);
    return result.success ? undefined : fieldErrorsOfZodError(result.error);
  };
  const addresses = (count: number) => Array.from({ length: count }, (_, n) => `user${n}@acme.example`);

  it.each([
    ['a text', { recipients: 'ana@acme.example li@acme.example' }, ['ana@acme.example', 'li@acme.example']],
    ['a list', { recipients: ['ana@acme.example', 'ANA@acme.example'] }, ['ana@acme.example']],
    ['exactly 10 addresses', { recipients: addresses(10).join(',') }, addresses(10)],
  ])('takes %s', (_case, body, expected) => {
    expect(shareQuoteRequestSchema.parse(body)).toEqual({ recipients: expected });
  });

  it.each([
    ['no address', { recipients: ' , ' }, 'quoteSharing.validation.required'],
    ['an empty list', { recipients: [] }, 'quoteSharing.validation.required'],
    ['11 addresses', { recipients: addresses(11).join(' ') }, 'quoteSharing.validation.tooMany'],
    ['a word that is no address', { recipients: 'ana@acme.example ana' }, 'quoteSharing.validation.invalid'],
    [
      'an address over 64 characters',
      { recipients: `${'a'.repeat(60)}@acme.example` },
      'quoteSharing.validation.invalid',
    ],
    ['a number', { recipients: 42 }, 'quoteSharing.validation.invalid'],
  ])('refuses %s on the recipients field', (_case, body, key) => {
    expect(errorsOf(body)).toEqual({ recipients: [key] });
  });

  it('refuses a missing field', () => {
    expect(errorsOf({})).toEqual({ recipients: ['quoteSharing.validation.invalid'] });
  });

  it('gives the limit as the too-many message count', () => {
    const result = shareQuoteRequestSchema.safeParse({ recipients: addresses(12) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 10 });
  });
});

describe('refused recipients', () => {
  it('names them by position, and the web reads them back against what it sent', () => {
    const errors = refusedRecipientErrors([0, 2]);
    expect(errors).toEqual({
      'recipients.0': ['quoteSharing.validation.refused'],
      'recipients.2': ['quoteSharing.validation.refused'],
    });
    expect(refusedRecipientsOf(errors, ['a@x.example', 'b@x.example', 'c@x.example'])).toEqual([
      'a@x.example',
      'c@x.example',
    ]);
  });
});

describe('profiles in sharing', () => {
  it.each([
    ['the owner’s profile', 'TOP', 'B2C', 'business'],
    ['the sharer’s profile for a guest’s quote', null, 'MOVING', 'mover'],
  ] as const)('a quote is shared under %s', (_case, ownerCustomerType, sharerCustomerType, profile) => {
    expect(sharingProfileOfQuote({ ownerCustomerType, sharerCustomerType })).toBe(profile);
  });

  it.each([
    ['business', 'STANDARD', true],
    ['business', 'TOP', true],
    ['business', 'PARTNER', false],
    ['mover', 'B2C', true],
    ['mover', 'MOVING', true],
    ['mover', 'STANDARD', false],
    ['student', 'STUDENT', true],
    ['agent', 'STUDENT', false],
  ] as const)('a %s quote to a %s customer: %s', (quoteProfile, recipientType, allowed) => {
    expect(mayReceiveSharedQuote(quoteProfile, recipientType)).toBe(allowed);
  });
});

describe('quotePathInLanguage', () => {
  it.each([
    ['en', '/quotes/9b1d'],
    ['es', '/es/quotes/9b1d'],
    ['ar', '/ar/quotes/9b1d'],
  ] as const)('%s → %s', (language, path) => {
    expect(quotePathInLanguage('9b1d', language)).toBe(path);
  });
});

describe('staffCustomerSearchQuerySchema', () => {
  it.each([
    [{ query: ' ana@ ' }, true],
    [{ query: 'an' }, false],
    [{ query: '  an  ' }, false],
    [{ query: 'x'.repeat(101) }, false],
    // No query: every customer of the brand, a page at a time (All customers, ADR 075).
    [{}, true],
  ])('%j → %s', (query, valid) => {
    expect(staffCustomerSearchQuerySchema.safeParse(query).success).toBe(valid);
  });
});
