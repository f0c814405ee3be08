import {
  exampleExchangeRate,
  exampleFclContractRate,
  exampleFclSearch,
  examplePortCharge,
  exampleTruckingRate,
} from '@freightdesk/domain/testing';
import type { TariffSet } from '../tariffs/tariff-set';

/** Test support for the quotes suites (not a test file itself). */

/** The examples' day: tariffs run through 2030, the EUR rate is dated 2030-01-14. */
export const quotesTestClockStartMs = Date.UTC(2030, 0, 14, 9, 0, 0);

/**
 * A small hand-made tariff set for 2 × DV40 Shanghai → Los Angeles:
 * - Maersk from Shanghai, 1,850.00 USD a container, Shanghai THC 120.00 USD a container;
 * - CMA CGM from Shanghai, 1,600.00 EUR a container (EUR 1 = USD 1.085 on 2030-01-14);
 * - COSCO from Ningbo (a nearby port, ~150 km), 1,500.00 USD a container, no terminal charges;
 * - delivery trucking from Los Angeles within 100 km, 300.00 USD a container.
 */
export const quotesTestTariffs: TariffSet = {
  fclRates: [
    exampleFclContractRate,
    {
      ...exampleFclContractRate,
      id: 'fcl-cnsha-uslax-cmdu',
      carrierCode: 'CMDU',
      carrierName: 'CMA CGM',
      currency: 'EUR',
      freightPerContainerMinor: 160000,
      transitDays: 18,
      contractNumber: 'CMA-7',
      supplier: 'CMA CGM',
    },
    {
      ...exampleFclContractRate,
      id: 'fcl-cnngb-uslax-cosu',
      originLocode: 'CNNGB',
      carrierCode: 'COSU',
      carrierName: 'COSCO',
      freightPerContainerMinor: 150000,
      transitDays: 17,
      contractNumber: 'COS-3',
      supplier: 'COSCO',
    },
  ],
  lclRates: [],
  airRates: [],
  ltlRates: [],
  parcelRates: [],
  truckingRates: [
    {
      ...exampleTruckingRate,
      id: 'delivery-uslax-0-100',
      side: 'delivery',
      terminalCode: 'USLAX',
      countryIsoCode: 'US',
      providerName: 'Harbor Drayage LA',
    },
  ],
  portCharges: [examplePortCharge],
  surcharges: [],
  additionalServicePrices: [],
  exchangeRates: [exampleExchangeRate],
};

/** The API body of a search: 2 × DV40 Shanghai port → Los Angeles port, ready 2030-01-20. */
export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...exampleFclSearch, cargoReadyDate: '2030-01-20', ...overrides };
}

/** Reads a quote until its later sources have answered (the progressive fill); fails after 5 s. */
export async function untilCompleted<Quote extends { isCompleted: boolean }>(
  read: () => Promise<Quote>,
): Promise<Quote> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const quote = await read();
    if (quote.isCompleted) return quote;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the quote never completed');
}
