import type { PricedChargeItem } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { exampleRate } from '@freightdesk/domain/testing';
import type { StoredRate } from '../../db/schema';
import { chargeItemsOfStored, ratesOfStored, storedChargeItems, storedRates } from './stored-quote-parts';

function line(code: string, amountMinor: number): PricedChargeItem {
  return {
    group: 'portOrigin',
    serviceItemKind: 'PortOriginCharges',
    code,
    name: `${code} DV40`,
    quantity: 1,
    unitPriceMinor: amountMinor,
    amountMinor,
    currency: 'USD',
    tariffAmount: { amountMinor, currency: 'USD' },
    tariffUnitPriceMinor: amountMinor,
  };
}

describe('stored billing lines', () => {
  const sharedThc = line('THC', 73_100);
  const itemsByRate = {
    'rate-a': [sharedThc, line('OFR', 250_000), line('DOC', 5_000)],
    'rate-b': [sharedThc, line('OFR', 310_000), line('DOC', 5_000)],
    'rate-c': [],
  };

  it('keep a line that several rates share once, and rebuild every rate’s lines in order', () => {
    const stored = storedChargeItems(itemsByRate);
    expect(stored.lines.map((item) => `${item.code} ${item.amountMinor}`)).toEqual([
      'THC 73100',
      'OFR 250000',
      'DOC 5000',
      'OFR 310000',
    ]);
    expect(chargeItemsOfStored(JSON.parse(JSON.stringify(stored)))).toEqual(itemsByRate);
  });

  it('read rows written before lines were shared (each rate with its lines whole)', () => {
    expect(chargeItemsOfStored(JSON.parse(JSON.stringify(itemsByRate)))).toEqual(itemsByRate);
  });
});

describe('stored rates', () => {
  it('read a rate stored before CO2e was estimated as having no estimate (docs/decisions/060-co2e-per-rate.md)', () => {
    const { charges: _regrouped, emissions: _notYetStored, ...stored } = exampleRate;
    const [rate] = ratesOfStored([stored as StoredRate], {});
    expect(rate?.emissions).toBeNull();
    expect(ratesOfStored(storedRates([exampleRate]), {})[0]?.emissions).toEqual(exampleRate.emissions);
  });
});
