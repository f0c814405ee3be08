import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { isCommercialCustomerType } from './commodity-acceptance';

/** Personal goods are a household's own belongings; every other commodity is commercial. */
export type CommodityCategory = 'personal' | 'commercial';

export function commodityCategoryOf(commodity: CommodityType): CommodityCategory {
  return commodity === 'householdGoods' ? 'personal' : 'commercial';
}

export type CommodityProfileConflict = 'movingAccountCommercialGoods' | 'commercialAccountPersonalGoods';

/**
 * Profile and commodity (docs/product/quoting.md#profile-and-category-rules): moving accounts cannot ship commercial
 * goods; commercial accounts cannot ship personal goods. Students ship their own belongings, so they count as
 * moving accounts here. Answers undefined when the pair is allowed.
 */
export function commodityProfileConflictOf(
  customerType: CustomerType,
  commodity: CommodityType,
): CommodityProfileConflict | undefined {
  const category = commodityCategoryOf(commodity);
  if (isCommercialCustomerType(customerType))
    return category === 'personal' ? 'commercialAccountPersonalGoods' : undefined;
  return category === 'commercial' ? 'movingAccountCommercialGoods' : undefined;
}
