import { describe, expect, it } from 'vitest';
import { rateBookingEligibility, rateValidityOf } from './rate-validity';

const today = '2030-01-15';

describe('rateValidityOf (docs/product/quoting.md#validity: valid, expiring soon or expired)', () => {
  it.each([
    [null, 'valid'],
    ['2030-03-01', 'valid'],
    ['2030-01-23', 'valid'],
    ['2030-01-22', 'expiringSoon'],
    ['2030-01-16', 'expiringSoon'],
    ['2030-01-15', 'expiringSoon'],
    ['2030-01-14', 'expired'],
    ['2029-12-01', 'expired'],
  ])('expiring %s: %s', (expirationDate, state) => {
    expect(rateValidityOf({ expirationDate }, today)).toBe(state);
  });
});

describe('rateBookingEligibility (docs/product/quoting.md#validity)', () => {
  it('blocks booking an expired rate', () => {
    expect(
      rateBookingEligibility({ expirationDate: '2030-01-14', cyCutoff: null }, { today, cargoReadyDate: today }),
    ).toEqual({
      bookable: false,
      errorCode: 'RATE_EXPIRED',
    });
  });

  it.each([
    ['well before both dates', '2030-02-28', '2030-02-10', '2030-01-20', null],
    ['4 days before the gate-in', '2030-02-28', '2030-02-10', '2030-02-06', null],
    ['3 days before the gate-in (near)', '2030-02-28', '2030-02-10', '2030-02-07', 'ratesMayNotApply'],
    ['on the gate-in day', '2030-02-28', '2030-02-10', '2030-02-10', 'ratesMayNotApply'],
    ['beyond the gate-in', '2030-02-28', '2030-02-10', '2030-02-20', 'ratesMayNotApply'],
    ['near the rate expiry, no gate-in known', '2030-01-31', null, '2030-01-29', 'ratesMayNotApply'],
    ['beyond the rate expiry', '2030-01-31', null, '2030-02-05', 'ratesMayNotApply'],
    ['no dates on the rate', null, null, '2031-01-01', null],
    ['no cargo ready date yet', '2030-01-31', '2030-01-20', null, null],
  ])('cargo ready %s', (_label, expirationDate, cyCutoff, cargoReadyDate, warning) => {
    expect(rateBookingEligibility({ expirationDate, cyCutoff }, { today, cargoReadyDate })).toEqual({
      bookable: true,
      warning,
    });
  });
});
