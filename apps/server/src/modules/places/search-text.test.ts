import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  SAO-PAULO ', 'sao paulo'],
    ['Malmö', 'malmo'],
    ['Århus', 'arhus'],
    ['Gdańsk', 'gdansk'],
    ['Tromsø', 'tromso'],
    ['Łódź', 'lodz'],
    ["Xi'an", 'xi an'],
  ])('%s → %s', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });
});
