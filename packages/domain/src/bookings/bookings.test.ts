import { describe, expect, it } from 'vitest';
import {
  bookingAddressSchema,
  createBookingRequestSchema,
  currentMilestone,
  insurancePremiumMinor,
  isAllowedBookingTransition,
  isValidTaxId,
  milestoneTimeline,
  nextBookingStatuses,
  optionalServicesConfirmationKind,
  pendingActionsOf,
  wirePaymentFactsOf,
  type BookingActionFacts,
} from '../index';

const address = {
  contactName: 'Ana Ruiz',
  companyName: 'Acme Imports',
  taxId: 'B12345674',
  countryIsoCode: 'es',
  city: 'Madrid',
  address: 'Calle Mayor 1',
  zipCode: '28013',
  phone: '+34 612 345 678',
  email: 'ana@acme.example',
};

describe('booking lifecycle (ADR 063)', () => {
  it('moves Requested to In progress or Cancelled, In progress to Complete or Cancelled, and never back', () => {
    expect(nextBookingStatuses('R')).toEqual(['P', 'C']);
    expect(nextBookingStatuses('P')).toEqual(['D', 'C']);
    expect(isAllowedBookingTransition('C', 'R')).toBe(false);
    expect(isAllowedBookingTransition('D', 'P')).toBe(false);
    expect(isAllowedBookingTransition('R', 'D')).toBe(false);
  });
});

describe('tracking milestones', () => {
  it('lists the seven milestones in route order with the latest planned and actual dates', () => {
    const timeline = milestoneTimeline([
      { milestone: 'departed', classifier: 'PLN', eventDate: '2026-12-01' },
      { milestone: 'departed', classifier: 'EST', eventDate: '2026-12-03' },
      { milestone: 'departed', classifier: 'ACT', eventDate: '2026-12-04' },
      { milestone: 'arrived', classifier: 'PLN', eventDate: '2026-12-20' },
    ]);
    expect(timeline.map((entry) => entry.milestone)).toEqual([
      'bookingReceived',
      'goodsReceived',
      'exportCustomsCleared',
      'departed',
      'arrived',
      'importCustomsCleared',
      'delivered',
    ]);
    expect(timeline[3]).toEqual({ milestone: 'departed', planned: '2026-12-03', actual: '2026-12-04' });
    expect(timeline[4]).toEqual({ milestone: 'arrived', planned: '2026-12-20', actual: null });
    expect(currentMilestone(timeline)).toBe('departed');
  });
});

describe('pending actions', () => {
  const facts: BookingActionFacts = {
    hasShipper: true,
    hasConsignee: false,
    hasNotifyParty: false,
    needsPickupAddress: true,
    hasPickupAddress: true,
    needsDeliveryAddress: false,
    hasDeliveryAddress: false,
    documentCount: 0,
    hasUnconfirmedWirePayment: true,
    hasConfirmedWirePayment: false,
    hasWirePaidInstead: false,
    hasPendingRevisedQuote: false,
    hasAcceptedRevisedQuote: false,
  };

  it('shows each action complete, optional or pending, door addresses and wire payment only when they apply', () => {
    expect(pendingActionsOf(facts)).toEqual([
      { kind: 'shipperDetails', state: 'complete' },
      { kind: 'consigneeDetails', state: 'pending' },
      { kind: 'notifyPartyDetails', state: 'optional' },
      { kind: 'pickupAddress', state: 'complete' },
      { kind: 'uploadDocuments', state: 'pending' },
      { kind: 'completeWirePayment', state: 'pending' },
    ]);
  });

  it('completes the wire payment once a transfer is received or what was due is paid by card instead', () => {
    const wireAction = (wires: { pending: number; succeeded: number; replaced: number }) =>
      pendingActionsOf({ ...facts, ...wirePaymentFactsOf(wires) }).find(
        (action) => action.kind === 'completeWirePayment',
      );
    expect(wireAction({ pending: 0, succeeded: 0, replaced: 0 })).toBeUndefined();
    expect(wireAction({ pending: 1, succeeded: 0, replaced: 0 })?.state).toBe('pending');
    expect(wireAction({ pending: 0, succeeded: 1, replaced: 0 })?.state).toBe('complete');
    expect(wireAction({ pending: 0, succeeded: 0, replaced: 1 })?.state).toBe('complete');
  });

  it('asks for the revised quote to be accepted while one waits', () => {
    const actions = pendingActionsOf({ ...facts, hasPendingRevisedQuote: true });
    expect(actions.at(-1)).toEqual({ kind: 'acceptRevisedQuote', state: 'pending' });
  });
});

describe('booking addresses', () => {
  it('accepts a complete Spanish company address and upper-cases the country', () => {
    const parsed = bookingAddressSchema.parse(address);
    expect(parsed.countryIsoCode).toBe('ES');
  });

  it('names every wrong field with its message', () => {
    const result = bookingAddressSchema.safeParse({ ...address, zipCode: '2', taxId: 'B1234567', email: 'ana@' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'validation.email.invalid'],
      ['zipCode', 'validation.zipCode.invalid'],
      ['taxId', 'validation.taxId.invalid'],
    ]);
  });

  it('refuses names with @ or shorter than 2 characters', () => {
    expect(bookingAddressSchema.safeParse({ ...address, contactName: 'a@b' }).success).toBe(false);
    expect(bookingAddressSchema.safeParse({ ...address, contactName: 'A' }).success).toBe(false);
  });

  it('checks tax ids by country (US EIN, Spanish CIF) and plausibility elsewhere', () => {
    expect(isValidTaxId('US', '04-2103594')).toBe(true);
    expect(isValidTaxId('US', '123')).toBe(false);
    expect(isValidTaxId('ES', 'B12345674')).toBe(true);
    expect(isValidTaxId('AE', '100123456700003')).toBe(true);
    expect(isValidTaxId('AE', 'none')).toBe(false);
  });
});

describe('booking request', () => {
  it('limits the customer reference to 35 characters', () => {
    const body = {
      commodity: 'regularCargo',
      cargoReadyDate: '2026-12-01',
      customerReferenceId: 'X'.repeat(36),
      additionalServiceCodes: [],
      insurance: null,
      shipperType: 'known',
      serviceType: 'any',
      comments: 'Fragile',
      billingAddress: address,
      pickupAddress: null,
      deliveryAddress: null,
      paymentMode: 'wire',
    };
    const result = createBookingRequestSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['customerReferenceId']);
    expect(createBookingRequestSchema.safeParse({ ...body, customerReferenceId: 'PO-4711' }).success).toBe(true);
  });
});

describe('insurance and services', () => {
  it('charges 0.35 % of the cargo value with a minimum', () => {
    expect(insurancePremiumMinor(5_000_000, 'USD')).toBe(17_500);
    expect(insurancePremiumMinor(100_000, 'USD')).toBe(5_000);
  });

  it('makes the optional-services confirmation mandatory for international moves', () => {
    expect(optionalServicesConfirmationKind('mover', true)).toBe('mandatory');
    expect(optionalServicesConfirmationKind('mover', false)).toBe('optional');
    expect(optionalServicesConfirmationKind('business', true)).toBe('optional');
  });
});
