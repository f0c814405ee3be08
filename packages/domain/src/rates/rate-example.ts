import type { Rate } from './rate';

/**
 * An example rate: a direct FCL sailing Shanghai → New York, port to port, USD 1,850.00.
 * For API documentation examples and as a base for tests (spread and override).
 */
export const exampleRate: Rate = {
  uuid: '3f2c1b7a-5d4e-4c3b-9a2f-1e0d9c8b7a60',
  shipmentType: 'FCL',
  routeKind: 'P2P',
  isPartial: false,
  total: { total: 185000, amount: 190000, discounts: 10000, taxes: 5000, currency: 'USD', sortTotal: 185000 },
  transitTimeDays: 32,
  expirationDate: '2030-02-28',
  rateType: 'Public',
  publicTags: [],
  schedule: { originPort: 'CNSHA', destinationPort: 'USNYC', carrierScac: 'MAEU', departureDate: '2030-01-20' },
  pickupSchedule: null,
  deliverySchedule: null,
  transhipments: [],
  direct: true,
  originDistance: { amount: 0, unit: 'km' },
  destinationDistance: { amount: 0, unit: 'km' },
  suppliersInformation: { freight: 'Maersk', pickup: null, delivery: null },
  isNearbyOrigin: false,
  isNearbyDestination: false,
  freeDaysOrigin: 7,
  freeDaysDestination: 7,
  cyCutoff: '2030-01-18',
  vessel: 'Maersk Example',
  voyage: '204E',
  carrierCode: 'MAEU',
  pricePerKilo: null,
  flags: {
    exclusiveContracted: false,
    promoted: false,
    spot: false,
    express: false,
    direct: true,
    fastest: false,
    cheapest: false,
  },
  includes: { pickup: false, originCharges: true, freight: true, destinationCharges: true, delivery: false },
  charges: {
    pickup: [],
    portOrigin: [
      { code: 'THC', name: 'Terminal handling at origin', quantity: 1, amountMinor: 20000, currency: 'USD' },
    ],
    freight: [{ code: 'OFR', name: 'Ocean freight', quantity: 1, amountMinor: 150000, currency: 'USD' }],
    portDestination: [
      { code: 'DTHC', name: 'Terminal handling at destination', quantity: 1, amountMinor: 20000, currency: 'USD' },
    ],
    delivery: [],
    additional: [],
    taxes: [{ code: 'TAX', name: 'Taxes', quantity: 1, amountMinor: 5000, currency: 'USD' }],
    others: [],
  },
  internal: {
    contractNumber: 'CN-2030-001',
    contractUploadReference: 'upload-42',
    rateProvider: 'demo-tariffs',
    supplier: 'Maersk',
    drayageProviders: [],
    tariffKind: 'fclRates',
    tariffId: 'fcl-cnsha-uslax-dv20',
    customisation: null,
  },
  // One DV20 sailing 19,600 km on the transpacific lane (docs/decisions/060-co2e-per-rate.md).
  emissions: {
    co2eKg: 1313.2,
    method: 'GLEC_V3_WTW',
    teu: 1,
    tonnes: null,
    legs: [
      {
        role: 'main',
        mode: 'sea',
        distanceKm: 19600,
        co2eKg: 1313.2,
        intensity: 67,
        activityUnit: 'TEU_KM',
        tradeLane: 'TRANSPACIFIC',
      },
    ],
  },
};

/** The example rate at another total (no discounts or taxes) and transit time, with any other changes. */
export function examplePricedRate(
  uuid: string,
  totalMinor: number,
  transitTimeDays: number | null,
  change: Partial<Rate> = {},
): Rate {
  return {
    ...exampleRate,
    uuid,
    transitTimeDays,
    total: {
      ...exampleRate.total,
      total: totalMinor,
      amount: totalMinor,
      discounts: 0,
      taxes: 0,
      sortTotal: totalMinor,
    },
    ...change,
  };
}
