import { describe, expect, it } from 'vitest';
import type { CustomerType } from '../customers/customer-type';
import { checkCommodity, commodityFromOption, defaultCommodityFor, defaultCommodityOptions } from './commodity-options';
import { commoditySchema } from './commodity-schema';

describe('default commodity list', () => {
  it('is every contract commodity in the product spec’s order', () => {
    expect(defaultCommodityOptions).toEqual([
      'regularCargo',
      'householdGoods',
      'hazardousMaterial',
      'freshProduct',
      'tempControlled',
      'usedItems',
      'liveAnimals',
    ]);
  });

  it.each<[CustomerType, string]>([
    ['STANDARD', 'regularCargo'],
    ['TOP', 'regularCargo'],
    ['PARTNER', 'regularCargo'],
    ['B2C', 'householdGoods'],
    ['MOVING', 'householdGoods'],
    ['STUDENT', 'householdGoods'],
  ])('a %s search without a commodity field carries %s', (customerType, commodity) => {
    expect(defaultCommodityFor(customerType)).toBe(commodity);
  });
});

describe('option aliases', () => {
  it.each([
    ['commercial', 'regularCargo'],
    ['reefer', 'tempControlled'],
    ['hazardousMaterial', 'hazardousMaterial'],
    ['pallets', undefined],
    ['toString', undefined],
  ])('%s reads as %s', (option, expected) => {
    expect(commodityFromOption(option)).toBe(expected);
  });
});

describe('commodity field', () => {
  it('is required with "Please select commodity type"', () => {
    const result = commoditySchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('commodity.required');
  });

  it('refuses a value outside the contract', () => {
    expect(commoditySchema.safeParse('reefer').success).toBe(false);
  });
});

describe('checkCommodity', () => {
  const business = { customerType: 'STANDARD', shipmentType: 'AIR', isDap: false } as const;

  it('asks for a commodity when none is chosen', () => {
    expect(checkCommodity(undefined, business)).toEqual({ status: 'missing', messageKey: 'commodity.required' });
  });

  it('accepted cargo gets an instant quote', () => {
    expect(checkCommodity('regularCargo', business)).toEqual({
      status: 'accepted',
      commodity: 'regularCargo',
      instantQuote: true,
    });
  });

  it('restricted cargo gets no instant quote; sales contacts the user', () => {
    expect(checkCommodity('hazardousMaterial', business)).toEqual({
      status: 'restricted',
      commodity: 'hazardousMaterial',
      instantQuote: false,
      messageKey: 'commodity.restricted.message',
    });
  });

  it('not-accepted cargo answers COMMODITY_NOT_ACCEPTED with the notice wording', () => {
    expect(checkCommodity('freshProduct', business)).toEqual({
      status: 'notAccepted',
      code: 'COMMODITY_NOT_ACCEPTED',
      commodity: 'freshProduct',
      notice: 'regularOrTempControlled',
      messageKey: 'commodity.notAccepted.message',
    });
  });
});
