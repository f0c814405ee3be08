import type { CustomerType } from '../customers/customer-type';
import type { CommodityType } from '../shipping/shipment-type';
import { commodityTypes } from '../shipping/shipment-type';
import type { CommodityNotAcceptedNoticeVariant, CommodityQuoteContext } from './commodity-acceptance';
import { commodityAcceptanceOf, commodityNotAcceptedNoticeOf, isCommercialCustomerType } from './commodity-acceptance';
import { commodityMessageKeys } from './commodity-messages';

/**
 * The list used when the brand's form shows no commodity options (docs/product/quoting.md#commodity-rules): every
 * contract commodity, in the product spec's order. Acceptance still decides what may be quoted.
 */
export const defaultCommodityOptions: readonly CommodityType[] = commodityTypes;

/**
 * The commodity a search carries when the form does not ask for one (the commodity-in-quote-form
 * flag off): regular cargo for business users, household goods for everyone else.
 */
export function defaultCommodityFor(customerType: CustomerType): CommodityType {
  return isCommercialCustomerType(customerType) ? 'regularCargo' : 'householdGoods';
}

/**
 * Option lists also show "commercial" and "reefer" (docs/product/quoting.md#commodity-rules); they stand for these
 * contract values.
 */
export const commodityOptionAliases = {
  commercial: 'regularCargo',
  reefer: 'tempControlled',
} as const satisfies Record<string, CommodityType>;

/** A contract value or an alias to its contract value; undefined when it is neither. */
export function commodityFromOption(option: string): CommodityType | undefined {
  if ((commodityTypes as readonly string[]).includes(option)) return option as CommodityType;
  return Object.hasOwn(commodityOptionAliases, option)
    ? commodityOptionAliases[option as keyof typeof commodityOptionAliases]
    : undefined;
}

export type CommodityCheck =
  | { status: 'missing'; messageKey: typeof commodityMessageKeys.required }
  | { status: 'accepted'; commodity: CommodityType; instantQuote: true }
  | {
      status: 'restricted';
      commodity: CommodityType;
      instantQuote: false;
      messageKey: typeof commodityMessageKeys.restricted;
    }
  | {
      status: 'notAccepted';
      code: 'COMMODITY_NOT_ACCEPTED';
      commodity: CommodityType;
      notice: CommodityNotAcceptedNoticeVariant;
      messageKey: typeof commodityMessageKeys.notAccepted;
    };

/** The commodity of a quote request, checked: missing, accepted, restricted (no instant quote) or not accepted. */
export function checkCommodity(commodity: CommodityType | undefined, context: CommodityQuoteContext): CommodityCheck {
  if (commodity === undefined) return { status: 'missing', messageKey: commodityMessageKeys.required };
  const acceptance = commodityAcceptanceOf(commodity, context);
  if (acceptance === 'accepted') return { status: 'accepted', commodity, instantQuote: true };
  if (acceptance === 'restricted') {
    return { status: 'restricted', commodity, instantQuote: false, messageKey: commodityMessageKeys.restricted };
  }
  return {
    status: 'notAccepted',
    code: 'COMMODITY_NOT_ACCEPTED',
    commodity,
    notice: commodityNotAcceptedNoticeOf(commodity, context.customerType),
    messageKey: commodityMessageKeys.notAccepted,
  };
}
