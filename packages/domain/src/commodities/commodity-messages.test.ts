import { describe, expect, it } from 'vitest';
import { commodityTypes } from '../shipping/shipment-type';
import { commodityNotAcceptedNoticeVariants } from './commodity-acceptance';
import {
  commodityEnglishTexts,
  commodityLabelKeys,
  commodityMessageKeys,
  commodityNotAcceptedNoticeKeys,
} from './commodity-messages';

describe('commodity texts (docs/product/quoting.md#commodity-rules)', () => {
  it.each([
    [commodityMessageKeys.required, 'Please select commodity type'],
    [
      commodityMessageKeys.notAccepted,
      'Sorry, this commodity is either prohibited from international trade and/or ' +
        'we are unable to handle it at the moment.',
    ],
    [commodityLabelKeys.regularCargo, 'Regular Cargo'],
    [commodityLabelKeys.householdGoods, 'Household Goods'],
    [commodityLabelKeys.hazardousMaterial, 'Hazardous goods (DGR, IMO)'],
    [commodityLabelKeys.freshProduct, 'Perishable'],
    [commodityLabelKeys.tempControlled, 'Refrigerated'],
    [commodityLabelKeys.usedItems, 'Used Tires/Scrap'],
    [commodityLabelKeys.liveAnimals, 'Livestock and Animals'],
  ])('%s reads "%s" in English', (key, text) => {
    expect(commodityEnglishTexts[key]).toBe(text);
  });

  it('every commodity has a label key', () => {
    expect(Object.keys(commodityLabelKeys).sort()).toEqual([...commodityTypes].sort());
  });

  it('every notice variant has its own key', () => {
    const keys = commodityNotAcceptedNoticeVariants.map((variant) => commodityNotAcceptedNoticeKeys[variant]);
    expect(new Set(keys).size).toBe(3);
  });
});
