import { describe, expect, it } from 'vitest';
import { fieldErrorsOfZodError } from '../accounts/validation-messages';
import { noAdditionalServices, type CargoSearch } from '../search/cargo-search';
import {
  customQuoteAnswerBy,
  customQuoteRequestBodySchema,
  customRequestAnswerPolicy,
  eCommerceCallbackReplyByMs,
  eCommerceCallbackRequestBodySchema,
} from './custom-requests';

const airSearch: CargoSearch = {
  shipmentType: 'AIR',
  origin: { code: 'PVG', type: 'AIRPORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: 'PVG' },
  destination: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
  cargoReadyDate: '2030-01-15',
  commodity: 'regularCargo',
  isKnownShipper: true,
  freightClass: null,
  additionalServices: noAdditionalServices,
  cargoValue: null,
  numberOfVehicles: null,
  cargo: { kind: 'totalVolume', total: { weight: 120, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
};

describe('answer times (docs/product/quoting.md#custom-and-sales-requests)', () => {
  it('promises custom quotes 2 working days after the day of the request', () => {
    expect(customRequestAnswerPolicy.quoteAnswerWorkingDays).toBe(2);
    expect(customQuoteAnswerBy('2026-11-23')).toBe('2026-11-25');
    expect(customQuoteAnswerBy('2026-11-27')).toBe('2026-12-01');
    expect(customQuoteAnswerBy('2026-11-28')).toBe('2026-12-01');
    expect(() => customQuoteAnswerBy('2026-02-30')).toThrow(RangeError);
  });

  it('promises an e-commerce call-back within 72 hours', () => {
    const submitted = Date.UTC(2026, 10, 27, 16, 30);
    expect(new Date(eCommerceCallbackReplyByMs(submitted)).toISOString()).toBe('2026-11-30T16:30:00.000Z');
  });
});

describe('customQuoteRequestBodySchema', () => {
  it('takes a search with contact details, comments and the quote it came from', () => {
    const body = customQuoteRequestBodySchema.parse({
      search: airSearch,
      contact: { name: '  Ana García ', email: 'ana@acme.example', phone: '', company: 'Acme' },
      comments: 'Two pallets, stackable',
      quoteUuid: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
      language: 'es',
    });
    expect(body.contact?.name).toBe('Ana García');
    expect(body.search).toEqual(airSearch);
  });

  it('names every bad field with its message key', () => {
    const result = customQuoteRequestBodySchema.safeParse({
      search: { ...airSearch, shipmentType: 'SEA' },
      contact: { name: 'A', email: 'not-an-address', phone: '12' },
      comments: 'x'.repeat(2001),
      language: 'fr',
      extra: true,
    });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOfZodError(result.error);
    expect(errors).toMatchObject({
      'search.shipmentType': [expect.any(String)],
      'contact.name': ['validation.minLength'],
      'contact.email': ['validation.email.invalid'],
      'contact.phone': ['validation.phoneNumber.invalid'],
      comments: ['validation.maxLength'],
      language: [expect.any(String)],
    });
  });
});

describe('eCommerceCallbackRequestBodySchema', () => {
  it('takes the six e-commerce service types and requires a phone', () => {
    const ok = eCommerceCallbackRequestBodySchema.safeParse({
      serviceType: 'fba',
      name: 'Ana',
      email: 'ana@acme.example',
      phone: '+34 612 345 678',
    });
    expect(ok.success).toBe(true);
    const bad = eCommerceCallbackRequestBodySchema.safeParse({
      serviceType: 'dropshipping',
      name: 'Ana@',
      email: 'ana@acme.example',
    });
    expect(bad.success).toBe(false);
    expect(bad.success ? {} : fieldErrorsOfZodError(bad.error)).toEqual({
      serviceType: ['validation.required'],
      name: ['validation.atSignNotAllowed'],
      phone: ['validation.phoneNumber.required'],
    });
  });
});
