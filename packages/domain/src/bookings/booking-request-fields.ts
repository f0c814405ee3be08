import { z } from 'zod';
import { moneySchema } from '../money/money';
import { isValidIsoDate } from '../search/iso-date';
import { commodityTypes } from '../shipping/shipment-type';
import { bookingServiceTypes, paymentModes, shipperTypes } from './booking-services';

/**
 * The booking call's fields other than its addresses, in the groups the booking flow asks for them
 * (docs/decisions/069-booking-flow.md). A module apart from the addresses: their tax-id validators (stdnum) are large,
 * and the browser loads them only with the first address step. `createBookingRequestSchema` is made of these.
 */

/** The customer's own reference: 35 characters, the length of a B/L or EDIFACT reference field (ADR 063). */
export const customerReferenceMaxLength = 35;
export const bookingCommentsMaxLength = 1_000;

const insuranceRequestSchema = z.object(
  {
    cargoValue: moneySchema.refine((money) => money.amountMinor >= 100, { message: 'validation.required' }),
    usedCargo: z.boolean({ error: 'validation.required' }),
  },
  { error: 'validation.required' },
);

/** Additional services: the rate's optional charges kept, and insurance. */
export const bookingServicesRequestSchema = z.object({
  /** The rate's optional additional charges (codes of its `additional` group) the customer keeps. */
  additionalServiceCodes: z
    .array(z.string().max(40), { error: 'validation.required' })
    .max(40, { error: 'validation.invalid' }),
  /** Cargo insurance, or null for none. */
  insurance: insuranceRequestSchema.nullable(),
});

/** Shipment details: commodity, ready date, the customer's reference, shipper and service types, comments. */
export const bookingShipmentRequestSchema = z.object({
  commodity: z.enum(commodityTypes, { error: 'validation.commodityType.required' }),
  cargoReadyDate: z
    .string({ error: 'validation.cargoReadyDate.required' })
    .refine(isValidIsoDate, { error: 'validation.cargoReadyDate.required' }),
  customerReferenceId: z
    .string({ error: 'validation.customerReference.required' })
    .trim()
    .min(1, { error: 'validation.customerReference.required', abort: true })
    .max(customerReferenceMaxLength, { error: 'validation.maxLength' }),
  shipperType: z.enum(shipperTypes, { error: 'validation.required' }),
  serviceType: z.enum(bookingServiceTypes, { error: 'validation.required' }),
  comments: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(bookingCommentsMaxLength, { error: 'validation.maxLength' }),
});

/** How the booking will be paid. */
export const bookingPaymentRequestSchema = z.object({
  paymentMode: z.enum(paymentModes, { error: 'validation.required' }),
});
