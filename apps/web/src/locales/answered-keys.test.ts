// Every message the server can answer has a text in every language (ADR 046): the catalogue's codes are checked in
// locales.test.ts; here, the validation keys the domain's rules and the server's modules put in a 422's `errors`,
// and the messages of the booking and payment calls' own contracts.
import {
  bookingPaymentRequestSchema,
  bookingShipmentRequestSchema,
  createBookingRequestSchema,
  supportedLanguages,
  updatePartyRequestSchema,
} from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const localeFiles = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') keys.add(`${prefix}${key}`);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const [path, tree] of Object.entries(localeFiles)) if (path.startsWith(`./${language}/`)) walk(tree, '');
  return keys;
}

/** Every `'validation.…'` key written in the domain's rules and the server's modules. */
const sources = import.meta.glob<string>(
  ['../../../../packages/domain/src/**/*.ts', '../../../server/src/modules/**/*.ts', '!**/*.test.ts'],
  { eager: true, query: '?raw', import: 'default' },
);
const answeredValidationKeys = [
  ...new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](validation\.[\w.]*\w)['"`]/g)].map((match) => match[1]!),
    ),
  ),
].sort();

/** The messages a contract's schema gives an empty answer and a wrong one. */
function messagesOf(schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) {
  return [{}, { paymentMode: 'cash', commodity: 'x', cargoReadyDate: 'soon', customerReferenceId: '' }].flatMap(
    (input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
  );
}

describe('texts of the answers', () => {
  it('finds the validation keys the server can answer', () => {
    expect(answeredValidationKeys).toContain('validation.notApplicable');
    expect(answeredValidationKeys).toContain('validation.cargoValue.currency.invalid');
    expect(answeredValidationKeys.length).toBeGreaterThan(40);
  });

  it.each(supportedLanguages)('%s has a text for every validation key the server can answer', (language) => {
    const keys = keysOf(language);
    expect(answeredValidationKeys.filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(supportedLanguages)('%s has a text for every message of the booking calls', (language) => {
    const keys = keysOf(language);
    const messages = [
      createBookingRequestSchema,
      bookingShipmentRequestSchema,
      bookingPaymentRequestSchema,
      updatePartyRequestSchema,
    ].flatMap(messagesOf);
    expect(messages.length).toBeGreaterThan(3);
    expect([...new Set(messages)].filter((key) => !keys.has(key))).toEqual([]);
  });
});
