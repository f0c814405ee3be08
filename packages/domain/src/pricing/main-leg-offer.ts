import type { Money } from '../money/money';
import type { MainLegTariffKind, RateType } from '../rates/rate';
import type { CargoSearch, SearchShipmentType } from '../search/cargo-search';
import type { SearchLocation } from '../search/search-location';
import { isDoorLocationType } from '../search/search-location';
import type { ShipmentMeasures } from './charge-bands';
import type { TariffChargeItem } from './charge-items';
import type { TariffDates } from './leg-charges';
import type { CandidateTerminal, PricingCandidates, TariffMode } from './tariff-types';

/** A terminal that may serve one end of the search, and how it relates to the requested place. */
export interface TerminalChoice {
  terminal: CandidateTerminal;
  /** A port or airport other than the requested one (never for a door end). */
  isNearby: boolean;
}

/**
 * The main leg (ocean, air or road freight) of a possible rate, priced in its tariff's
 * currency, with everything the rate shows about the service. Door legs, terminal charges
 * and additional services are added around it.
 */
export interface MainLegOffer {
  /** Identifies the offer among the quote's (carrier, lane, tariffs); feeds `idFor`. */
  key: string;
  shipmentType: SearchShipmentType;
  chargeMode: TariffMode;
  origin: TerminalChoice | null;
  destination: TerminalChoice | null;
  freightItems: TariffChargeItem[];
  measures: ShipmentMeasures;
  carrierCode: string;
  carrierName: string | null;
  transitDays: number;
  departureWeekdays: readonly number[];
  /** The sailing or flight this offer prices (a scheduled tariff); absent: the next departure after the ship date. */
  departureDate?: string;
  cyCutoffDaysBeforeDeparture: number | null;
  validTo: string;
  rateType: RateType;
  isSpot: boolean;
  isPromoted: boolean;
  isExclusiveContract: boolean;
  isExpress: boolean;
  isDirect: boolean;
  transhipments: readonly string[];
  freeDaysOrigin: number | null;
  freeDaysDestination: number | null;
  vessel: string | null;
  voyage: string | null;
  /** The tariff row the offer is priced from (staff follow it to rate management). */
  tariffKind: MainLegTariffKind;
  tariffId: string;
  contractNumber: string | null;
  contractUploadReference: string | null;
  rateProvider: string | null;
  supplier: string | null;
  /** Price of one chargeable kilogram (air), in the tariff's currency. */
  pricePerKilo: Money | null;
  /** Road freight runs door to door: it needs no separate pickup or delivery leg. */
  includesDoorLegs: boolean;
}

/** What every mode's offer builder gets. */
export interface OfferContext {
  search: CargoSearch;
  candidates: PricingCandidates;
  dates: TariffDates;
  nearbyRadiusKm: number;
}

/** The code a port or airport end of the search asks for (IATA for airports). */
export function requestedTerminalCode(location: SearchLocation): string {
  return location.type === 'AIRPORT' ? (location.iataCode ?? location.code) : location.code;
}

/**
 * The terminals that can serve one end: for a door, every candidate (the distance is the
 * trucking leg); for a port or airport, the requested one and those within the nearby radius.
 */
export function terminalChoices(
  location: SearchLocation,
  terminals: readonly CandidateTerminal[],
  nearbyRadiusKm: number,
): Map<string, TerminalChoice> {
  const choices = new Map<string, TerminalChoice>();
  if (isDoorLocationType(location.type)) {
    for (const terminal of terminals) choices.set(terminal.code, { terminal, isNearby: false });
    return choices;
  }
  const requested = requestedTerminalCode(location);
  choices.set(requested, { terminal: { code: requested, distanceKm: 0 }, isNearby: false });
  for (const terminal of terminals) {
    if (terminal.code !== requested && terminal.distanceKm <= nearbyRadiusKm)
      choices.set(terminal.code, { terminal, isNearby: true });
  }
  return choices;
}

/**
 * Nearby ports are a fallback: when some offer runs between the requested ends, only those are
 * kept; otherwise every offer within the radius is.
 */
export function preferRequestedTerminals(offers: readonly MainLegOffer[]): MainLegOffer[] {
  const exact = offers.filter((offer) => !offer.origin?.isNearby && !offer.destination?.isNearby);
  return exact.length > 0 ? exact : [...offers];
}
