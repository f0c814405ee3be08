import { z } from 'zod';
import { rateEmissionsSchema } from '../emissions/rate-emissions';
import { moneySchema } from '../money/money';
import { isoDateSchema } from '../search/iso-date';
import { routeKinds } from '../search/route-kind';
import { currencies, shipmentTypes } from '../shipping/shipment-type';
import { chargeLabelSchema } from './charge-labels';
import { rateDistanceUnits, rateTags, rateTypes, type RateChargeGroup } from './rate-rules';

// The rules and lists live in rate-rules.ts (no zod there, ADR 071); the rate's contract is here.
export {
  customerViewOfRate,
  distanceInKilometres,
  isPrivateRateType,
  rateChargeGroups,
  rateDistanceUnits,
  rateTags,
  rateTypes,
  stopsOfRate,
} from './rate-rules';
export type { RateChargeGroup, RateDistanceUnit, RateTag, RateType } from './rate-rules';

/** An amount of money in integer minor units (cents) of its currency (docs/decisions/003-units-and-money.md). */
const amountMinor = z.number().int();
const nonNegativeAmountMinor = amountMinor.min(0);
const currency = z.enum(currencies);
const optionalText = z.string().nullable();

/**
 * The price of a rate (docs/product/quoting.md#rates): `total = amount − discounts + taxes`, in minor
 * units of `currency`. `sortTotal` is the same total in the quote's currency (today's exchange
 * rate, docs/product/quoting.md#prices-and-currency), so rates priced in different currencies order and filter
 * correctly.
 */
export const rateTotalSchema = z
  .object({
    total: amountMinor,
    amount: amountMinor,
    discounts: nonNegativeAmountMinor,
    taxes: nonNegativeAmountMinor,
    currency,
    sortTotal: amountMinor,
  })
  .refine((price) => price.total === price.amount - price.discounts + price.taxes, {
    message: 'total must equal amount − discounts + taxes',
    path: ['total'],
  });
export type RateTotal = z.infer<typeof rateTotalSchema>;

export const rateChargeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** What the line is, for its name in the reader's language (ADR 091); absent on quotes priced before labels. */
  label: chargeLabelSchema.optional(),
  quantity: z.number().positive(),
  amountMinor,
  currency,
});
export type RateCharge = z.infer<typeof rateChargeSchema>;

const rateChargesSchema = z.object({
  pickup: z.array(rateChargeSchema),
  portOrigin: z.array(rateChargeSchema),
  freight: z.array(rateChargeSchema),
  portDestination: z.array(rateChargeSchema),
  delivery: z.array(rateChargeSchema),
  additional: z.array(rateChargeSchema),
  taxes: z.array(rateChargeSchema),
  others: z.array(rateChargeSchema),
}) satisfies z.ZodType<Record<RateChargeGroup, RateCharge[]>>;
export type RateCharges = z.infer<typeof rateChargesSchema>;

export const rateDistanceSchema = z.object({ amount: z.number().min(0), unit: z.enum(rateDistanceUnits) });
export type RateDistance = z.infer<typeof rateDistanceSchema>;

/**
 * The main-leg tariff kinds a rate comes from, named as the rate engine names its tables (the tariff's row in rate
 * management: `/admin/rate-management/tariffs/:tariffKind/:tariffId`, docs/decisions/081-staff-quote-tools.md).
 */
export const mainLegTariffKinds = ['fclRates', 'lclRates', 'airRates', 'ltlRates', 'parcelRates'] as const;
export type MainLegTariffKind = (typeof mainLegTariffKinds)[number];

/** A customised price's trace for staff (docs/decisions/081-staff-quote-tools.md): what the rate sheet said. */
export const rateCustomisationTraceSchema = z.object({
  originalTotal: moneySchema,
  customisedAt: z.iso.datetime(),
  customisedBy: z.string(),
});
export type RateCustomisationTrace = z.infer<typeof rateCustomisationTraceSchema>;

/** Fields only internal users see (docs/product/staff.md#what-staff-see); null in what customers receive. */
export const rateInternalDataSchema = z.object({
  contractNumber: optionalText,
  contractUploadReference: optionalText,
  rateProvider: optionalText,
  supplier: optionalText,
  drayageProviders: z.array(z.string()),
  /** The tariff row the main leg was priced from; null in quotes stored before it was kept. */
  tariffKind: z.enum(mainLegTariffKinds).nullable().default(null),
  tariffId: z.string().nullable().default(null),
  /** Set when staff customised this rate's price: the customer sees only the customised one. */
  customisation: rateCustomisationTraceSchema.nullable().default(null),
});
export type RateInternalData = z.infer<typeof rateInternalDataSchema>;

/** One priced option of a quote (docs/product/quoting.md#rates), as the API answers it. */
export const rateSchema = z.object({
  uuid: z.guid(),
  shipmentType: z.enum(shipmentTypes),
  /** The route this rate prices; a partial rate prices less than the search asked for. */
  routeKind: z.enum(routeKinds),
  isPartial: z.boolean(),
  total: rateTotalSchema,
  transitTimeDays: z.number().int().min(0).nullable(),
  /** Valid until the end of this day. */
  expirationDate: isoDateSchema.nullable(),
  rateType: z.enum(rateTypes),
  publicTags: z.array(z.enum(rateTags)),
  schedule: z.object({
    /** Port (UN/LOCODE) or airport (IATA) code. */
    originPort: optionalText,
    destinationPort: optionalText,
    carrierScac: optionalText,
    departureDate: isoDateSchema.nullable(),
  }),
  pickupSchedule: z.object({ postalCode: z.string() }).nullable(),
  deliverySchedule: z.object({ postalCode: z.string() }).nullable(),
  /** Ports of transhipment, in route order; empty for a direct sailing. */
  transhipments: z.array(z.string()),
  direct: z.boolean(),
  originDistance: rateDistanceSchema.nullable(),
  destinationDistance: rateDistanceSchema.nullable(),
  suppliersInformation: z.object({ freight: optionalText, pickup: optionalText, delivery: optionalText }),
  /** The rate leaves from a port near the requested origin rather than the origin itself. */
  isNearbyOrigin: z.boolean(),
  isNearbyDestination: z.boolean(),
  freeDaysOrigin: z.number().int().min(0).nullable(),
  freeDaysDestination: z.number().int().min(0).nullable(),
  /** Container-yard cut-off: the last gate-in day at the origin terminal. */
  cyCutoff: isoDateSchema.nullable(),
  vessel: optionalText,
  voyage: optionalText,
  /** SCAC for sea, IATA airline code for air. */
  carrierCode: optionalText,
  /** Price of one kilogram (air), in minor units. */
  pricePerKilo: moneySchema.nullable(),
  flags: z.object({
    exclusiveContracted: z.boolean(),
    promoted: z.boolean(),
    spot: z.boolean(),
    express: z.boolean(),
    direct: z.boolean(),
    fastest: z.boolean(),
    cheapest: z.boolean(),
  }),
  /** Which services the total already includes (docs/product/quoting.md#rates). */
  includes: z.object({
    pickup: z.boolean(),
    originCharges: z.boolean(),
    freight: z.boolean(),
    destinationCharges: z.boolean(),
    delivery: z.boolean(),
  }),
  charges: rateChargesSchema,
  internal: rateInternalDataSchema.nullable(),
  /**
   * Estimated CO2e of the route the rate prices (docs/decisions/060-co2e-per-rate.md); null when a
   * distance is unknown. Quotes stored before the estimate existed read as null.
   */
  emissions: rateEmissionsSchema.nullable().default(null),
});
export type Rate = z.infer<typeof rateSchema>;
