import type { TariffSet } from '../tariff-set';
import { demoAirRates } from './demo-air';
import { demoAdditionalServicePrices, demoExchangeRates, demoPortCharges, demoSurcharges } from './demo-charges';
import { demoLclRates } from './demo-lcl';
import { demoFclRates } from './demo-ocean';
import { demoLtlRates, demoParcelRates, demoTruckingRates } from './demo-road';

export interface DemoTariffOptions {
  /** Same seed and day → the same set, row for row. */
  seed?: number;
  /** yyyy-mm-dd: validities, seasons and exchange-rate days are placed around it. */
  generationDate: string;
  /** Exactly this many FCL rows (the 1 000 000-rate benchmark); default: the demo set (~40 000 lanes). */
  fclRateCount?: number | undefined;
  /** Only ocean lanes among these ports, all served: small sets for tests. */
  portLocodes?: readonly string[] | undefined;
}

export const defaultDemoSeed = 20_260_501;

/**
 * The demo tariff set (docs/decisions/036-tariffs-demo-set.md): deterministic, from the reference data's real ports,
 * distances, airports and carriers. FCL, LCL and air rows are produced lazily, each time the set is iterated.
 */
export function generateDemoTariffs({
  seed = defaultDemoSeed,
  generationDate,
  fclRateCount,
  portLocodes,
}: DemoTariffOptions): TariffSet {
  const options = { seed, generationDate, fclRateCount, portLocodes };
  return {
    fclRates: { [Symbol.iterator]: () => demoFclRates(options) },
    lclRates: { [Symbol.iterator]: () => demoLclRates(options) },
    airRates: { [Symbol.iterator]: () => demoAirRates(options) },
    ltlRates: demoLtlRates(options),
    parcelRates: demoParcelRates(options),
    truckingRates: demoTruckingRates(options),
    portCharges: demoPortCharges(options),
    surcharges: demoSurcharges(options),
    additionalServicePrices: demoAdditionalServicePrices(options),
    exchangeRates: demoExchangeRates(options),
  };
}
