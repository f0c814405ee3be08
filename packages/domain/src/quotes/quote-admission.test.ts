import { describe, expect, it } from 'vitest';
import { exampleFclSearch } from '../pricing/pricing-examples';
import type { CargoSearch } from '../search/cargo-search';
import { admitQuoteRequest, guestCustomerTypeFor, type QuoteAdmissionContext } from './quote-admission';

const guest: QuoteAdmissionContext = {
  today: '2030-01-14',
  commodityRequired: true,
  customerType: null,
  quoteCategory: null,
};
const search = (overrides: Partial<CargoSearch> = {}): CargoSearch => ({ ...exampleFclSearch, ...overrides });

describe('admitQuoteRequest (docs/product/quoting.md#search-validity, docs/product/quoting.md#cargo-limits)', () => {
  it('admits a valid business search for an instant quote', () => {
    expect(admitQuoteRequest(search(), guest)).toEqual({ outcome: 'instant', customerType: 'STANDARD' });
  });

  it('refuses a sea route to an airport as INVALID_SHIPPING_ROUTE on the destination type', () => {
    const admission = admitQuoteRequest(
      search({
        destination: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
      }),
      guest,
    );
    expect(admission).toMatchObject({
      outcome: 'rejected',
      error: { message: 'INVALID_SHIPPING_ROUTE', errors: { 'destination.type': expect.any(Array) } },
    });
  });

  it('checks the search before the cargo, the cargo before the commodity', () => {
    const tooMuch = {
      kind: 'totalVolume',
      total: { weight: 100, weightUnit: 'Kg', volume: 40, volumeUnit: 'M3' },
    } as const;
    const everythingWrong = search({
      shipmentType: 'LCL',
      cargoReadyDate: '2030-01-01',
      commodity: 'liveAnimals',
      cargo: tooMuch,
    });
    expect(admitQuoteRequest(everythingWrong, guest)).toMatchObject({
      error: { message: 'INVALID_PAYLOAD', errors: { cargoReadyDate: ['cargoReadyDateInPast'] } },
    });
    expect(admitQuoteRequest({ ...everythingWrong, cargoReadyDate: '2030-01-20' }, guest)).toMatchObject({
      error: { message: 'CARGO_LIMIT_EXCEEDED', errors: { cargo: expect.arrayContaining(['lclMaxVolume.max']) } },
    });
  });

  it('refuses commodities nobody ships, naming the notice variant', () => {
    expect(admitQuoteRequest(search({ commodity: 'liveAnimals' }), guest)).toEqual({
      outcome: 'rejected',
      error: { message: 'COMMODITY_NOT_ACCEPTED', errors: { commodity: ['regularOrTempControlled'] } },
    });
    expect(
      admitQuoteRequest(search({ commodity: 'regularCargo' }), { ...guest, customerType: 'MOVING' }),
    ).toMatchObject({
      error: { message: 'COMMODITY_NOT_ACCEPTED', errors: { commodity: ['moving'] } },
    });
  });

  it.each(['hazardousMaterial', 'tempControlled'] as const)(
    'sends %s to sales instead of an instant quote',
    (commodity) => {
      expect(admitQuoteRequest(search({ commodity }), guest)).toEqual({
        outcome: 'salesRequest',
        reason: 'RESTRICTED_COMMODITY',
        customerType: 'STANDARD',
      });
    },
  );

  it('refuses a quote category that does not suit the signed-in customer (PROFILE_MISMATCH)', () => {
    expect(
      admitQuoteRequest(search(), { ...guest, customerType: 'STANDARD', quoteCategory: 'relocation' }),
    ).toMatchObject({ error: { message: 'PROFILE_MISMATCH' } });
    expect(
      admitQuoteRequest(search({ commodity: 'householdGoods' }), {
        ...guest,
        customerType: 'B2C',
        quoteCategory: 'commercial',
      }),
    ).toMatchObject({
      error: { message: 'PROFILE_MISMATCH' },
    });
  });

  it('judges a guest by the quote category: a relocation guest may ship household goods', () => {
    expect(guestCustomerTypeFor('relocation')).toBe('B2C');
    expect(
      admitQuoteRequest(search({ commodity: 'householdGoods' }), { ...guest, quoteCategory: 'relocation' }),
    ).toEqual({ outcome: 'instant', customerType: 'B2C' });
    expect(admitQuoteRequest(search({ commodity: 'householdGoods' }), guest)).toMatchObject({
      error: { message: 'COMMODITY_NOT_ACCEPTED' },
    });
  });

  it('offers courier quotes by air only', () => {
    expect(admitQuoteRequest(search(), { ...guest, quoteCategory: 'courier' })).toMatchObject({
      error: { message: 'INVALID_PAYLOAD', errors: { shipmentType: ['notOfferedForQuoteCategory'] } },
    });
  });

  it('assumes the default commodity when the brand does not ask for one', () => {
    expect(admitQuoteRequest(search({ commodity: null }), { ...guest, commodityRequired: false })).toEqual({
      outcome: 'instant',
      customerType: 'STANDARD',
    });
    expect(admitQuoteRequest(search({ commodity: null }), guest)).toMatchObject({
      error: { errors: { commodity: ['commodityMissing'] } },
    });
  });
});
