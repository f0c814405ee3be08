/** The 16 services a brand switches on or off (docs/product/brands.md#service-switches). */
export const serviceSwitchNames = [
  'oceanFCL',
  'oceanLCL',
  'air',
  'courierAndParcel',
  'entireHousehold',
  'partialHousehold',
  'boxesAndBags',
  'expressParcels',
  'internationalParcel',
  'usDomesticParcel',
  'dapFCL',
  'dapLCL',
  'dapAir',
  'road',
  'parcels',
  'eCommerceSolutions',
] as const;
export type ServiceSwitchName = (typeof serviceSwitchNames)[number];
export type ServiceSwitches = Record<ServiceSwitchName, boolean>;
