import { describe, expect, it } from 'vitest';
import { exampleFclSearch } from '../testing';
import {
  answerRequestBodySchema,
  inboxKindOf,
  mayAnswerRequest,
  mayMoveRequestStatus,
  offerProblems,
  rateOfOffer,
  requestStatuses,
  statusAfterAssigning,
  storedKindOf,
} from './request-inbox';

describe('request status moves', () => {
  it('allows exactly the moves of the inbox; answered only by answering', () => {
    const allowed = requestStatuses.flatMap((from) =>
      requestStatuses.filter((to) => mayMoveRequestStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'new→in_progress',
      'new→closed',
      'in_progress→new',
      'in_progress→closed',
      'answered→in_progress',
      'answered→closed',
      'closed→in_progress',
    ]);
    expect(requestStatuses.filter(mayAnswerRequest)).toEqual(['new', 'in_progress', 'answered']);
  });

  it('starts a new request when someone is assigned, and leaves others alone', () => {
    expect(statusAfterAssigning('new', 'a')).toBe('in_progress');
    expect(statusAfterAssigning('new', null)).toBe('new');
    expect(statusAfterAssigning('answered', 'a')).toBe('answered');
  });

  it('splits sales requests by reason and back', () => {
    expect(inboxKindOf('SALES_REQUEST', 'RESTRICTED_COMMODITY')).toBe('RESTRICTED_COMMODITY');
    expect(inboxKindOf('SALES_REQUEST', 'NO_RATES')).toBe('NO_RATES');
    expect(inboxKindOf('CUSTOM_AIR_QUOTE', null)).toBe('CUSTOM_AIR_QUOTE');
    expect(storedKindOf('RESTRICTED_COMMODITY')).toEqual({ kind: 'SALES_REQUEST', reason: 'RESTRICTED_COMMODITY' });
  });
});

describe('an offer', () => {
  const body = answerRequestBodySchema.parse({
    message: 'Our price',
    offer: {
      carrierName: 'Maersk',
      shipmentType: 'FCL',
      validUntil: '2030-02-10',
      transitTimeDays: 24,
      currency: 'EUR',
      charges: [
        { group: 'taxes', name: 'VAT', amountMinor: 500 },
        { group: 'freight', name: 'Ocean freight', quantity: 2, amountMinor: 200000 },
      ],
    },
  });
  const offer = body.offer!;

  it('becomes one frozen rate: totals, groups in order, its validity, provider offer', () => {
    const { rate, chargeItems } = rateOfOffer(offer, {
      uuid: '3f2c1b7a-5d4e-4c3b-9a2f-1e0d9c8b7a60',
      search: { ...exampleFclSearch, cargoReadyDate: '2030-01-20' },
      requestUuid: 'r-1',
    });
    expect(rate.total).toEqual({
      total: 200500,
      amount: 200000,
      discounts: 0,
      taxes: 500,
      currency: 'EUR',
      sortTotal: 200500,
    });
    expect(chargeItems.map((item) => item.group)).toEqual(['freight', 'taxes']);
    expect(chargeItems[0]).toMatchObject({ unitPriceMinor: 100000, serviceItemKind: 'Freight', code: 'FREIGHT' });
    expect(rate.expirationDate).toBe('2030-02-10');
    expect(rate.internal?.rateProvider).toBe('offer');
    expect(rate.suppliersInformation.freight).toBe('Maersk');
  });

  it('needs a freight line and a validity not in the past', () => {
    expect(offerProblems(offer, '2030-01-14')).toEqual({});
    expect(
      offerProblems({ ...offer, charges: offer.charges.filter((line) => line.group !== 'freight') }, '2030-03-01'),
    ).toEqual({
      'offer.validUntil': ['validation.dateInPast'],
      'offer.charges': ['offerNeedsFreight'],
    });
  });
});
