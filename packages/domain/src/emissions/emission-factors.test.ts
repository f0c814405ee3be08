import { describe, expect, it } from 'vitest';
import { seaIntensityGramsPerTeuKm, seaTradeLaneBetween, seaTradeLanes, type SeaTradeLane } from './emission-factors';

describe('sea trade lane of two countries (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[string, string, SeaTradeLane]>([
    ['CN', 'DE', 'ASIA_NORTH_EUROPE'],
    ['NL', 'CN', 'ASIA_NORTH_EUROPE'],
    ['VN', 'IT', 'ASIA_MEDITERRANEAN'],
    ['CN', 'US', 'TRANSPACIFIC'],
    ['US', 'KR', 'TRANSPACIFIC'],
    ['GB', 'US', 'TRANSATLANTIC'],
    ['ES', 'CA', 'TRANSATLANTIC'],
    ['IN', 'AE', 'ASIA_MIDDLE_EAST'],
    ['SG', 'CN', 'INTRA_ASIA'],
    ['BR', 'CN', 'LATIN_AMERICA'],
    ['US', 'MX', 'LATIN_AMERICA'],
    ['DE', 'GB', 'DEFAULT'],
    ['ZA', 'CN', 'DEFAULT'],
    ['cn', 'de', 'ASIA_NORTH_EUROPE'],
  ])('%s → %s is %s', (origin, destination, lane) => {
    expect(seaTradeLaneBetween(origin, destination)).toBe(lane);
  });

  it('has an intensity for every lane, each in the range GLEC publishes for container ships', () => {
    for (const lane of seaTradeLanes) {
      expect(seaIntensityGramsPerTeuKm[lane]).toBeGreaterThan(30);
      expect(seaIntensityGramsPerTeuKm[lane]).toBeLessThan(120);
    }
  });
});
