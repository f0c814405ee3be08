import { describe, expect, it } from 'vitest';
import {
  exampleAdditionalServicePrice,
  exampleAirRate,
  exampleExchangeRate,
  exampleFclContractRate,
  exampleLclRate,
  exampleLtlRate,
  examplePortCharge,
  exampleSurcharge,
  exampleTruckingRate,
} from './tariff-examples';
import {
  additionalServicePriceSchema,
  airRateSchema,
  exchangeRateSchema,
  fclContractRateSchema,
  lclRateSchema,
  ltlRateSchema,
  portChargeSchema,
  surchargeSchema,
  truckingRateSchema,
} from './tariff-types';

describe('rate-sheet schemas', () => {
  it.each([
    ['FCL', fclContractRateSchema, exampleFclContractRate],
    ['LCL', lclRateSchema, exampleLclRate],
    ['air', airRateSchema, exampleAirRate],
    ['LTL', ltlRateSchema, exampleLtlRate],
    ['trucking', truckingRateSchema, exampleTruckingRate],
    ['port charge', portChargeSchema, examplePortCharge],
    ['surcharge', surchargeSchema, exampleSurcharge],
    ['additional service', additionalServicePriceSchema, exampleAdditionalServicePrice],
    ['exchange rate', exchangeRateSchema, exampleExchangeRate],
  ] as const)('accept the example %s row', (_name, schema, example) => {
    expect(schema.safeParse(example).success).toBe(true);
  });

  it.each([
    ['a float amount', { freightPerContainerMinor: 1850.5 }],
    ['a negative amount', { freightPerContainerMinor: -1 }],
    ['an unknown container type', { containerType: 'DV99' }],
    ['a weekday 7', { departureWeekdays: [7] }],
    ['an impossible date', { validTo: '2030-02-30' }],
    ['an unknown currency', { currency: 'GBP' }],
    ['an unknown rate type', { rateType: 'Secret' }],
  ])('reject an FCL row with %s', (_case, override) => {
    expect(fclContractRateSchema.safeParse({ ...exampleFclContractRate, ...override }).success).toBe(false);
  });

  it.each(['0', '-1.2', '1,085', 'abc', '1.12345678901'])('reject the exchange rate %s', (rate) => {
    expect(exchangeRateSchema.safeParse({ ...exampleExchangeRate, rate }).success).toBe(false);
  });

  it('rejects an air rate without weight breaks', () => {
    expect(airRateSchema.safeParse({ ...exampleAirRate, weightBreaks: [] }).success).toBe(false);
  });
});
