import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase (docs/product/quoting.md#places: port names are title-cased when shown)', () => {
  it.each([
    ['Khor al Fakkan', 'Khor Al Fakkan'],
    ['Annaba (ex Bone)', 'Annaba (Ex Bone)'],
    ["Al 'Aqabah", "Al 'Aqabah"],
    ["Illichivs'k", "Illichivs'k"],
    ['Port-of-Spain', 'Port-of-Spain'],
    ['ho chi minh city', 'Ho Chi Minh City'],
    ['Tincan/lagos', 'Tincan/Lagos'],
    ['  Shanghai ', 'Shanghai'],
    ['Lázaro cárdenas', 'Lázaro Cárdenas'],
  ])('%s → %s', (source, shown) => {
    expect(titleCase(source)).toBe(shown);
  });
});
