/** Shipment types (docs/product/README.md#modes-and-services: FCL, LCL, LTL, AIR, COMBINED). */
export const shipmentTypes = ['FCL', 'LCL', 'AIR', 'LTL', 'COMBINED'] as const;
export type ShipmentType = (typeof shipmentTypes)[number];

/** Location types in searches and paths (docs/product/shell.md#search-paths). A postal code means a door. */
export const locationTypes = ['PORT', 'AIRPORT', 'POSTAL_CODE'] as const;
export type LocationType = (typeof locationTypes)[number];

/** Currencies the product prices in (docs/product/accounts.md#reference-lists). */
export const currencies = ['USD', 'EUR', 'INR'] as const;
export type Currency = (typeof currencies)[number];

/** Container types (docs/product/quoting.md#cargo). The default search offers DV20, DV40 and DV40HC. */
export const containerTypes = [
  'DV20',
  'DV40',
  'DV40HC',
  'HC40',
  'HC45',
  'PL20',
  'PL40',
  'RF20',
  'RF40',
  'RF40H',
  'RE20',
  'RE40',
  'RE40HC',
  'OT20',
  'OT40',
  'FR20',
  'FR40',
  'TK20',
  'TK40',
  'ISO20',
  'ISO40',
  'FT20',
  'FT40',
  'GR20',
  'IN20A',
  'IN20B',
  'PW20H',
  'PW40H',
  'NOR20',
  'NOR40',
] as const;
export type ContainerType = (typeof containerTypes)[number];
export const defaultSearchContainerTypes = ['DV20', 'DV40', 'DV40HC'] as const satisfies readonly ContainerType[];

/** Commodity types as the contract names them (docs/product/quoting.md#commodity-rules). */
export const commodityTypes = [
  'regularCargo',
  'householdGoods',
  'hazardousMaterial',
  'freshProduct',
  'tempControlled',
  'usedItems',
  'liveAnimals',
] as const;
export type CommodityType = (typeof commodityTypes)[number];
