import {
  addCalendarDays,
  calendarDateInUtc,
  formatCalendarDate,
  noAdditionalServices,
  type CreateQuoteRequest,
} from '@freightdesk/domain';

/**
 * The create-quote examples of the API reference (docs/decisions/045-api-reference.md), one per
 * mode: valid requests a partner can send as they are (openapi.test.ts sends each one). The
 * cargo is ready a week after the document was made, so the examples never ask for a past date.
 */
export function quoteRequestExamples(nowMs: number): Record<string, { summary: string; value: CreateQuoteRequest }> {
  const cargoReadyDate = formatCalendarDate(addCalendarDays(calendarDateInUtc(new Date(nowMs)), 7));
  const port = (code: string, city: string, countryIsoCode: string) =>
    ({ code, type: 'PORT', city, countryIsoCode, iataCode: null }) as const;
  const airport = (code: string, city: string, countryIsoCode: string) =>
    ({ code, type: 'AIRPORT', city, countryIsoCode, iataCode: code }) as const;
  const usZip = (code: string, city: string) =>
    ({ code, type: 'POSTAL_CODE', city, countryIsoCode: 'US', iataCode: null }) as const;
  const common = {
    cargoReadyDate,
    commodity: 'regularCargo',
    isKnownShipper: null,
    freightClass: null,
    additionalServices: noAdditionalServices,
    cargoValue: null,
    numberOfVehicles: null,
  } as const;
  return {
    fcl: {
      summary: "FCL: 2 × 40' containers, port of Shanghai → port of Los Angeles",
      value: {
        ...common,
        shipmentType: 'FCL',
        origin: port('CNSHA', 'Shanghai', 'CN'),
        destination: port('USLAX', 'Los Angeles', 'US'),
        cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] },
      },
    },
    lcl: {
      summary: 'LCL: 800 kg, 3 m³ in total, Shanghai → Los Angeles',
      value: {
        ...common,
        shipmentType: 'LCL',
        origin: port('CNSHA', 'Shanghai', 'CN'),
        destination: port('USLAX', 'Los Angeles', 'US'),
        cargo: { kind: 'totalVolume', total: { weight: 800, weightUnit: 'Kg', volume: 3, volumeUnit: 'M3' } },
      },
    },
    air: {
      summary: 'Air: 2 pieces of 100 × 80 × 60 cm, 90 kg each, Shanghai Pudong → Los Angeles (known shipper)',
      value: {
        ...common,
        shipmentType: 'AIR',
        isKnownShipper: true,
        origin: airport('PVG', 'Shanghai', 'CN'),
        destination: airport('LAX', 'Los Angeles', 'US'),
        cargo: {
          kind: 'dimensionRows',
          rows: [
            { quantity: 2, length: 100, width: 80, height: 60, dimensionUnit: 'cm', weight: 90, weightUnit: 'Kg' },
          ],
        },
      },
    },
    ltl: {
      summary: 'US road LTL, door to door: 2 pallets of 300 kg, freight class 100, Chicago → Atlanta',
      value: {
        ...common,
        shipmentType: 'LTL',
        freightClass: 100,
        origin: usZip('60601', 'Chicago'),
        destination: usZip('30303', 'Atlanta'),
        cargo: {
          kind: 'dimensionRows',
          rows: [
            { quantity: 2, length: 120, width: 100, height: 120, dimensionUnit: 'cm', weight: 300, weightUnit: 'Kg' },
          ],
        },
      },
    },
    parcel: {
      summary: 'Parcel, door to door (air by zone and weight): one 5 kg box, Los Angeles → New York',
      value: {
        ...common,
        shipmentType: 'AIR',
        isKnownShipper: false,
        origin: usZip('90012', 'Los Angeles'),
        destination: usZip('10001', 'New York'),
        cargo: {
          kind: 'dimensionRows',
          rows: [{ quantity: 1, length: 40, width: 30, height: 30, dimensionUnit: 'cm', weight: 5, weightUnit: 'Kg' }],
        },
      },
    },
  };
}
