import { z } from 'zod';
import type { Cargo } from '../cargo/cargo-items';
import { fallbackLanguage, type Language } from '../i18n/languages';
import type { Rate } from '../rates/rate';
import { rateChargeGroups } from '../rates/rate';
import { addDaysToIsoDate } from '../search/iso-date';
import type { Currency } from '../shipping/shipment-type';
import type { BookingChargeLine, BookingDetails, CreateBookingRequest } from './booking-contracts';
import { insurancePremiumMinor } from './booking-services';
import { laterPartyRoles } from './booking-address';

/**
 * What a booking is made of when it is made (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md):
 * its shipment id, the charge lines frozen from the rate, the addresses the rate asks for, the cargo as listed.
 */

/** `SH-` and the shipment number on six digits (more when it outgrows them): `SH-000123`. */
export function formatShipmentId(shipmentNumber: number): string {
  return `SH-${String(shipmentNumber).padStart(6, '0')}`;
}

/**
 * The digits to look for in shipment numbers when My bookings is searched with `text` (`SH-0001`,
 * `sh-12`, `000123`), or null when the text is not a shipment id.
 */
export function shipmentDigitsOfSearch(text: string): string | null {
  const match = /^(?:sh-?)?(\d+)$/i.exec(text.trim());
  return match?.[1] ?? null;
}

/** The booking page in a language: `/booking/{uuid}`, under `/<language>` except in English. */
export function bookingPathInLanguage(bookingUuid: string, language: Language): string {
  return language === fallbackLanguage ? `/booking/${bookingUuid}` : `/${language}/booking/${bookingUuid}`;
}

/** The insurance line's code and the group it is billed in. */
export const insuranceChargeCode = 'INSURANCE';

/** Whether the booking needs a pickup / delivery address: the rate includes that door leg. */
export function doorAddressesNeeded(rate: Pick<Rate, 'includes'>): { pickup: boolean; delivery: boolean } {
  return { pickup: rate.includes.pickup, delivery: rate.includes.delivery };
}

export type BookingRequestProblem = Record<string, string[]>;

/**
 * What in a booking request does not fit its rate, by field: a pickup (delivery) address exactly
 * when the rate includes pickup (delivery); additional services among the rate's own; insurance in
 * the booking's currency. Empty when it fits.
 */
export function bookingRequestProblems(
  request: Pick<CreateBookingRequest, 'pickupAddress' | 'deliveryAddress' | 'additionalServiceCodes' | 'insurance'>,
  rate: Pick<Rate, 'includes' | 'charges' | 'total'>,
): BookingRequestProblem {
  const problems: BookingRequestProblem = {};
  const needed = doorAddressesNeeded(rate);
  if (needed.pickup && request.pickupAddress === null) problems['pickupAddress'] = ['validation.address.required'];
  if (!needed.pickup && request.pickupAddress !== null) problems['pickupAddress'] = ['validation.notApplicable'];
  if (needed.delivery && request.deliveryAddress === null)
    problems['deliveryAddress'] = ['validation.address.required'];
  if (!needed.delivery && request.deliveryAddress !== null) problems['deliveryAddress'] = ['validation.notApplicable'];
  const offered = new Set(rate.charges.additional.map((charge) => charge.code));
  request.additionalServiceCodes.forEach((code, position) => {
    if (!offered.has(code)) problems[`additionalServiceCodes.${position}`] = ['validation.notApplicable'];
  });
  if (request.insurance !== null && request.insurance.cargoValue.currency !== rate.total.currency) {
    problems['insurance.cargoValue.currency'] = ['validation.cargoValue.currency.invalid'];
  }
  return problems;
}

/**
 * The charge lines frozen at booking (revision 0): the rate's lines in group order, its additional
 * services only where the customer kept them, and the insurance premium when insurance was chosen.
 */
export function bookingChargeLinesOf(
  rate: Pick<Rate, 'charges' | 'total'>,
  request: Pick<CreateBookingRequest, 'additionalServiceCodes' | 'insurance'>,
): BookingChargeLine[] {
  const kept = new Set(request.additionalServiceCodes);
  const lines: BookingChargeLine[] = rateChargeGroups.flatMap((group) =>
    rate.charges[group]
      .filter((charge) => group !== 'additional' || kept.has(charge.code))
      .map((charge) => ({ group, ...charge })),
  );
  if (request.insurance !== null) {
    const { amountMinor, currency } = request.insurance.cargoValue;
    lines.push({
      group: 'others',
      code: insuranceChargeCode,
      name: 'Cargo insurance',
      label: { key: 'cargoInsurance' },
      quantity: 1,
      amountMinor: insurancePremiumMinor(amountMinor, currency),
      currency,
    });
  }
  return lines;
}

/** The total of charge lines in one currency, in minor units. */
export function totalOfChargeLines(lines: readonly Pick<BookingChargeLine, 'amountMinor'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}

/** Whether every line is in the booking's currency (a revised quote's lines must be). */
export function chargeLinesInCurrency(lines: readonly Pick<BookingChargeLine, 'currency'>[], currency: Currency) {
  return lines.every((line) => line.currency === currency);
}

type CargoItem = BookingDetails['cargoDetails']['items'][number];

const kilogramsPerPound = 0.45359237;
const cubicMetresPer = { M3: 1, FT3: 0.028316846592, IN3: 0.000016387064 } as const;
const metresPer = { cm: 0.01, in: 0.0254 } as const;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The cargo as the details' cargo items list it (weights in kg, volumes in m³). */
export function bookingCargoItems(cargo: Cargo | null): CargoItem[] {
  if (cargo === null) return [];
  const none = { containerType: null, weightKg: null, volumeM3: null };
  switch (cargo.kind) {
    case 'containers':
      return cargo.containers.map((item) => ({
        ...none,
        kind: 'container',
        containerType: item.containerType,
        quantity: item.quantity,
        description: item.containerType,
      }));
    case 'dimensionRows':
      return cargo.rows.map((row) => {
        const metre = metresPer[row.dimensionUnit];
        const kilograms = row.weightUnit === 'Lb' ? row.weight * kilogramsPerPound : row.weight;
        return {
          ...none,
          kind: 'package',
          quantity: row.quantity,
          description: `${row.length} × ${row.width} × ${row.height} ${row.dimensionUnit}`,
          weightKg: round3(kilograms * row.quantity),
          volumeM3: round3(row.length * metre * row.width * metre * row.height * metre * row.quantity),
        };
      });
    case 'totalVolume': {
      const { weight, weightUnit, volume, volumeUnit } = cargo.total;
      return [
        {
          ...none,
          kind: 'total',
          quantity: 1,
          description: 'total',
          weightKg: round3(weightUnit === 'Lb' ? weight * kilogramsPerPound : weight),
          volumeM3: round3(volume * cubicMetresPer[volumeUnit]),
        },
      ];
    }
    case 'boxes':
      return Object.entries(cargo.boxes)
        .filter(([, quantity]) => quantity > 0)
        .map(([size, quantity]) => ({ ...none, kind: 'box', quantity, description: size }));
    case 'apartment':
      return [{ ...none, kind: 'household', quantity: 1, description: cargo.apartmentType }];
  }
}

/** One line naming the route, e.g. `FCL · Shanghai (CNSHA) → Los Angeles (USLAX)`, for mails. */
export function bookingRouteLine(
  mode: string,
  origin: { code: string; name: string },
  destination: { code: string; name: string },
): string {
  return `${mode} · ${origin.name} (${origin.code}) → ${destination.name} (${destination.code})`;
}

/** Whether the party a customer gives later fits the booking (pickup and delivery only for door legs). */
export function laterPartyAllowed(role: string, needed: { pickup: boolean; delivery: boolean }): boolean {
  if (role === 'pickup') return needed.pickup;
  if (role === 'delivery') return needed.delivery;
  return true;
}

/** The estimated arrival: departure plus the transit time, when both are known. */
export function estimatedArrivalOf(departure: string | null, transitTimeDays: number | null): string | null {
  return departure === null || transitTimeDays === null ? null : addDaysToIsoDate(departure, transitTimeDays);
}

/**
 * The booking calls' path parameters. A booking id is any short text: one that is not a booking's
 * uuid answers 422 BOOKING_NOT_FOUND (the product's code), not a validation error.
 */
const bookingIdSchema = z.string().min(1).max(64);
export const createBookingParamsSchema = z.object({ quoteId: z.string().min(1).max(64), rateUuid: z.string().max(64) });
export const bookingParamsSchema = z.object({ bookingUuid: bookingIdSchema });
export const bookingPartyParamsSchema = z.object({ bookingUuid: bookingIdSchema, role: z.enum(laterPartyRoles) });
export const revisedQuoteParamsSchema = z.object({ bookingUuid: bookingIdSchema, revisedQuoteUuid: bookingIdSchema });
/** The `Idempotency-Key` header as the OpenAPI document shows it (its absence answers 400 IDEMPOTENCY_KEY_REQUIRED). */
export const idempotencyKeyHeadersSchema = z.object({ 'idempotency-key': z.string().optional() });
