import { z } from 'zod';
import { currencies } from '../shipping/shipment-type';
import { cargoMessageKeys as keys } from './cargo-message-keys';
import {
  cargoFieldRules,
  dimensionRowsMinimum,
  hasBox,
  hasContainer,
  type CargoFieldRule,
  type CargoNumberRule,
} from './cargo-shape';
import { cargoValueMinimum, numberOfVehiclesMinimum } from './cargo-value';

/**
 * The cargo a search carries as the API takes it (docs/product/quoting.md#search, docs/product/quoting.md#cargo): the
 * server's 422 field errors and OpenAPI. Built from the shape rules of cargo-shape.ts, which the quote form checks
 * without zod (ADR 082, amendment 4): the same issues, keys and order.
 */

function numberSchema(rule: CargoNumberRule) {
  const number = z.number({ error: rule.required });
  const whole = rule.integer === undefined ? number : number.int({ error: rule.integer });
  const { value, exclusive, key } = rule.minimum;
  return exclusive ? whole.gt(value, { error: key }) : whole.min(value, { error: key });
}

/** A choice field's schema takes its list's values, a number field's a number. */
type FieldSchema<Rule> = Rule extends { choices: readonly (infer Choice extends string)[] }
  ? z.ZodEnum<{ [Value in Choice]: Value }>
  : z.ZodNumber;

function fieldSchema<Rule extends CargoFieldRule>(rule: Rule): FieldSchema<Rule> {
  const schema = 'choices' in rule ? z.enum(rule.choices, { error: rule.key }) : numberSchema(rule);
  return schema as FieldSchema<Rule>;
}

/** An object schema of a part's field rules, in their order. */
function partSchema<Rules extends Record<string, CargoFieldRule>>(rules: Rules) {
  const shape = Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fieldSchema(rule)]));
  return z.object(shape as { [Field in keyof Rules]: FieldSchema<Rules[Field]> });
}

export const cargoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('containers'),
    containers: z.array(partSchema(cargoFieldRules.container)).refine(hasContainer, { error: keys.containerRequired }),
  }),
  z.object({
    kind: z.literal('dimensionRows'),
    rows: z.array(partSchema(cargoFieldRules.row)).min(dimensionRowsMinimum, { error: keys.dimensionRowRequired }),
  }),
  z.object({ kind: z.literal('totalVolume'), total: partSchema(cargoFieldRules.total) }),
  z.object({
    kind: z.literal('boxes'),
    boxes: partSchema(cargoFieldRules.boxes).refine(hasBox, { error: keys.boxQuantityNeeded }),
  }),
  z.object({ kind: z.literal('apartment'), ...partSchema(cargoFieldRules.apartment).shape }),
]);

/**
 * Declared cargo value as a form takes it (whole currency units, e.g. 1500.50): required, at
 * least 1, in a supported currency. The API carries it as `Money` (minor units, ADR 003).
 */
export const cargoValueFormSchema = z.object({
  amount: z.number({ error: keys.cargoValueRequired }).min(cargoValueMinimum, { error: keys.cargoValueMin }),
  currency: z.enum(currencies, { error: keys.currencyInvalid }),
});

export const numberOfVehiclesSchema = z
  .number({ error: keys.numberOfVehiclesRequired })
  .int({ error: keys.numberOfVehiclesInteger })
  .min(numberOfVehiclesMinimum, { error: keys.numberOfVehiclesMin });
