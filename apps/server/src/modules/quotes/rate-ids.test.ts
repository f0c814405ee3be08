import { v5 as uuidV5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { rateIdsInQuote } from './rate-ids';

describe('rate ids', () => {
  const quoteUuid = '0d9e8ce9-e72e-40ca-92b5-2f966675f662';

  it('are the uuid package’s version-5 ids of the offer key in the quote’s namespace', () => {
    const idFor = rateIdsInQuote(quoteUuid);
    for (const key of ['fcl|USLAX|USNYC|TSGL|DV40|D2D', 'air|MIA|BOG|AV|P2P', 'ltl|Vía São Paulo → ابوظبي|D2D', '']) {
      expect(idFor(key)).toBe(uuidV5(key, quoteUuid));
    }
  });

  it('differ between offers and between quotes, and repeat for the same offer', () => {
    const idFor = rateIdsInQuote(quoteUuid);
    const otherQuote = rateIdsInQuote('6f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f');
    expect(idFor('fcl|A')).toBe(idFor('fcl|A'));
    expect(idFor('fcl|A')).not.toBe(idFor('fcl|B'));
    expect(idFor('fcl|A')).not.toBe(otherQuote('fcl|A'));
    expect(idFor('fcl|A')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
