import { describe, expect, it } from 'vitest';
import { serviceSwitchNames, type ServiceSwitchName, type ServiceSwitches } from '../brand/service-switches';
import { customerTypes, type CustomerType } from '../customers/customer-type';
import { buildQuoteMenu, type QuoteMenuGroup } from './quote-menu';

const allServicesOn = Object.fromEntries(serviceSwitchNames.map((name) => [name, true])) as ServiceSwitches;
const withOff = (...off: ServiceSwitchName[]): ServiceSwitches => ({
  ...allServicesOn,
  ...Object.fromEntries(off.map((name) => [name, false])),
});
const shape = (groups: QuoteMenuGroup[]) => groups.map((group) => [group.id, group.items.map((item) => item.id)]);

const defaultFlow = [
  ['internationalShipping', ['oceanFCL', 'oceanLCL', 'air', 'courierAndParcel']],
  ['usDomesticShipping', ['road', 'parcelsByAir']],
  [
    'eCommerceSolutions',
    [
      'domesticECommerce',
      'globalCrossBorder',
      'fulfilmentByMarketplace',
      'returnsManagement',
      'bulkDeployment',
      'customsClearance',
    ],
  ],
];
const b2cFlow = [
  ['relocationSolutions', ['entireHousehold', 'partialHousehold', 'boxesAndBags', 'expressParcels']],
  ['smallParcelSolutions', ['internationalParcel', 'usDomesticParcel']],
];
const partnerMenu = [
  ['internationalShipping', ['oceanFCL', 'oceanLCL', 'air', 'courierAndParcel']],
  ['usDomesticShippingWithCustoms', ['dapFCL', 'dapLCL', 'dapAir', 'road', 'parcelsByAir']],
];

describe('buildQuoteMenu', () => {
  const expectations: Array<[CustomerType, boolean, unknown]> = [
    ['STANDARD', false, defaultFlow],
    ['TOP', false, defaultFlow],
    ['MOVING', false, defaultFlow],
    ['B2C', false, defaultFlow],
    ['STUDENT', false, defaultFlow],
    ['PARTNER', false, partnerMenu],
    ['STANDARD', true, defaultFlow],
    ['TOP', true, defaultFlow],
    ['MOVING', true, defaultFlow],
    ['B2C', true, b2cFlow],
    ['STUDENT', true, b2cFlow],
    ['PARTNER', true, partnerMenu],
  ];

  it.each(expectations)(
    '%s with the B2C flow %s shows the product spec’s menu',
    (customerType, isB2cFlowOn, expected) => {
      expect(shape(buildQuoteMenu({ customerType, isB2cFlowOn, services: allServicesOn }))).toEqual(expected);
    },
  );

  // Every customer type × flow × switched-off service: the item driven by that switch disappears,
  // nothing else does, and a group left empty is dropped.
  const cases = customerTypes.flatMap((customerType) =>
    [false, true].flatMap((isB2cFlowOn) => serviceSwitchNames.map((off) => [customerType, isB2cFlowOn, off] as const)),
  );
  it.each(cases)('%s (B2C flow %s) without %s loses exactly that service', (customerType, isB2cFlowOn, off) => {
    const full = buildQuoteMenu({ customerType, isB2cFlowOn, services: allServicesOn });
    const reduced = buildQuoteMenu({ customerType, isB2cFlowOn, services: withOff(off) });
    const expected = full
      .map((group) => ({ ...group, items: group.items.filter((item) => item.service !== off) }))
      .filter((group) => group.items.length > 0);
    expect(reduced).toEqual(expected);
    expect(reduced.flatMap((group) => group.items).some((item) => item.service === off)).toBe(false);
  });

  it('drops the e-commerce group when e-commerce solutions are switched off', () => {
    const menu = buildQuoteMenu({
      customerType: 'STANDARD',
      isB2cFlowOn: false,
      services: withOff('eCommerceSolutions'),
    });
    expect(menu.map((group) => group.id)).toEqual(['internationalShipping', 'usDomesticShipping']);
  });

  it('shows nothing when every service is off', () => {
    const noServices = withOff(...serviceSwitchNames);
    expect(buildQuoteMenu({ customerType: 'PARTNER', isB2cFlowOn: false, services: noServices })).toEqual([]);
  });

  it('sends FCL and LCL to the ocean form with the shipment type preselected', () => {
    const [international] = buildQuoteMenu({ customerType: 'STANDARD', isB2cFlowOn: false, services: allServicesOn });
    expect(international?.items[0]?.target).toEqual({
      kind: 'quoteForm',
      serviceType: 'ocean',
      query: { selectedShipmentType: 'FCL' },
    });
    expect(international?.items[1]?.target).toEqual({
      kind: 'quoteForm',
      serviceType: 'ocean',
      query: { selectedShipmentType: 'LCL' },
    });
  });
});
