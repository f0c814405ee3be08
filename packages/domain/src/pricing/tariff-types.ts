// The schemas of the ten tariff kinds, table-shaped: one per kind, side by side (ADR 035).
import { z } from 'zod';
import { freightClassSchema } from '../search/cargo-search-schema';
import { isoDateSchema } from '../search/iso-date';
import { rateTypes } from '../rates/rate';
import { containerTypes, currencies } from '../shipping/shipment-type';

/**
 * The tariffs the rate engine prices from (docs/product/quoting.md#rate-engine): what staff upload as rate sheets and
 * what the demo generator produces. Amounts are integer minor units (`…Minor`) of `currency`;
 * dates are ISO `yyyy-mm-dd` calendar days, `validTo` included; distances are kilometres.
 * The zod schemas validate imported rate sheets; the types are what the engine reads.
 */

const amountMinorSchema = z.number().int().min(0);
const currencySchema = z.enum(currencies);
const optionalTextSchema = z.string().nullable();
/** Days of the week a service departs: 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`). */
const weekdaySchema = z.number().int().min(0).max(6);
const distanceKmSchema = z.number().min(0);
/** A percentage as a number of percent: 12.5 means 12.5 %. */
const percentSchema = z.number().min(0).max(1000);

/** Tariff modes a priced charge can belong to. */
export const tariffModes = ['FCL', 'LCL', 'AIR', 'LTL', 'PARCEL'] as const;
export type TariffMode = (typeof tariffModes)[number];

const validitySchema = z.object({
  validFrom: isoDateSchema,
  /** Last day the tariff applies (inclusive). */
  validTo: isoDateSchema,
});

/** Commercial fields every main-leg tariff (ocean, air, road) carries. */
const mainLegFieldsSchema = validitySchema.extend({
  id: z.string().min(1),
  currency: currencySchema,
  /** Display name of the carrier (the carrier lookup's name for `carrierCode`). */
  carrierName: optionalTextSchema,
  transitDays: z.number().int().min(0),
  departureWeekdays: z.array(weekdaySchema),
  rateType: z.enum(rateTypes),
  isSpot: z.boolean(),
  isPromoted: z.boolean(),
  isExclusiveContract: z.boolean(),
  // Internal-only fields (docs/product/staff.md#what-staff-see): shown to internal users only.
  contractNumber: optionalTextSchema,
  contractUploadReference: optionalTextSchema,
  rateProvider: optionalTextSchema,
  supplier: optionalTextSchema,
});

export const voyageNumberings = ['isoWeek', 'rotation', 'fixed'] as const;
export type VoyageNumbering = (typeof voyageNumberings)[number];

/**
 * A scheduled service's rotation (docs/decisions/062-sailings-from-tariffs.md): the vessels (ocean) or aircraft
 * (air) that take its departures in turn, how each departure's voyage (or flight) number is written, and the
 * percent added to the freight of each departure in turn. A tariff carrying one is priced once per departure in
 * the quote's sailing period (see `sailingsOf`); without one, once, on its next departure.
 */
export const serviceRotationSchema = z.object({
  vessels: z.array(z.string().min(1)).min(1),
  /**
   * `isoWeek`: the last digit of the ISO year and the ISO week of the departure ("448" for week 48 of 2024);
   * `rotation`: each ship's own number, one more each time it comes round (from `voyageOffset`); `fixed`: none
   * (a flight number is all prefix).
   */
  voyageNumbering: z.enum(voyageNumberings),
  voyagePrefix: z.string(),
  voyageSuffix: z.string(),
  /** Digits of the number, zero-padded (`isoWeek`, `rotation`). */
  voyageDigits: z.number().int().min(1).max(6),
  voyageOffset: z.number().int().min(0),
  /** Percent added to the freight of the departures in turn (departure k: `pricePercents[k mod length]`). */
  pricePercents: z.array(z.number().min(-50).max(100)),
});
export type ServiceRotation = z.infer<typeof serviceRotationSchema>;

const oceanRouteFieldsSchema = z.object({
  /** Carrier SCAC (or the consolidator's code for LCL). */
  carrierCode: z.string().min(1),
  originLocode: z.string().min(5).max(5),
  destinationLocode: z.string().min(5).max(5),
  /** Ports of transhipment in route order; empty for a direct sailing. */
  transhipmentLocodes: z.array(z.string()),
  isDirect: z.boolean(),
  freeDaysOrigin: z.number().int().min(0).nullable(),
  freeDaysDestination: z.number().int().min(0).nullable(),
  /** The container-yard cut-off: this many days before the departure date. */
  cyCutoffDaysBeforeDeparture: z.number().int().min(0).nullable(),
  vessel: optionalTextSchema,
  voyage: optionalTextSchema,
  /** The service's rotation: one rate per sailing in the quote's period; null: one rate (a rate sheet may omit it). */
  serviceRotation: serviceRotationSchema.nullable().default(null),
});

/** Ocean full-container contract rate: one lane × one container type. */
export const fclContractRateSchema = mainLegFieldsSchema.extend(oceanRouteFieldsSchema.shape).extend({
  containerType: z.enum(containerTypes),
  freightPerContainerMinor: amountMinorSchema,
  /**
   * Per-container surcharges a rate sheet gives on the row itself (BAF, THC, GRI: docs/decisions/079-rate-sheets.md),
   * in `currency`: freight lines beside the base rate. Absent or null: none.
   */
  sheetSurcharges: z.array(z.object({ code: z.string().min(1).max(10), amountMinor: amountMinorSchema })).nullish(),
});
export type FclContractRate = z.infer<typeof fclContractRateSchema>;

/**
 * Ocean loose cargo: priced per W/M ("weight or measure", the larger of cubic metres and
 * tonnes, i.e. 1 m³ = 1000 kg), with a minimum charge.
 */
export const lclRateSchema = mainLegFieldsSchema.extend(oceanRouteFieldsSchema.shape).extend({
  perWeightOrMeasureMinor: amountMinorSchema,
  minimumChargeMinor: amountMinorSchema,
});
export type LclRate = z.infer<typeof lclRateSchema>;

/** One air weight break: from this chargeable weight up, each kilogram costs `perKgMinor`. */
export const airWeightBreakSchema = z.object({ fromKg: z.number().min(0), perKgMinor: amountMinorSchema });
export type AirWeightBreak = z.infer<typeof airWeightBreakSchema>;

/** Air freight per chargeable kilogram (6000 cm³/kg), by weight break, with a minimum charge. */
export const airRateSchema = mainLegFieldsSchema.extend({
  /** Airline IATA code (two characters). */
  airlineIataCode: z.string().min(2).max(3),
  originIataCode: z.string().length(3),
  destinationIataCode: z.string().length(3),
  transhipmentIataCodes: z.array(z.string()),
  isDirect: z.boolean(),
  weightBreaks: z.array(airWeightBreakSchema).min(1),
  minimumChargeMinor: amountMinorSchema,
  /** Only shippers known to the airline (secured supply chain) may use this rate. */
  knownShipperOnly: z.boolean(),
  isExpress: z.boolean(),
  /** The flights' rotation (aircraft, flight number): one rate per flight in the quote's period; null: one rate. */
  serviceRotation: serviceRotationSchema.nullable().default(null),
});
export type AirRate = z.infer<typeof airRateSchema>;

/**
 * US less-than-truckload: one row per carrier × freight class × weight band × distance band,
 * in cents per 100 lb (hundredweight) with a minimum charge. Bands include their lower bound
 * and exclude their upper bound; a null upper bound is open-ended.
 */
export const ltlRateSchema = mainLegFieldsSchema.extend({
  carrierCode: z.string().min(1),
  freightClass: freightClassSchema,
  fromWeightLb: z.number().min(0),
  toWeightLb: z.number().positive().nullable(),
  fromDistanceKm: distanceKmSchema,
  toDistanceKm: distanceKmSchema.nullable(),
  perHundredweightMinor: amountMinorSchema,
  minimumChargeMinor: amountMinorSchema,
});
export type LtlRate = z.infer<typeof ltlRateSchema>;

/** Parcel / courier: a price per shipment by carrier zone and weight band (kg, upper bound excluded). */
export const parcelRateSchema = validitySchema.extend({
  id: z.string().min(1),
  carrierCode: z.string().min(1),
  carrierName: optionalTextSchema,
  serviceName: z.string().min(1),
  zone: z.string().min(1),
  fromWeightKg: z.number().min(0),
  toWeightKg: z.number().positive().nullable(),
  priceMinor: amountMinorSchema,
  currency: currencySchema,
  transitDays: z.number().int().min(0),
  isExpress: z.boolean(),
});
export type ParcelRate = z.infer<typeof parcelRateSchema>;

export const truckingSides = ['pickup', 'delivery'] as const;
export type TruckingSide = (typeof truckingSides)[number];

/** How a trucking, port or surcharge amount is applied. */
export const chargeBases = ['perContainer', 'perShipment', 'perKg', 'perWeightOrMeasure'] as const;
export type ChargeBasis = (typeof chargeBases)[number];

/**
 * Pickup (door → terminal) or delivery (terminal → door) trucking by distance band. FCL legs
 * are priced per container (optionally per container type), LCL/AIR legs per kg or per
 * shipment; `minimumChargeMinor` applies to the leg's total.
 */
export const truckingRateSchema = validitySchema.extend({
  id: z.string().min(1),
  side: z.enum(truckingSides),
  mode: z.enum(tariffModes),
  /** The port or airport the leg runs to or from; null = any terminal in `countryIsoCode`. */
  terminalCode: optionalTextSchema,
  countryIsoCode: z.string().length(2),
  fromDistanceKm: distanceKmSchema,
  /** Upper bound, excluded; null = open-ended. */
  toDistanceKm: distanceKmSchema.nullable(),
  basis: z.enum(chargeBases),
  /** For `perContainer`: the container type it prices; null = every type. */
  containerType: z.enum(containerTypes).nullable(),
  amountMinor: amountMinorSchema,
  minimumChargeMinor: amountMinorSchema,
  currency: currencySchema,
  /** The drayage / trucking provider (an internal-only field of the rate). */
  providerName: z.string().min(1),
});
export type TruckingRate = z.infer<typeof truckingRateSchema>;

export const portChargeSides = ['origin', 'destination'] as const;
export type PortChargeSide = (typeof portChargeSides)[number];

/** A terminal charge at a port or airport (THC, documentation, …). */
export const portChargeSchema = validitySchema.extend({
  id: z.string().min(1),
  /** UN/LOCODE of the port or IATA code of the airport. */
  locode: z.string().min(3),
  side: z.enum(portChargeSides),
  mode: z.enum(tariffModes),
  code: z.string().min(1),
  name: z.string().min(1),
  basis: z.enum(chargeBases),
  containerType: z.enum(containerTypes).nullable(),
  amountMinor: amountMinorSchema,
  minimumChargeMinor: amountMinorSchema,
  currency: currencySchema,
});
export type PortCharge = z.infer<typeof portChargeSchema>;

/**
 * A freight surcharge (BAF, PSS, …): either `percentOfFreight` percent of the freight amount or
 * a fixed `amountMinor` on `basis`. Null lane or carrier fields match every lane or carrier.
 */
export const surchargeSchema = validitySchema.extend({
  id: z.string().min(1),
  code: z.string().min(1),
  name: z.string().min(1),
  mode: z.enum(tariffModes),
  carrierCode: optionalTextSchema,
  originLocode: optionalTextSchema,
  destinationLocode: optionalTextSchema,
  basis: z.enum(chargeBases),
  containerType: z.enum(containerTypes).nullable(),
  /** Fixed amount per basis unit; ignored when `percentOfFreight` is set. */
  amountMinor: amountMinorSchema,
  percentOfFreight: percentSchema.nullable(),
  currency: currencySchema,
});
export type Surcharge = z.infer<typeof surchargeSchema>;

/** The additional services of docs/product/quoting.md#additional-services, as billing-item codes. */
export const additionalServiceCodes = [
  'exportCustomsClearance',
  'importCustomsClearance',
  'insurance',
  'solasVgmScaleFee',
  'blCourierNational',
  'blCourierInternational',
  'certificateOfOrigin',
  'residentialPickup',
  'residentialDelivery',
  'liftGatePickup',
  'liftGateDelivery',
  'pharmacyCertificate',
  'soivre',
  'phytosanitaryCertificate',
  'veterinaryCertificate',
  'healthCertificate',
  'validationOfTitles',
  'waiver',
  'eur1',
  'permit',
  'importClearanceGuidance',
  'bmsbFumigation',
  'continuousBond',
  'singleEntryBond',
  'seal',
  'packing',
  'unpacking',
] as const;
export type AdditionalServiceCode = (typeof additionalServiceCodes)[number];

/**
 * How an additional service is priced: `fixed` per shipment; `percentageWithMinimum` percent
 * of the declared cargo value, never less than the minimum (insurance, single-entry bond);
 * `perUnit` per container (FCL) or per package (other modes).
 */
export const additionalServicePricingRules = ['fixed', 'percentageWithMinimum', 'perUnit'] as const;
export type AdditionalServicePricingRule = (typeof additionalServicePricingRules)[number];

export const additionalServicePriceSchema = validitySchema.extend({
  id: z.string().min(1),
  code: z.enum(additionalServiceCodes),
  name: z.string().min(1),
  /** Null = every mode. */
  mode: z.enum(tariffModes).nullable(),
  /** Country where the service is performed (e.g. import clearance); null = any. */
  countryIsoCode: z.string().length(2).nullable(),
  pricingRule: z.enum(additionalServicePricingRules),
  amountMinor: amountMinorSchema,
  percent: percentSchema.nullable(),
  minimumChargeMinor: amountMinorSchema,
  currency: currencySchema,
});
export type AdditionalServicePrice = z.infer<typeof additionalServicePriceSchema>;

/**
 * A dated exchange rate staff maintain (docs/decisions/003-units-and-money.md): 1 `baseCurrency` = `rate`
 * `quoteCurrency`. The rate is a decimal string ("0.9234", at most 10 decimals) so it is stored exactly.
 */
export const exchangeRateSchema = z.object({
  baseCurrency: currencySchema,
  quoteCurrency: currencySchema,
  rate: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,10})?$/, 'a positive decimal such as 0.9234')
    .refine((text) => Number(text) > 0),
  asOfDate: isoDateSchema,
  source: z.string().min(1),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/**
 * A terminal (port or airport) that can serve one end of a search, with its distance in km
 * from the requested place: 0 for the requested port itself, the great-circle distance for a
 * nearby port, the road distance from the postal code for a door end (the pickup or
 * delivery leg's length).
 */
export interface CandidateTerminal {
  code: string;
  distanceKm: number;
}

/**
 * Everything the server hands the engine for one search: the terminals around each end and
 * the tariffs touching them (exact and nearby), trucking, port charges, surcharges,
 * additional-service prices and exchange rates. The engine filters by validity, radius and
 * mode itself, so the server may over-select; it never queries anything.
 */
export interface PricingCandidates {
  originTerminals: readonly CandidateTerminal[];
  destinationTerminals: readonly CandidateTerminal[];
  fclRates: readonly FclContractRate[];
  lclRates: readonly LclRate[];
  airRates: readonly AirRate[];
  ltlRates: readonly LtlRate[];
  parcelRates: readonly ParcelRate[];
  truckingRates: readonly TruckingRate[];
  portCharges: readonly PortCharge[];
  surcharges: readonly Surcharge[];
  additionalServicePrices: readonly AdditionalServicePrice[];
  exchangeRates: readonly ExchangeRate[];
  /** Road distance door to door (postal code to postal code), for LTL; null when unknown. */
  roadDistanceKm: number | null;
  /** The parcel carrier zone between the two ends, when the server knows it. */
  parcelZone: string | null;
}

/** Candidates with nothing in them, to spread in tests and for searches nothing serves. */
export const emptyPricingCandidates: PricingCandidates = {
  originTerminals: [],
  destinationTerminals: [],
  fclRates: [],
  lclRates: [],
  airRates: [],
  ltlRates: [],
  parcelRates: [],
  truckingRates: [],
  portCharges: [],
  surcharges: [],
  additionalServicePrices: [],
  exchangeRates: [],
  roadDistanceKm: null,
  parcelZone: null,
};
