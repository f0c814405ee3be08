import { rateChargesOfItems, type PricedChargeItem, type Rate } from '@freightdesk/domain';
import type { LegacyChargeItems, StoredChargeItems, StoredRate } from '../../db/schema';

/**
 * How a quote's priced parts are kept in its row. A quote is written once per source and read
 * many times, but writing is on the path of every search: the stored form is the smallest that
 * rebuilds exactly. Rates are kept without their charge groups (those are their billing lines
 * regrouped), and billing lines that several rates share (the same pickup, the same terminal
 * charges) are kept once, each rate listing its lines by position.
 */
export function storedRates(rates: readonly Rate[]): StoredRate[] {
  return rates.map(({ charges: _regroupedOnRead, ...rest }) => rest);
}

function lineKey(item: PricedChargeItem): string {
  return [
    item.group,
    item.serviceItemKind,
    item.code,
    item.name,
    item.quantity,
    item.unitPriceMinor,
    item.amountMinor,
    item.currency,
    item.tariffAmount.amountMinor,
    item.tariffAmount.currency,
    item.tariffUnitPriceMinor,
  ].join('|');
}

export function storedChargeItems(
  itemsByRateUuid: Readonly<Record<string, readonly PricedChargeItem[]>>,
): StoredChargeItems {
  const lines: PricedChargeItem[] = [];
  // Pricing hands shared lines over as one object; equal lines built apart match by content.
  const positionByLine = new Map<PricedChargeItem, number>();
  const positionByKey = new Map<string, number>();
  const positionOf = (item: PricedChargeItem): number => {
    let position = positionByLine.get(item);
    if (position !== undefined) return position;
    const key = lineKey(item);
    position = positionByKey.get(key);
    if (position === undefined) {
      position = lines.push(item) - 1;
      positionByKey.set(key, position);
    }
    positionByLine.set(item, position);
    return position;
  };
  const linesByRate: Record<string, number[]> = {};
  for (const [rateUuid, items] of Object.entries(itemsByRateUuid)) linesByRate[rateUuid] = items.map(positionOf);
  return { lines, linesByRate };
}

export function chargeItemsOfStored(stored: StoredChargeItems | LegacyChargeItems): Record<string, PricedChargeItem[]> {
  if (!isSharedLinesForm(stored)) return stored;
  const { lines, linesByRate } = stored;
  const itemsByRateUuid: Record<string, PricedChargeItem[]> = {};
  for (const [rateUuid, positions] of Object.entries(linesByRate))
    itemsByRateUuid[rateUuid] = positions.map((position) => lines[position]!);
  return itemsByRateUuid;
}

function isSharedLinesForm(stored: StoredChargeItems | LegacyChargeItems): stored is StoredChargeItems {
  return Array.isArray(stored.lines) && typeof stored.linesByRate === 'object' && !Array.isArray(stored.linesByRate);
}

/**
 * The rates as the contract carries them: charge groups rebuilt from the billing lines; a rate
 * stored before CO2e was estimated has none (docs/decisions/060-co2e-per-rate.md).
 */
export function ratesOfStored(
  rates: readonly StoredRate[],
  itemsByRateUuid: Readonly<Record<string, readonly PricedChargeItem[]>>,
): Rate[] {
  return rates.map((rate) => ({
    ...rate,
    emissions: rate.emissions ?? null,
    charges: rateChargesOfItems(itemsByRateUuid[rate.uuid] ?? []),
  }));
}
