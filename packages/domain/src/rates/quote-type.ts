import type { SearchShipmentType } from '../search/cargo-search';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';

/**
 * Quote modes (docs/product/quoting.md#quote-types): manual (custom), shared, instant, partial instant, not instant.
 */
export const quoteModes = ['manual', 'shared', 'instant', 'partialInstant', 'notInstant'] as const;
export type QuoteMode = (typeof quoteModes)[number];

/** Quote types (docs/product/quoting.md#quote-types), as "My quotes" shows and filters them. */
export const quoteTypes = ['custom', 'partial', 'instant', 'notInstant', 'shared'] as const;
export type QuoteType = (typeof quoteTypes)[number];

const quoteTypeOfModeTable: Record<QuoteMode, QuoteType> = {
  manual: 'custom',
  shared: 'shared',
  instant: 'instant',
  partialInstant: 'partial',
  notInstant: 'notInstant',
};

export function quoteTypeOfMode(mode: QuoteMode): QuoteType {
  return quoteTypeOfModeTable[mode];
}

/** Quote type codes (docs/product/quoting.md#quote-types): no instant quote, manual, partial instant, instant. */
export const quoteTypeCodes = ['NIQ', 'Manual', 'PIQ', 'IQ'] as const;
export type QuoteTypeCode = (typeof quoteTypeCodes)[number];

/**
 * NIQ if the rate count is below 1; Manual for manual mode; PIQ for partial; otherwise IQ
 * (docs/product/quoting.md#quote-types).
 */
export function quoteTypeCodeOf({ rateCount, mode }: { rateCount: number; mode: QuoteMode }): QuoteTypeCode {
  if (rateCount < 1) return 'NIQ';
  if (mode === 'manual') return 'Manual';
  if (mode === 'partialInstant') return 'PIQ';
  return 'IQ';
}

/** Partial-quote preference order (docs/product/quoting.md#quote-types). */
export const partialRouteKindPreference = ['D2D', 'D2P', 'P2D', 'P2P'] as const satisfies readonly RouteKind[];

/** The most preferred route kind among those some rate covers, or null when none does. */
export function preferredPartialRouteKind(available: Iterable<RouteKind>): RouteKind | null {
  const availableKinds = new Set(available);
  return partialRouteKindPreference.find((kind) => availableKinds.has(kind)) ?? null;
}

/**
 * The route kinds that can stand in for a requested one, most preferred first: a door end may
 * fall back to its port, a port end never becomes a door. D2D → D2D, D2P, P2D, P2P;
 * D2P → D2P, P2P; P2D → P2D, P2P; P2P → P2P.
 */
export function partialRouteKindsFor(requested: RouteKind): RouteKind[] {
  return partialRouteKindPreference.filter(
    (kind) =>
      (!routeKindStartsAtDoor(kind) || routeKindStartsAtDoor(requested)) &&
      (!routeKindEndsAtDoor(kind) || routeKindEndsAtDoor(requested)),
  );
}

export interface QuoteResultViewer {
  isInternalUser: boolean;
  /** The brand's optimizedQuoteResult feature flag. */
  optimizedQuoteResult: boolean;
  shipmentType: SearchShipmentType;
}

/**
 * The customer-view toggle (internal users switch between internal data and what the customer
 * sees) appears only for non-LCL shipments with the optimized-result flag (docs/product/quoting.md#filters).
 */
export function showsCustomerViewToggle({
  isInternalUser,
  optimizedQuoteResult,
  shipmentType,
}: QuoteResultViewer): boolean {
  return isInternalUser && optimizedQuoteResult && shipmentType !== 'LCL';
}

/**
 * Whether the results use the optimized result: only with the flag on and not for LCL (the
 * shipments the toggle is offered for); customers then always do, internal users skip it
 * (docs/product/quoting.md#custom-and-sales-requests) unless they switched the customer view on.
 */
export function usesOptimizedQuoteResult(viewer: QuoteResultViewer & { customerViewSelected: boolean }): boolean {
  if (!viewer.optimizedQuoteResult || viewer.shipmentType === 'LCL') return false;
  if (!viewer.isInternalUser) return true;
  return showsCustomerViewToggle(viewer) && viewer.customerViewSelected;
}
