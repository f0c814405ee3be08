import * as z from 'zod/mini';
import { containerTypes, currencies } from '../shipping/shipment-type';
import { apartmentTypes, dimensionUnits, volumeUnits, weightUnits } from './cargo-items';
import { cargoMessageKeys as keys } from './cargo-message-keys';
import { cargoValueMinimum, numberOfVehiclesMinimum } from './cargo-value';

/**
 * Shapes of the cargo a search carries (docs/product/quoting.md#search, docs/product/quoting.md#cargo), shared by the
 * server (422 field errors) and the web forms. Every message is an i18n key. Caps (rows, volume, weight …) are
 * not shape rules: checkCargoLimits reports them as CARGO_LIMIT_EXCEEDED.
 *
 * Written with zod's functional build (`zod/mini`, same core and issues as the classic API, ADR 082 amendment 3): the
 * quote form checks the cargo's shape as it is typed, and the classic API's methods (every schema carries all of
 * them, and the JSON-schema writer) would add ~15 kB gzip to the form. The server's classic schemas nest these ones
 * as they are (`z.nullable(cargoSchema)`).
 */
const positive = (key: string) => z.number({ error: key }).check(z.positive({ error: key }));
/** A whole number: `required` when not a number, `integer` when it has a fraction (classic `.int()`). */
const whole = (required: string, integer: string) => z.number({ error: required }).check(z.int({ error: integer }));

export const weightUnitSchema = z.enum(weightUnits, { error: keys.weightUnitInvalid });
export const dimensionUnitSchema = z.enum(dimensionUnits, { error: keys.dimensionUnitInvalid });
export const volumeUnitSchema = z.enum(volumeUnits, { error: keys.volumeUnitInvalid });

/** A row is valid only when quantity, weight, length, width and height are each above 0. */
export const dimensionRowSchema = z.object({
  quantity: whole(keys.quantityRequired, keys.quantityInteger).check(z.positive({ error: keys.quantityPositive })),
  length: positive(keys.lengthPositive),
  width: positive(keys.widthPositive),
  height: positive(keys.heightPositive),
  dimensionUnit: dimensionUnitSchema,
  weight: positive(keys.weightPositive),
  weightUnit: weightUnitSchema,
});

export const containerItemSchema = z.object({
  containerType: z.enum(containerTypes, { error: keys.containerTypeInvalid }),
  quantity: whole(keys.containerQuantityInteger, keys.containerQuantityInteger).check(
    z.minimum(0, { error: keys.containerQuantityMin }),
  ),
});

/** Total-volume search: weight and volume above 0 with their units. */
export const totalVolumeItemSchema = z.object({
  weight: positive(keys.weightPositive),
  weightUnit: weightUnitSchema,
  volume: positive(keys.volumePositive),
  volumeUnit: volumeUnitSchema,
});

const boxQuantity = whole(keys.boxQuantityRequired, keys.boxQuantityInteger).check(
  z.minimum(0, { error: keys.boxQuantityMin }),
);

/** Partial household: each count a whole number, at least 0, and at least one size above 0. */
export const boxCountsSchema = z
  .object({ small: boxQuantity, medium: boxQuantity, large: boxQuantity })
  .check(
    z.refine((boxes) => boxes.small > 0 || boxes.medium > 0 || boxes.large > 0, { error: keys.boxQuantityNeeded }),
  );

export const apartmentTypeSchema = z.enum(apartmentTypes, { error: keys.apartmentTypeRequired });

export const cargoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('containers'),
    containers: z
      .array(containerItemSchema)
      .check(z.refine((items) => items.some((item) => item.quantity > 0), { error: keys.containerRequired })),
  }),
  z.object({
    kind: z.literal('dimensionRows'),
    rows: z.array(dimensionRowSchema).check(z.minLength(1, { error: keys.dimensionRowRequired })),
  }),
  z.object({ kind: z.literal('totalVolume'), total: totalVolumeItemSchema }),
  z.object({ kind: z.literal('boxes'), boxes: boxCountsSchema }),
  z.object({ kind: z.literal('apartment'), apartmentType: apartmentTypeSchema }),
]);

/**
 * Declared cargo value as a form takes it (whole currency units, e.g. 1500.50): required, at
 * least 1, in a supported currency. The API carries it as `Money` (minor units, ADR 003).
 */
export const cargoValueFormSchema = z.object({
  amount: z
    .number({ error: keys.cargoValueRequired })
    .check(z.minimum(cargoValueMinimum, { error: keys.cargoValueMin })),
  currency: z.enum(currencies, { error: keys.currencyInvalid }),
});

export const numberOfVehiclesSchema = whole(keys.numberOfVehiclesRequired, keys.numberOfVehiclesInteger).check(
  z.minimum(numberOfVehiclesMinimum, { error: keys.numberOfVehiclesMin }),
);
