import { describe, expect, it } from 'vitest';
import {
  bookingFunnelEventOfStep,
  bookingStepsFor,
  currentBookingStep,
  isInternationalMove,
  nextBookingStep,
  previousBookingStep,
} from './booking-steps';
import { bookingFunnelEvents } from './booking-services';

describe('bookingStepsFor (docs/decisions/069-booking-flow.md)', () => {
  it.each([
    [{ pickup: false, delivery: false }, ['services', 'shipment', 'billing', 'payment', 'review']],
    [{ pickup: true, delivery: false }, ['services', 'shipment', 'billing', 'pickup', 'payment', 'review']],
    [{ pickup: false, delivery: true }, ['services', 'shipment', 'billing', 'delivery', 'payment', 'review']],
    [{ pickup: true, delivery: true }, ['services', 'shipment', 'billing', 'pickup', 'delivery', 'payment', 'review']],
  ])('door legs %o ask for %o', (includes, steps) => {
    expect(bookingStepsFor(includes)).toEqual(steps);
  });
});

describe('currentBookingStep', () => {
  const steps = bookingStepsFor({ pickup: false, delivery: false });
  it.each([
    [[], null, 'services'],
    [[], 'billing', 'services'],
    [['services', 'shipment'], 'billing', 'billing'],
    [['services', 'shipment'], 'services', 'services'],
    [['services', 'shipment'], 'review', 'billing'],
    [['services'], 'pickup', 'shipment'],
    [['services', 'shipment', 'billing', 'payment', 'review'], null, 'review'],
  ] as const)('completed %o, asked %s → %s', (completed, asked, expected) => {
    expect(currentBookingStep(steps, completed, asked)).toBe(expected);
  });

  it('moves forward and back through the steps a rate asks for', () => {
    expect(nextBookingStep(steps, 'billing')).toBe('payment');
    expect(previousBookingStep(steps, 'payment')).toBe('billing');
    expect(previousBookingStep(steps, 'services')).toBeNull();
    expect(nextBookingStep(steps, 'review')).toBeNull();
  });
});

describe('the funnel events the steps send', () => {
  it('follow the product order after begin_booking and before Booking_Confirmed', () => {
    const fromSteps = bookingStepsFor({ pickup: true, delivery: true }).flatMap((step) => {
      const event = bookingFunnelEventOfStep[step];
      return event ? [event] : [];
    });
    expect(['begin_booking', ...fromSteps, 'Booking_Confirmed']).toEqual(bookingFunnelEvents);
  });
});

describe('isInternationalMove', () => {
  it('compares the two ends’ countries', () => {
    expect(isInternationalMove({ countryIsoCode: 'es' }, { countryIsoCode: 'ES' })).toBe(false);
    expect(isInternationalMove({ countryIsoCode: 'ES' }, { countryIsoCode: 'US' })).toBe(true);
  });
});
