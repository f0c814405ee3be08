import type { ServiceSwitchName, ServiceSwitches } from '../brand/service-switches';
import type { CustomerType } from '../customers/customer-type';

/**
 * The side menu's quote entries (docs/product/shell.md#quote-menu). Each item names the service switch that
 * enables it and where it leads: a quote-form service type with its query, or an e-commerce
 * request type. The web app turns the target into a path through its path registry.
 */
export type QuoteMenuTarget =
  | { kind: 'quoteForm'; serviceType: QuoteFormServiceType; query?: Readonly<Record<string, string>> }
  | { kind: 'eCommerce'; serviceType: ECommerceServiceType };

export interface QuoteMenuItem {
  id: string;
  service: ServiceSwitchName;
  target: QuoteMenuTarget;
}

export interface QuoteMenuGroup {
  id: QuoteMenuGroupId;
  items: QuoteMenuItem[];
}

export type QuoteMenuGroupId =
  | 'internationalShipping'
  | 'usDomesticShipping'
  | 'usDomesticShippingWithCustoms'
  | 'eCommerceSolutions'
  | 'relocationSolutions'
  | 'smallParcelSolutions';

/** Service types the quote form accepts (`/get-quote/:serviceType`, docs/product/shell.md#route-table). */
export const quoteFormServiceTypes = [
  'ocean',
  'air',
  'parcel',
  'road',
  'dap',
  'entire-household',
  'partial-household',
  'boxes-bags',
] as const;
export type QuoteFormServiceType = (typeof quoteFormServiceTypes)[number];

export function isQuoteFormServiceType(value: unknown): value is QuoteFormServiceType {
  return typeof value === 'string' && (quoteFormServiceTypes as readonly string[]).includes(value);
}

/** E-commerce request types (`/e-commerce-solution/:serviceType`, docs/product/shell.md#route-table). */
export const eCommerceServiceTypes = [
  'domestice-commerce',
  'global-cross-border',
  'fba',
  'returns-management',
  'bulk-deployment',
  't-86-clearance',
] as const;
export type ECommerceServiceType = (typeof eCommerceServiceTypes)[number];

export function isECommerceServiceType(value: unknown): value is ECommerceServiceType {
  return typeof value === 'string' && (eCommerceServiceTypes as readonly string[]).includes(value);
}

const quoteForm = (
  id: string,
  service: ServiceSwitchName,
  serviceType: QuoteFormServiceType,
  query?: Record<string, string>,
): QuoteMenuItem => ({
  id,
  service,
  target: query ? { kind: 'quoteForm', serviceType, query } : { kind: 'quoteForm', serviceType },
});

const internationalShipping: QuoteMenuGroup = {
  id: 'internationalShipping',
  items: [
    quoteForm('oceanFCL', 'oceanFCL', 'ocean', { selectedShipmentType: 'FCL' }),
    quoteForm('oceanLCL', 'oceanLCL', 'ocean', { selectedShipmentType: 'LCL' }),
    quoteForm('air', 'air', 'air'),
    quoteForm('courierAndParcel', 'courierAndParcel', 'parcel'),
  ],
};

const roadFreight = quoteForm('road', 'road', 'road');
const parcelsByAir = quoteForm('parcelsByAir', 'parcels', 'parcel', { countryIsoCode: 'US' });

const usDomesticShipping: QuoteMenuGroup = { id: 'usDomesticShipping', items: [roadFreight, parcelsByAir] };

const eCommerceItemIds: Record<ECommerceServiceType, string> = {
  'domestice-commerce': 'domesticECommerce',
  'global-cross-border': 'globalCrossBorder',
  fba: 'fulfilmentByMarketplace',
  'returns-management': 'returnsManagement',
  'bulk-deployment': 'bulkDeployment',
  't-86-clearance': 'customsClearance',
};

const eCommerceSolutions: QuoteMenuGroup = {
  id: 'eCommerceSolutions',
  items: eCommerceServiceTypes.map((serviceType) => ({
    id: eCommerceItemIds[serviceType],
    service: 'eCommerceSolutions' as const,
    target: { kind: 'eCommerce' as const, serviceType },
  })),
};

const relocationSolutions: QuoteMenuGroup = {
  id: 'relocationSolutions',
  items: [
    quoteForm('entireHousehold', 'entireHousehold', 'entire-household'),
    quoteForm('partialHousehold', 'partialHousehold', 'partial-household'),
    quoteForm('boxesAndBags', 'boxesAndBags', 'boxes-bags'),
    quoteForm('expressParcels', 'expressParcels', 'parcel', { selectedShipmentType: 'EXPRESS' }),
  ],
};

const smallParcelSolutions: QuoteMenuGroup = {
  id: 'smallParcelSolutions',
  items: [
    quoteForm('internationalParcel', 'internationalParcel', 'parcel'),
    quoteForm('usDomesticParcel', 'usDomesticParcel', 'parcel', { countryIsoCode: 'US' }),
  ],
};

const usDomesticShippingWithCustoms: QuoteMenuGroup = {
  id: 'usDomesticShippingWithCustoms',
  items: [
    quoteForm('dapFCL', 'dapFCL', 'dap', { selectedShipmentType: 'FCL' }),
    quoteForm('dapLCL', 'dapLCL', 'dap', { selectedShipmentType: 'LCL' }),
    quoteForm('dapAir', 'dapAir', 'dap', { selectedShipmentType: 'AIR' }),
    roadFreight,
    parcelsByAir,
  ],
};

export interface QuoteMenuInput {
  customerType: CustomerType;
  /** The brand's B2C flow feature flag. */
  isB2cFlowOn: boolean;
  services: ServiceSwitches;
}

/**
 * The quote menu for a customer type, flow and the brand's enabled services (docs/product/shell.md#quote-menu):
 * the default flow, the B2C flow for B2C and STUDENT, and PARTNER's list. Items whose service
 * is switched off are dropped, and so are groups left empty.
 */
export function buildQuoteMenu({ customerType, isB2cFlowOn, services }: QuoteMenuInput): QuoteMenuGroup[] {
  const groups = quoteMenuGroupsFor(customerType, isB2cFlowOn);
  return groups
    .map((group) => ({ id: group.id, items: group.items.filter((item) => services[item.service]) }))
    .filter((group) => group.items.length > 0);
}

function quoteMenuGroupsFor(customerType: CustomerType, isB2cFlowOn: boolean): QuoteMenuGroup[] {
  if (customerType === 'PARTNER') return [internationalShipping, usDomesticShippingWithCustoms];
  if (isB2cFlowOn && (customerType === 'B2C' || customerType === 'STUDENT')) {
    return [relocationSolutions, smallParcelSolutions];
  }
  return [internationalShipping, usDomesticShipping, eCommerceSolutions];
}
