import type { CategoryShipmentType, CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';

/**
 * Whether a commodity can be quoted (docs/product/quoting.md#commodity-rules): accepted; restricted (no instant quote,
 * sales contacts the user, e.g. hazardous goods reviewed by operations); or not accepted at all.
 */
export const commodityAcceptances = ['accepted', 'restricted', 'notAccepted'] as const;
export type CommodityAcceptance = (typeof commodityAcceptances)[number];

/** The quote a commodity is chosen for. DAP is derived from the origin and destination. */
export interface CommodityQuoteContext {
  customerType: CustomerType;
  shipmentType: CategoryShipmentType;
  isDap: boolean;
}

/** Customer types that ship commercial goods (business and agent profiles). */
const commercialCustomerTypes: ReadonlySet<CustomerType> = new Set<CustomerType>(['STANDARD', 'TOP', 'PARTNER']);

export function isCommercialCustomerType(customerType: CustomerType): boolean {
  return commercialCustomerTypes.has(customerType);
}

/** Never accepted, whoever asks (docs/product/quoting.md#commodity-rules). */
const neverAcceptedCommodities: ReadonlySet<CommodityType> = new Set<CommodityType>(['usedItems', 'liveAnimals']);

/** Accepted for business users but reviewed by sales or operations first. */
const restrictedForBusiness: ReadonlySet<CommodityType> = new Set<CommodityType>([
  'hazardousMaterial',
  'tempControlled',
]);

function businessAcceptance(commodity: CommodityType, shipmentType: CategoryShipmentType): CommodityAcceptance {
  if (commodity === 'regularCargo') return 'accepted';
  if (restrictedForBusiness.has(commodity)) return 'restricted';
  // Perishables: not accepted by air (docs/product); elsewhere they travel like refrigerated cargo, so
  // sales reviews them (docs/decisions/008-commodity-acceptance.md).
  if (commodity === 'freshProduct') return shipmentType === 'AIR' ? 'notAccepted' : 'restricted';
  return 'notAccepted'; // household goods are for moving accounts
}

/** The acceptance matrix of docs/product/quoting.md#commodity-rules: customer type × mode × DAP × commodity. */
export function commodityAcceptanceOf(commodity: CommodityType, context: CommodityQuoteContext): CommodityAcceptance {
  if (neverAcceptedCommodities.has(commodity)) return 'notAccepted';
  if (isCommercialCustomerType(context.customerType)) return businessAcceptance(commodity, context.shipmentType);
  // B2C, MOVING and STUDENT: their own household goods, and not on DAP (US import) quotes.
  return commodity === 'householdGoods' && !context.isDap ? 'accepted' : 'notAccepted';
}

/**
 * Wording of the not-accepted notice (docs/product/quoting.md#commodity-rules): `moving` for private movers (B2C,
 * MOVING, STUDENT); `householdGoods` for a business user choosing standard household goods;
 * `regularOrTempControlled` for a business user choosing anything else it cannot ship.
 */
export const commodityNotAcceptedNoticeVariants = ['moving', 'regularOrTempControlled', 'householdGoods'] as const;
export type CommodityNotAcceptedNoticeVariant = (typeof commodityNotAcceptedNoticeVariants)[number];

export function commodityNotAcceptedNoticeOf(
  commodity: CommodityType,
  customerType: CustomerType,
): CommodityNotAcceptedNoticeVariant {
  if (!isCommercialCustomerType(customerType)) return 'moving';
  return commodity === 'householdGoods' ? 'householdGoods' : 'regularOrTempControlled';
}

/** Every commodity's acceptance for one quote, in the order of commodityTypes (e.g. to mark form options). */
export function commodityAcceptancesFor(
  commodities: readonly CommodityType[],
  context: CommodityQuoteContext,
): Array<{ commodity: CommodityType; acceptance: CommodityAcceptance }> {
  return commodities.map((commodity) => ({ commodity, acceptance: commodityAcceptanceOf(commodity, context) }));
}
