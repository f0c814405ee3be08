import { describe, expect, it } from 'vitest';
import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { commodityCategoryOf, commodityProfileConflictOf } from './commodity-profile-rules';

describe('commodity categories', () => {
  it.each<[CommodityType, string]>([
    ['householdGoods', 'personal'],
    ['regularCargo', 'commercial'],
    ['hazardousMaterial', 'commercial'],
    ['freshProduct', 'commercial'],
    ['tempControlled', 'commercial'],
    ['usedItems', 'commercial'],
    ['liveAnimals', 'commercial'],
  ])('%s is %s goods', (commodity, category) => {
    expect(commodityCategoryOf(commodity)).toBe(category);
  });
});

describe('profile and commodity (docs/product/quoting.md#profile-and-category-rules)', () => {
  it.each<[CustomerType, CommodityType, string | undefined]>([
    ['MOVING', 'regularCargo', 'movingAccountCommercialGoods'],
    ['B2C', 'tempControlled', 'movingAccountCommercialGoods'],
    ['STUDENT', 'hazardousMaterial', 'movingAccountCommercialGoods'],
    ['MOVING', 'householdGoods', undefined],
    ['B2C', 'householdGoods', undefined],
    ['STUDENT', 'householdGoods', undefined],
    ['STANDARD', 'householdGoods', 'commercialAccountPersonalGoods'],
    ['TOP', 'householdGoods', 'commercialAccountPersonalGoods'],
    ['PARTNER', 'householdGoods', 'commercialAccountPersonalGoods'],
    ['STANDARD', 'regularCargo', undefined],
    ['PARTNER', 'tempControlled', undefined],
  ])('%s shipping %s: %s', (customerType, commodity, conflict) => {
    expect(commodityProfileConflictOf(customerType, commodity)).toBe(conflict);
  });
});
