import { describe, expect, it } from 'vitest';
import { estimateRateEmissions, rateEmissionsSchema, type EmissionsEstimateInput } from './rate-emissions';

const sea = (distanceKm: number) => ({ mode: 'sea', distanceKm, tradeLane: 'TRANSPACIFIC' }) as const;
const oneTeu = { teu: 1, tonnes: null } as const;
const noDoors = { pickupKm: null, deliveryKm: null };

describe('a rate CO2e estimate (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[string, EmissionsEstimateInput, number]>([
    // 67 g/TEU-km × 1 TEU × 10,000 km
    ['FCL at sea: lane intensity × TEU × km', { cargo: oneTeu, main: sea(10_000), ...noDoors }, 670],
    ['two TEU emit twice as much', { cargo: { teu: 2, tonnes: null }, main: sea(10_000), ...noDoors }, 1340],
    // 6.7 g/t-km (67 / 10 t per TEU) × 2.5 t × 10,000 km
    [
      'LCL at sea: per tonne at 10 t per TEU',
      { cargo: { teu: null, tonnes: 2.5 }, main: sea(10_000), ...noDoors },
      167.5,
    ],
    // (8,000 + 95) km × 0.5 t × 612 g
    [
      'air long haul: (great circle + 95 km) × tonnes × 612 g',
      { cargo: { teu: null, tonnes: 0.5 }, main: { mode: 'air', flightGreatCircleKms: [8000] }, ...noDoors },
      2477.1,
    ],
    // (1,000 + 95) km × 1 t × 1,130 g
    [
      'air short haul under 1,500 km: 1,130 g',
      { cargo: { teu: null, tonnes: 1 }, main: { mode: 'air', flightGreatCircleKms: [1000] }, ...noDoors },
      1237.4,
    ],
    [
      'two flights: 95 km added to each',
      { cargo: { teu: null, tonnes: 1 }, main: { mode: 'air', flightGreatCircleKms: [1000, 8000] }, ...noDoors },
      1237.4 + 4954.1,
    ],
    // 150 g × 2 t × 1,000 km
    [
      'road freight (LTL): consolidated truck per tonne-km',
      { cargo: { teu: null, tonnes: 2 }, main: { mode: 'road', distanceKm: 1000 }, ...noDoors },
      300,
    ],
    // 670 + 78 g × 10 t × (50 + 100) km
    [
      'FCL with pickup and delivery: a container truck at 10 t per TEU',
      { cargo: oneTeu, main: sea(10_000), pickupKm: 50, deliveryKm: 100 },
      670 + 117,
    ],
  ])('%s', (_label, input, co2eKg) => {
    expect(estimateRateEmissions(input).co2eKg).toBeCloseTo(co2eKg, 1);
  });

  it('lists its legs in route order, adding up to the total, and fits the rate contract', () => {
    const estimate = estimateRateEmissions({ cargo: oneTeu, main: sea(10_000), pickupKm: 50, deliveryKm: 100 });
    expect(estimate.legs.map((leg) => [leg.role, leg.mode])).toEqual([
      ['pickup', 'road'],
      ['main', 'sea'],
      ['delivery', 'road'],
    ]);
    expect(estimate.legs.reduce((sum, leg) => sum + leg.co2eKg, 0)).toBeCloseTo(estimate.co2eKg, 1);
    expect(estimate).toMatchObject({ method: 'GLEC_V3_WTW', teu: 1, tonnes: null });
    expect(rateEmissionsSchema.parse(estimate)).toEqual(estimate);
  });

  it('records the sea trade lane and the intensity it used', () => {
    const [leg] = estimateRateEmissions({ cargo: oneTeu, main: sea(100), ...noDoors }).legs;
    expect(leg).toMatchObject({ tradeLane: 'TRANSPACIFIC', intensity: 67, activityUnit: 'TEU_KM', distanceKm: 100 });
  });
});
