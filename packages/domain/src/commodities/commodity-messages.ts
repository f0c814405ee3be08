import type { CommodityType } from '../shipping/shipment-type';
import type { CommodityNotAcceptedNoticeVariant } from './commodity-acceptance';

/** i18n keys of the commodity rules (docs/product/quoting.md#commodity-rules, docs/product/staff.md#what-staff-see). */
export const commodityMessageKeys = {
  /** "Please select commodity type". */
  required: 'commodity.required',
  /**
   * "Sorry, this commodity is either prohibited from international trade and/or we are unable to handle it at the
   * moment."
   */
  notAccepted: 'commodity.notAccepted.message',
  /**
   * Dialog "Special Commodity Handling / Restricted commodity": no instant quote, sales contacts the user by e-mail.
   */
  restrictedTitle: 'commodity.restricted.title',
  restricted: 'commodity.restricted.message',
  /** Profile restriction dialog. */
  movingAccountCommercialGoods: 'commodity.profile.movingAccountCommercialGoods',
  commercialAccountPersonalGoods: 'commodity.profile.commercialAccountPersonalGoods',
} as const;

/** The not-accepted notice, one wording per variant; it names the provider, the commodity and a sales contact. */
export const commodityNotAcceptedNoticeKeys = {
  moving: 'commodity.notAccepted.moving',
  regularOrTempControlled: 'commodity.notAccepted.regularOrTempControlled',
  householdGoods: 'commodity.notAccepted.householdGoods',
} as const satisfies Record<CommodityNotAcceptedNoticeVariant, string>;

/** Option labels (docs/product/quoting.md#commodity-rules). */
export const commodityLabelKeys = {
  regularCargo: 'commodity.type.regularCargo',
  householdGoods: 'commodity.type.householdGoods',
  hazardousMaterial: 'commodity.type.hazardousMaterial',
  freshProduct: 'commodity.type.freshProduct',
  tempControlled: 'commodity.type.tempControlled',
  usedItems: 'commodity.type.usedItems',
  liveAnimals: 'commodity.type.liveAnimals',
} as const satisfies Record<CommodityType, string>;

/** The product spec's English texts for these keys, for the web app's English catalogue. */
export const commodityEnglishTexts: Readonly<Record<string, string>> = {
  [commodityMessageKeys.required]: 'Please select commodity type',
  [commodityMessageKeys.notAccepted]:
    'Sorry, this commodity is either prohibited from international trade and/or we are unable to handle it at the ' +
    'moment.',
  [commodityMessageKeys.restrictedTitle]: 'Special Commodity Handling',
  [commodityLabelKeys.regularCargo]: 'Regular Cargo',
  [commodityLabelKeys.householdGoods]: 'Household Goods',
  [commodityLabelKeys.hazardousMaterial]: 'Hazardous goods (DGR, IMO)',
  [commodityLabelKeys.freshProduct]: 'Perishable',
  [commodityLabelKeys.tempControlled]: 'Refrigerated',
  [commodityLabelKeys.usedItems]: 'Used Tires/Scrap',
  [commodityLabelKeys.liveAnimals]: 'Livestock and Animals',
};
