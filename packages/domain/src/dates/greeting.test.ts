import { describe, expect, it } from 'vitest';
import { greetingPeriodForHour } from './greeting';

describe('greetingPeriodForHour', () => {
  it.each([
    [0, 'evening'],
    [5, 'evening'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(greetingPeriodForHour(hour)).toBe(period);
  });
});
