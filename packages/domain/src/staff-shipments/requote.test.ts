import { describe, expect, it } from 'vitest';
import type { BookingChargeLine } from '../bookings/booking-contracts';
import { requoteCargoReadyDate, requoteChargeLines } from './requote';

const line = (group: BookingChargeLine['group'], code: string, amountMinor: number): BookingChargeLine => ({
  group,
  code,
  name: code,
  quantity: 1,
  amountMinor,
  currency: 'USD',
});

const rate = {
  total: { total: 0, amount: 0, discounts: 0, taxes: 0, currency: 'USD', sortTotal: 0 },
  charges: {
    pickup: [],
    portOrigin: [{ code: 'THC', name: 'THC', quantity: 1, amountMinor: 30_000, currency: 'USD' }],
    freight: [{ code: 'OFR', name: 'Ocean freight', quantity: 1, amountMinor: 200_000, currency: 'USD' }],
    portDestination: [],
    delivery: [],
    additional: [
      { code: 'EXPORT_CUSTOMS', name: 'Export customs', quantity: 1, amountMinor: 12_000, currency: 'USD' },
      { code: 'SEAL', name: 'Seal', quantity: 1, amountMinor: 1_000, currency: 'USD' },
    ],
    taxes: [],
    others: [],
  },
} as unknown as Parameters<typeof requoteChargeLines>[0];

describe('a re-quote', () => {
  it('prices from the booking’s cargo-ready date, or today once it has passed', () => {
    expect(requoteCargoReadyDate('2030-02-01', '2030-01-14')).toBe('2030-02-01');
    expect(requoteCargoReadyDate('2030-01-10', '2030-01-14')).toBe('2030-01-14');
  });

  it('keeps the booked extras the new rate offers, drops the others, and keeps the insurance as frozen', () => {
    const inForce = [
      line('freight', 'OFR', 180_000),
      line('additional', 'EXPORT_CUSTOMS', 10_000),
      line('additional', 'FUMIGATION', 5_000),
      line('others', 'INSURANCE', 7_000),
    ];
    const revised = requoteChargeLines(rate, inForce);
    expect(revised.lines.map((charge) => [charge.code, charge.amountMinor])).toEqual([
      ['THC', 30_000],
      ['OFR', 200_000],
      ['EXPORT_CUSTOMS', 12_000],
      ['INSURANCE', 7_000],
    ]);
    expect(revised.totalMinor).toBe(249_000);
    expect(revised.droppedServiceCodes).toEqual(['FUMIGATION']);
  });
});
