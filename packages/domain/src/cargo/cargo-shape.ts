import { containerTypes } from '../shipping/shipment-type';
import {
  apartmentTypes,
  dimensionUnits,
  volumeUnits,
  weightUnits,
  type BoxCounts,
  type Cargo,
  type ContainerItem,
} from './cargo-items';
import { cargoMessageKeys as keys } from './cargo-message-keys';

/**
 * The cargo's shape rules (docs/product/quoting.md#cargo) as plain data, their one source (ADR 082, amendment 4):
 * `cargoShapeIssues` below checks a cargo with them (the quote form, as it is typed, without zod), and the server's
 * `cargoSchema` (cargo-schemas.ts) is built from them (its 422 answers and OpenAPI). Every message is an i18n key.
 * Caps (rows, volume, weight …) are not shape rules: checkCargoLimits reports them as CARGO_LIMIT_EXCEEDED.
 */

/** A number field: `required` when not a finite number, `integer` when it has a fraction, then its minimum. */
export interface CargoNumberRule {
  required: string;
  integer?: string;
  minimum: { value: number; exclusive: boolean; key: string };
}

/** A field taking one of a list's values. */
export interface CargoChoiceRule {
  choices: readonly string[];
  key: string;
}

export type CargoFieldRule = CargoNumberRule | CargoChoiceRule;

const above = (value: number, key: string) => ({ value, exclusive: true, key });
const atLeast = (value: number, key: string) => ({ value, exclusive: false, key });
const measure = (key: string): CargoNumberRule => ({ required: key, minimum: above(0, key) });
const boxCount: CargoNumberRule = {
  required: keys.boxQuantityRequired,
  integer: keys.boxQuantityInteger,
  minimum: atLeast(0, keys.boxQuantityMin),
};

/** Each cargo part's fields, in the order they are checked. */
export const cargoFieldRules = {
  container: {
    containerType: { choices: containerTypes, key: keys.containerTypeInvalid },
    quantity: {
      required: keys.containerQuantityInteger,
      integer: keys.containerQuantityInteger,
      minimum: atLeast(0, keys.containerQuantityMin),
    },
  },
  /** A row is valid only when quantity, weight, length, width and height are each above 0. */
  row: {
    quantity: {
      required: keys.quantityRequired,
      integer: keys.quantityInteger,
      minimum: above(0, keys.quantityPositive),
    },
    length: measure(keys.lengthPositive),
    width: measure(keys.widthPositive),
    height: measure(keys.heightPositive),
    dimensionUnit: { choices: dimensionUnits, key: keys.dimensionUnitInvalid },
    weight: measure(keys.weightPositive),
    weightUnit: { choices: weightUnits, key: keys.weightUnitInvalid },
  },
  /** Total-volume search: weight and volume above 0 with their units. */
  total: {
    weight: measure(keys.weightPositive),
    weightUnit: { choices: weightUnits, key: keys.weightUnitInvalid },
    volume: measure(keys.volumePositive),
    volumeUnit: { choices: volumeUnits, key: keys.volumeUnitInvalid },
  },
  /** Partial household: each count a whole number, at least 0 (and at least one size above 0, below). */
  boxes: { small: boxCount, medium: boxCount, large: boxCount },
  apartment: { apartmentType: { choices: apartmentTypes, key: keys.apartmentTypeRequired } },
} as const satisfies Record<string, Record<string, CargoFieldRule>>;

/** At least one container is asked for (a quantity above 0). */
export const hasContainer = (containers: readonly ContainerItem[]): boolean =>
  containers.some((item) => item.quantity > 0);
/** At least one box size above 0. */
export const hasBox = (boxes: BoxCounts): boolean => boxes.small > 0 || boxes.medium > 0 || boxes.large > 0;
export const dimensionRowsMinimum = 1;

/** One thing wrong with a cargo's shape: where (`rows.0.length`, as parts) and the i18n key saying what. */
export interface CargoShapeIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a cargo's shape, as the server's schema reports it (same issues, same order; a half-typed number
 * is NaN or missing: its field's `required` key). On one field a wrong type or a fraction stops its other checks, and a
 * list's or the boxes' own rule is checked once their fields have the right types (zod's order). A part of the wrong
 * structure (an unknown kind, a list that is not one) is the server schema's to report.
 */
export function cargoShapeIssues(cargo: Cargo): CargoShapeIssue[] {
  const issues: CargoShapeIssue[] = [];
  /** Checks `value`'s fields; false when one has the wrong type (the part's own rule is then not checked). */
  const checkFields = (rules: Record<string, CargoFieldRule>, value: unknown, path: (string | number)[]) => {
    let typed = true;
    for (const [field, rule] of Object.entries(rules)) {
      const issue = fieldIssue(rule, (value as Record<string, unknown> | undefined)?.[field]);
      if (issue === undefined) continue;
      issues.push({ path: [...path, field], message: issue.key });
      typed &&= !issue.stops;
    }
    return typed;
  };
  switch (cargo.kind) {
    case 'containers': {
      if (!Array.isArray(cargo.containers)) break;
      let typed = true;
      cargo.containers.forEach((item, index) => {
        typed = checkFields(cargoFieldRules.container, item, ['containers', index]) && typed;
      });
      if (typed && !hasContainer(cargo.containers)) {
        issues.push({ path: ['containers'], message: keys.containerRequired });
      }
      break;
    }
    case 'dimensionRows':
      if (!Array.isArray(cargo.rows)) break;
      cargo.rows.forEach((row, index) => checkFields(cargoFieldRules.row, row, ['rows', index]));
      if (cargo.rows.length < dimensionRowsMinimum) issues.push({ path: ['rows'], message: keys.dimensionRowRequired });
      break;
    case 'totalVolume':
      checkFields(cargoFieldRules.total, cargo.total, ['total']);
      break;
    case 'boxes':
      if (checkFields(cargoFieldRules.boxes, cargo.boxes, ['boxes']) && !hasBox(cargo.boxes)) {
        issues.push({ path: ['boxes'], message: keys.boxQuantityNeeded });
      }
      break;
    case 'apartment':
      checkFields(cargoFieldRules.apartment, cargo, []);
      break;
  }
  return issues;
}

/** The cargo has none of the issues above (a form's half-typed cargo may have some). */
export const isCargoShaped = (cargo: Cargo): boolean => cargoShapeIssues(cargo).length === 0;

/** A field's first issue; `stops` when it ends the field's checks (a wrong type or a fraction). */
function fieldIssue(rule: CargoFieldRule, value: unknown): { key: string; stops: boolean } | undefined {
  if ('choices' in rule) {
    return typeof value === 'string' && rule.choices.includes(value) ? undefined : { key: rule.key, stops: true };
  }
  // What zod's `number` accepts: not NaN, not ±Infinity.
  if (typeof value !== 'number' || !Number.isFinite(value)) return { key: rule.required, stops: true };
  if (rule.integer !== undefined && !Number.isInteger(value)) return { key: rule.integer, stops: true };
  const { minimum } = rule;
  const meets = minimum.exclusive ? value > minimum.value : value >= minimum.value;
  return meets ? undefined : { key: minimum.key, stops: false };
}
