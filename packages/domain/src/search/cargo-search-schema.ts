import { z } from 'zod';
import { cargoSchema, numberOfVehiclesSchema } from '../cargo/cargo-schemas';
import { moneySchema } from '../money/money-schema';
import { commodityTypes } from '../shipping/shipment-type';
import {
  customBondKinds,
  freightClassNumbers,
  searchShipmentTypes,
  type CargoSearch,
  type SearchAdditionalServices,
} from './cargo-search';
import { isoDateSchema } from './iso-date-schema';
import { searchLocationSchema } from './search-location-schema';

// The cargo search's API contract, apart from its types and lists (cargo-search.ts) so that code using only those
// (the quote form) is bundled without zod's classic API (ADR 082, amendment 3; as ADR 071 did for money and dates).

export const freightClassSchema = z.union([z.literal(freightClassNumbers), z.literal('unknown')]);

export const searchAdditionalServicesSchema = z.object({
  importCustomClearance: z.boolean(),
  residencyDelivery: z.boolean(),
  liftGate: z.boolean(),
  customBond: z.enum(customBondKinds),
}) satisfies z.ZodType<SearchAdditionalServices>;

/**
 * The shape of a cargo search in the API contract (POST /api/v2/quotes). It checks types
 * only; `validCargoSearchSchema` (search-validity) adds the product spec's validity rules.
 */
export const cargoSearchSchema = z.object({
  shipmentType: z.enum(searchShipmentTypes),
  origin: searchLocationSchema,
  destination: searchLocationSchema,
  cargoReadyDate: isoDateSchema.nullable(),
  commodity: z.enum(commodityTypes).nullable(),
  isKnownShipper: z.boolean().nullable(),
  freightClass: freightClassSchema.nullable(),
  additionalServices: searchAdditionalServicesSchema,
  cargoValue: moneySchema.nullable(),
  numberOfVehicles: z.nullable(numberOfVehiclesSchema),
  cargo: z.nullable(cargoSchema),
}) satisfies z.ZodType<CargoSearch>;
