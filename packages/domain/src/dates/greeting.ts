/** Dashboard greeting periods (docs/product/shell.md#dashboard): morning 6–11, afternoon 12–17, evening otherwise. */
export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

/** @param hourOfDay the local hour, 0–23 */
export function greetingPeriodForHour(hourOfDay: number): GreetingPeriod {
  if (hourOfDay >= 6 && hourOfDay <= 11) return 'morning';
  if (hourOfDay >= 12 && hourOfDay <= 17) return 'afternoon';
  return 'evening';
}
