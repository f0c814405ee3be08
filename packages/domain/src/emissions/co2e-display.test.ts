import { describe, expect, it } from 'vitest';
import { co2eForDisplay, type Co2eDisplay } from './co2e-display';

describe('CO2e for display: three significant figures, kg below a tonne (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[number, Co2eDisplay]>([
    [0, { amount: 0, unit: 'kg', maximumFractionDigits: 2 }],
    [4.267, { amount: 4.27, unit: 'kg', maximumFractionDigits: 2 }],
    [86.44, { amount: 86.4, unit: 'kg', maximumFractionDigits: 1 }],
    [860.4, { amount: 860, unit: 'kg', maximumFractionDigits: 0 }],
    [99.96, { amount: 100, unit: 'kg', maximumFractionDigits: 0 }],
    [999.6, { amount: 1, unit: 't', maximumFractionDigits: 2 }],
    [1000, { amount: 1, unit: 't', maximumFractionDigits: 2 }],
    [1238, { amount: 1.24, unit: 't', maximumFractionDigits: 2 }],
    [12_449, { amount: 12.4, unit: 't', maximumFractionDigits: 1 }],
    [124_400, { amount: 124, unit: 't', maximumFractionDigits: 0 }],
    [1_240_400, { amount: 1240, unit: 't', maximumFractionDigits: 0 }],
    [-5, { amount: 0, unit: 'kg', maximumFractionDigits: 2 }],
  ])('%d kg shows as %j', (kilograms, display) => {
    expect(co2eForDisplay(kilograms)).toEqual(display);
  });
});
