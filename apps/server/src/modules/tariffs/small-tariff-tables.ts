import type { AdditionalServicePrice, ExchangeRate, PortCharge, Surcharge, TruckingRate } from '@freightdesk/domain';

/** The small tariff tables, as read whole from the database (see `loadSmallTables`). */
export interface SmallTariffTables {
  truckingRates: readonly TruckingRate[];
  portCharges: readonly PortCharge[];
  surcharges: readonly Surcharge[];
  additionalServicePrices: readonly AdditionalServicePrice[];
  /** Latest first. */
  exchangeRates: readonly ExchangeRate[];
  /** The console's carrier list (ADR 080): display names, and carriers whose tariffs price no new quote. */
  carriers?: readonly { code: string; name: string; active: boolean }[];
}

/** A main-leg tariff's carrier: the SCAC of sea and road rows, the airline's IATA code of air rows. */
interface CarrierNamed {
  carrierName: string | null;
  carrierCode?: string;
  airlineIataCode?: string;
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export interface SmallTariffSelection {
  /** Ports and airports at either end. */
  terminalCodes: readonly string[];
  originTerminalCodes: readonly string[];
  destinationTerminalCodes: readonly string[];
  countryIsoCodes: readonly string[];
  /** Rows that ended before this day (yyyy-mm-dd) are left out. */
  validOnOrAfter: string;
  /** Only this mode's surcharges; every mode when absent. */
  mode?: string;
}

/**
 * The small tables indexed for a search: terminal charges by terminal, trucking by country,
 * surcharges by origin. Built once per load; `select` answers what the database query used to
 * (same filters), without a round trip.
 */
export function indexSmallTariffTables(tables: SmallTariffTables) {
  const portChargesByTerminal = groupBy(tables.portCharges, (charge) => charge.locode);
  const truckingByCountry = groupBy(tables.truckingRates, (rate) => rate.countryIsoCode);
  const current = <T extends { validTo: string }>(rows: readonly T[] | undefined, day: string) =>
    (rows ?? []).filter((row) => row.validTo >= day);
  const carrierByCode = new Map((tables.carriers ?? []).map((carrier) => [carrier.code, carrier]));
  return {
    /**
     * Main-leg tariffs as quotes use them (ADR 080): those of an inactive carrier left out, the console's name of a
     * listed carrier in place of the sheet's.
     */
    ofActiveCarriers<T extends CarrierNamed>(rows: readonly T[]): T[] {
      if (carrierByCode.size === 0) return [...rows];
      const kept: T[] = [];
      for (const row of rows) {
        const carrier = carrierByCode.get(row.carrierCode ?? row.airlineIataCode ?? '');
        if (carrier === undefined) kept.push(row);
        else if (carrier.active)
          kept.push(carrier.name === row.carrierName ? row : { ...row, carrierName: carrier.name });
      }
      return kept;
    },
    select(selection: SmallTariffSelection) {
      const day = selection.validOnOrAfter;
      const origins = new Set(selection.originTerminalCodes);
      const destinations = new Set(selection.destinationTerminalCodes);
      const countries = new Set(selection.countryIsoCodes);
      return {
        portCharges: selection.terminalCodes.flatMap((code) => current(portChargesByTerminal.get(code), day)),
        truckingRates: selection.countryIsoCodes.flatMap((country) => current(truckingByCountry.get(country), day)),
        surcharges: tables.surcharges.filter(
          (surcharge) =>
            surcharge.validTo >= day &&
            (selection.mode === undefined || surcharge.mode === selection.mode) &&
            (surcharge.originLocode === null || origins.has(surcharge.originLocode)) &&
            (surcharge.destinationLocode === null || destinations.has(surcharge.destinationLocode)),
        ),
        additionalServicePrices: tables.additionalServicePrices.filter(
          (price) => price.validTo >= day && (price.countryIsoCode === null || countries.has(price.countryIsoCode)),
        ),
        exchangeRates: this.exchangeRatesAsOf(day),
      };
    },
    /** Every exchange rate dated on or before `day`, latest first. */
    exchangeRatesAsOf(day: string): ExchangeRate[] {
      return tables.exchangeRates.filter((rate) => rate.asOfDate <= day);
    },
  };
}
export type SmallTariffIndex = ReturnType<typeof indexSmallTariffTables>;
