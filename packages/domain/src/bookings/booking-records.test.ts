import { describe, expect, it } from 'vitest';
import {
  bookingCargoItems,
  bookingChargeLinesOf,
  bookingPathInLanguage,
  bookingRequestProblems,
  estimatedArrivalOf,
  formatShipmentId,
  shipmentDigitsOfSearch,
  totalOfChargeLines,
} from '../index';

const noCharges = {
  pickup: [],
  portOrigin: [],
  freight: [],
  portDestination: [],
  delivery: [],
  additional: [],
  taxes: [],
  others: [],
};

const rate = {
  includes: { pickup: false, originCharges: true, freight: true, destinationCharges: true, delivery: true },
  total: { total: 215_000, amount: 215_000, discounts: 0, taxes: 0, currency: 'USD' as const, sortTotal: 215_000 },
  charges: {
    ...noCharges,
    freight: [{ code: 'OFR', name: 'Ocean freight', quantity: 2, amountMinor: 185_000, currency: 'USD' as const }],
    delivery: [{ code: 'DRAY', name: 'Delivery', quantity: 1, amountMinor: 20_000, currency: 'USD' as const }],
    additional: [{ code: 'ICC', name: 'Import customs', quantity: 1, amountMinor: 10_000, currency: 'USD' as const }],
  },
};

const address = {
  contactName: 'Ana Ruiz',
  companyName: 'Acme Imports',
  taxId: 'B12345674',
  countryIsoCode: 'ES',
  city: 'Madrid',
  address: 'Calle Mayor 1',
  zipCode: '28013',
  phone: '+34 612 345 678',
  email: 'ana@acme.example',
};

describe('shipment ids (ADR 063)', () => {
  it('are SH- and six digits, and My bookings finds them by any part of their digits', () => {
    expect(formatShipmentId(123)).toBe('SH-000123');
    expect(formatShipmentId(1_234_567)).toBe('SH-1234567');
    expect(shipmentDigitsOfSearch('SH-000123')).toBe('000123');
    expect(shipmentDigitsOfSearch('sh-12')).toBe('12');
    expect(shipmentDigitsOfSearch('0001')).toBe('0001');
    expect(shipmentDigitsOfSearch('PO-4471')).toBeNull();
  });

  it("link to the booking page in the reader's language", () => {
    expect(bookingPathInLanguage('b-1', 'en')).toBe('/booking/b-1');
    expect(bookingPathInLanguage('b-1', 'ar')).toBe('/ar/booking/b-1');
  });
});

describe('a booking request against its rate', () => {
  const request = { pickupAddress: null, deliveryAddress: address, additionalServiceCodes: [], insurance: null };

  it('needs a door address exactly for the door legs the rate includes', () => {
    expect(bookingRequestProblems(request, rate)).toEqual({});
    expect(bookingRequestProblems({ ...request, deliveryAddress: null }, rate)).toEqual({
      deliveryAddress: ['validation.address.required'],
    });
    expect(bookingRequestProblems({ ...request, pickupAddress: address }, rate)).toEqual({
      pickupAddress: ['validation.notApplicable'],
    });
  });

  it("keeps additional services among the rate's own and insurance in the rate's currency", () => {
    expect(
      bookingRequestProblems(
        {
          ...request,
          additionalServiceCodes: ['ICC', 'LIFT'],
          insurance: { cargoValue: { amountMinor: 100_000, currency: 'EUR' }, usedCargo: false },
        },
        rate,
      ),
    ).toEqual({
      'additionalServiceCodes.1': ['validation.notApplicable'],
      'insurance.cargoValue.currency': ['validation.cargoValue.currency.invalid'],
    });
  });
});

describe('the charges frozen at booking', () => {
  it('are the rate lines, the additional services kept and the insurance premium', () => {
    const without = bookingChargeLinesOf(rate, { additionalServiceCodes: [], insurance: null });
    expect(without.map((line) => [line.group, line.code])).toEqual([
      ['freight', 'OFR'],
      ['delivery', 'DRAY'],
    ]);
    expect(totalOfChargeLines(without)).toBe(205_000);
    const withAll = bookingChargeLinesOf(rate, {
      additionalServiceCodes: ['ICC'],
      // 0.35 % of 1,000.00 is 3.50: the least premium (USD 50.00) applies.
      insurance: { cargoValue: { amountMinor: 100_000, currency: 'USD' }, usedCargo: false },
    });
    expect(withAll.map((line) => line.code)).toEqual(['OFR', 'DRAY', 'ICC', 'INSURANCE']);
    expect(withAll.at(-1)).toMatchObject({ group: 'others', amountMinor: 5_000, currency: 'USD' });
    expect(totalOfChargeLines(withAll)).toBe(220_000);
  });
});

describe('the cargo as the details list it', () => {
  it('lists containers, packages (kg, m³), totals, boxes and a household', () => {
    expect(bookingCargoItems({ kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] })).toEqual([
      { kind: 'container', containerType: 'DV40', quantity: 2, description: 'DV40', weightKg: null, volumeM3: null },
    ]);
    const [row] = bookingCargoItems({
      kind: 'dimensionRows',
      rows: [{ quantity: 2, length: 100, width: 50, height: 40, dimensionUnit: 'cm', weight: 100, weightUnit: 'Lb' }],
    });
    expect(row).toMatchObject({ kind: 'package', quantity: 2, weightKg: 90.718, volumeM3: 0.4 });
    expect(
      bookingCargoItems({ kind: 'totalVolume', total: { weight: 500, weightUnit: 'Kg', volume: 2, volumeUnit: 'M3' } }),
    ).toEqual([expect.objectContaining({ kind: 'total', weightKg: 500, volumeM3: 2 })]);
    expect(bookingCargoItems({ kind: 'boxes', boxes: { small: 3, medium: 0, large: 1 } })).toEqual([
      expect.objectContaining({ kind: 'box', quantity: 3, description: 'small' }),
      expect.objectContaining({ kind: 'box', quantity: 1, description: 'large' }),
    ]);
    expect(bookingCargoItems({ kind: 'apartment', apartmentType: '2BHK' })).toEqual([
      expect.objectContaining({ kind: 'household', description: '2BHK' }),
    ]);
    expect(bookingCargoItems(null)).toEqual([]);
  });

  it('estimates the arrival from the departure and the transit time', () => {
    expect(estimatedArrivalOf('2030-02-08', 18)).toBe('2030-02-26');
    expect(estimatedArrivalOf(null, 18)).toBeNull();
  });
});
