import { cargoTotals } from '../cargo/cargo-totals';
import type { Cargo, ContainerItem } from '../cargo/cargo-items';
import { stripLanguagePrefix } from '../i18n/languages';
import type { CargoSearch } from '../search/cargo-search';
import type { IsoDate } from '../search/iso-date';
import { parseSearchResultsLocation, type SearchResultsLocationFailureReason } from '../search/search-url';

/**
 * A combined quote (docs/decisions/056-combined-quotes.md): one loose cargo priced both ways by sea, as shared
 * container space (LCL) and as whole containers (FCL), so the shipper sees where one becomes cheaper than the
 * other. The address is the search address with `/combined-quotes/fcl-lcl` in place of `/quotes/LCL`.
 */
export const combinedItemTypes = ['fcl-lcl'] as const;
export type CombinedItemType = (typeof combinedItemTypes)[number];
export const combinedQuotesPathRoot = '/combined-quotes';

/**
 * What a container takes in practice (ADR 056): the volume a loose cargo fills before the next size is needed
 * (well under the internal cubic capacity of 33, 67 and 76 m³, for stowage losses) and the payload.
 */
export const containerPracticalLoads = [
  { containerType: 'DV20', volumeM3: 28, weightKg: 25_000 },
  { containerType: 'DV40', volumeM3: 58, weightKg: 26_500 },
  { containerType: 'DV40HC', volumeM3: 68, weightKg: 26_500 },
] as const;

/**
 * The containers a loose cargo needs: the smallest of DV20, DV40, DV40HC that takes its volume and weight, else
 * as many DV40HC as the larger of volume and weight asks for. Null when the cargo is not loose (no volume).
 */
export function containersForLooseCargo(cargo: Cargo): ContainerItem[] | null {
  if (cargo.kind !== 'dimensionRows' && cargo.kind !== 'totalVolume') return null;
  const totals = cargoTotals(cargo, 'LCL');
  const volume = totals.totalVolumeM3 ?? 0;
  const weight = totals.totalWeightKg ?? 0;
  if (volume <= 0) return null;
  const single = containerPracticalLoads.find((load) => volume <= load.volumeM3 && weight <= load.weightKg);
  if (single) return [{ containerType: single.containerType, quantity: 1 }];
  const largest = containerPracticalLoads[2];
  const quantity = Math.max(Math.ceil(volume / largest.volumeM3), Math.ceil(weight / largest.weightKg));
  return [{ containerType: largest.containerType, quantity }];
}

export type CombinedQuoteLocationFailureReason =
  SearchResultsLocationFailureReason | 'unknownCombinedItemType' | 'cargoNotLoose';

export type CombinedQuoteLocationDecoding =
  | { ok: true; itemType: CombinedItemType; searches: { lcl: CargoSearch; fcl: CargoSearch } }
  | { ok: false; reason: CombinedQuoteLocationFailureReason };

/**
 * Reads a combined-quote address into its two searches, with the search address's rules (a past ready date becomes
 * today, CITY_NOT_FOUND is no city): the LCL search as the address gives it, the FCL one with the containers the
 * cargo needs.
 */
export function parseCombinedQuoteLocation(
  pathname: string,
  query: string,
  options: { today: IsoDate },
): CombinedQuoteLocationDecoding {
  const segments = stripLanguagePrefix(pathname).split('/');
  if (segments[1] !== combinedQuotesPathRoot.slice(1)) return { ok: false, reason: 'notASearchResultsPath' };
  const itemType = combinedItemTypes.find((type) => type === decodeURIComponent(segments[2] ?? '').toLowerCase());
  if (!itemType) return { ok: false, reason: 'unknownCombinedItemType' };
  const decoded = parseSearchResultsLocation(['', 'quotes', 'LCL', ...segments.slice(3)].join('/'), query, options);
  if (!decoded.ok) return decoded;
  const lcl = decoded.search;
  const containers = lcl.cargo ? containersForLooseCargo(lcl.cargo) : null;
  if (!containers) return { ok: false, reason: 'cargoNotLoose' };
  return {
    ok: true,
    itemType,
    searches: { lcl, fcl: { ...lcl, shipmentType: 'FCL', cargo: { kind: 'containers', containers } } },
  };
}
