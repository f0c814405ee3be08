import type { AirWeightBreak, ServiceRotation } from '@freightdesk/domain';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/**
 * The tariffs the rate engine prices from (docs/product/quoting.md#rate-engine), one table per kind, each column one
 * field of the domain's tariff types (packages/domain/src/pricing/tariff-types.ts): amounts in
 * integer minor units of `currency`, dates as `yyyy-mm-dd` (valid_to included), distances in km.
 * Rows are replaced wholesale by a rate-sheet import (modules/tariffs).
 */

const validity = {
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
};

/** The commercial fields of every main-leg tariff (ocean, air, road). */
const mainLeg = () => ({
  id: text('id').primaryKey(),
  currency: text('currency').notNull(),
  carrierName: text('carrier_name'),
  transitDays: integer('transit_days').notNull(),
  /** 0 = Sunday … 6 = Saturday. */
  departureWeekdays: smallint('departure_weekdays').array().notNull(),
  rateType: text('rate_type').notNull(),
  isSpot: boolean('is_spot').notNull(),
  isPromoted: boolean('is_promoted').notNull(),
  isExclusiveContract: boolean('is_exclusive_contract').notNull(),
  contractNumber: text('contract_number'),
  contractUploadReference: text('contract_upload_reference'),
  rateProvider: text('rate_provider'),
  supplier: text('supplier'),
  ...validity,
});

const oceanRoute = () => ({
  carrierCode: text('carrier_code').notNull(),
  originLocode: text('origin_locode').notNull(),
  destinationLocode: text('destination_locode').notNull(),
  transhipmentLocodes: text('transhipment_locodes').array().notNull(),
  isDirect: boolean('is_direct').notNull(),
  freeDaysOrigin: integer('free_days_origin'),
  freeDaysDestination: integer('free_days_destination'),
  cyCutoffDaysBeforeDeparture: integer('cy_cutoff_days_before_departure'),
  vessel: text('vessel'),
  voyage: text('voyage'),
  /** Vessels, voyage numbering and price steps of a scheduled service: one rate per sailing (ADR 062). */
  // json, not jsonb: kept as written (never queried into); on the demo load it costs a third of what jsonb did.
  serviceRotation: json('service_rotation').$type<ServiceRotation>(),
});

/** Ocean FCL contract rates: one row per lane × carrier × container type × validity. */
export const fclRates = pgTable(
  'fcl_rates',
  {
    ...mainLeg(),
    ...oceanRoute(),
    containerType: text('container_type').notNull(),
    freightPerContainerMinor: integer('freight_per_container_minor').notNull(),
    /** A rate sheet's per-container BAF, THC, GRI on the row (ADR 079); null: none. */
    sheetSurcharges: json('sheet_surcharges').$type<{ code: string; amountMinor: number }[]>(),
  },
  // The quote engine asks for the lanes between sets of ports, per container type, still valid.
  (table) => [
    index('fcl_rates_lane_idx').on(table.originLocode, table.destinationLocode, table.containerType, table.validTo),
  ],
);

export const lclRates = pgTable(
  'lcl_rates',
  {
    ...mainLeg(),
    ...oceanRoute(),
    perWeightOrMeasureMinor: integer('per_weight_or_measure_minor').notNull(),
    minimumChargeMinor: integer('minimum_charge_minor').notNull(),
  },
  (table) => [index('lcl_rates_lane_idx').on(table.originLocode, table.destinationLocode, table.validTo)],
);

export const airRates = pgTable(
  'air_rates',
  {
    ...mainLeg(),
    airlineIataCode: text('airline_iata_code').notNull(),
    originIataCode: text('origin_iata_code').notNull(),
    destinationIataCode: text('destination_iata_code').notNull(),
    transhipmentIataCodes: text('transhipment_iata_codes').array().notNull(),
    isDirect: boolean('is_direct').notNull(),
    /** Ascending `fromKg`; a handful per rate, always read with it. */
    weightBreaks: jsonb('weight_breaks').$type<AirWeightBreak[]>().notNull(),
    minimumChargeMinor: integer('minimum_charge_minor').notNull(),
    knownShipperOnly: boolean('known_shipper_only').notNull(),
    isExpress: boolean('is_express').notNull(),
    /** Aircraft, flight number and price steps of scheduled flights: one rate per flight (ADR 062). */
    serviceRotation: json('service_rotation').$type<ServiceRotation>(),
  },
  (table) => [index('air_rates_lane_idx').on(table.originIataCode, table.destinationIataCode, table.validTo)],
);

/** US LTL: carrier × freight class × weight band × distance band. */
export const ltlRates = pgTable(
  'ltl_rates',
  {
    ...mainLeg(),
    carrierCode: text('carrier_code').notNull(),
    /** "50" … "500" or "unknown" (the domain's freight classes, as text). */
    freightClass: text('freight_class').notNull(),
    fromWeightLb: doublePrecision('from_weight_lb').notNull(),
    toWeightLb: doublePrecision('to_weight_lb'),
    fromDistanceKm: doublePrecision('from_distance_km').notNull(),
    toDistanceKm: doublePrecision('to_distance_km'),
    perHundredweightMinor: integer('per_hundredweight_minor').notNull(),
    minimumChargeMinor: integer('minimum_charge_minor').notNull(),
  },
  (table) => [index('ltl_rates_class_idx').on(table.freightClass, table.validTo)],
);

export const parcelRates = pgTable(
  'parcel_rates',
  {
    id: text('id').primaryKey(),
    carrierCode: text('carrier_code').notNull(),
    carrierName: text('carrier_name'),
    serviceName: text('service_name').notNull(),
    zone: text('zone').notNull(),
    fromWeightKg: doublePrecision('from_weight_kg').notNull(),
    toWeightKg: doublePrecision('to_weight_kg'),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    transitDays: integer('transit_days').notNull(),
    isExpress: boolean('is_express').notNull(),
    ...validity,
  },
  (table) => [index('parcel_rates_zone_idx').on(table.zone, table.validTo)],
);

/** Pickup and delivery trucking by distance band, per country (and optionally per terminal). */
export const truckingRates = pgTable(
  'trucking_rates',
  {
    id: text('id').primaryKey(),
    side: text('side').notNull(),
    mode: text('mode').notNull(),
    terminalCode: text('terminal_code'),
    countryIsoCode: text('country_iso_code').notNull(),
    fromDistanceKm: doublePrecision('from_distance_km').notNull(),
    toDistanceKm: doublePrecision('to_distance_km'),
    basis: text('basis').notNull(),
    containerType: text('container_type'),
    amountMinor: integer('amount_minor').notNull(),
    minimumChargeMinor: integer('minimum_charge_minor').notNull(),
    currency: text('currency').notNull(),
    providerName: text('provider_name').notNull(),
    ...validity,
  },
  (table) => [index('trucking_rates_country_idx').on(table.countryIsoCode, table.side, table.mode)],
);

/** Terminal charges at a port (UN/LOCODE) or airport (IATA): THC, documentation, … */
export const portCharges = pgTable(
  'port_charges',
  {
    id: text('id').primaryKey(),
    locode: text('locode').notNull(),
    side: text('side').notNull(),
    mode: text('mode').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    basis: text('basis').notNull(),
    containerType: text('container_type'),
    amountMinor: integer('amount_minor').notNull(),
    minimumChargeMinor: integer('minimum_charge_minor').notNull(),
    currency: text('currency').notNull(),
    ...validity,
  },
  (table) => [index('port_charges_terminal_idx').on(table.locode, table.side, table.mode)],
);

/** BAF, PSS, …: null lane or carrier columns match every lane or carrier. */
export const surcharges = pgTable(
  'surcharges',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mode: text('mode').notNull(),
    carrierCode: text('carrier_code'),
    originLocode: text('origin_locode'),
    destinationLocode: text('destination_locode'),
    basis: text('basis').notNull(),
    containerType: text('container_type'),
    amountMinor: integer('amount_minor').notNull(),
    percentOfFreight: doublePrecision('percent_of_freight'),
    currency: text('currency').notNull(),
    ...validity,
  },
  (table) => [index('surcharges_mode_idx').on(table.mode, table.validTo)],
);

export const additionalServicePrices = pgTable('additional_service_prices', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  mode: text('mode'),
  countryIsoCode: text('country_iso_code'),
  pricingRule: text('pricing_rule').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  percent: doublePrecision('percent'),
  minimumChargeMinor: integer('minimum_charge_minor').notNull(),
  currency: text('currency').notNull(),
  ...validity,
});

/** 1 base = rate quote, as of a day (docs/decisions/003-units-and-money.md); numeric keeps the decimal exact. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    rate: numeric('rate').notNull(),
    asOfDate: date('as_of_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
  },
  (table) => [primaryKey({ columns: [table.baseCurrency, table.quoteCurrency, table.asOfDate] })],
);
