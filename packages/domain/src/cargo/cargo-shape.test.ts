import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Cargo } from './cargo-items';
import { cargoMessageKeys as keys } from './cargo-message-keys';
import { cargoSchema, cargoValueFormSchema, numberOfVehiclesSchema } from './cargo-schemas';
import { cargoShapeIssues } from './cargo-shape';

const schemaMessagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/**
 * A cargo's messages, once both checks have given the same issues (paths and keys, in order): the quote form's
 * (`cargoShapeIssues`) and the server's (`cargoSchema`), built from the same rules.
 */
const messagesOf = (cargo: unknown) => {
  const server = cargoSchema.safeParse(cargo);
  const serverIssues = server.success ? [] : server.error.issues.map(({ path, message }) => ({ path, message }));
  expect(cargoShapeIssues(cargo as Cargo)).toEqual(serverIssues);
  return serverIssues.map((issue) => issue.message);
};

const validRow = { quantity: 1, length: 10, width: 10, height: 10, dimensionUnit: 'cm', weight: 5, weightUnit: 'Kg' };

describe('dimension row: quantity, weight, length, width, height each above 0; units Kg/Lb and cm/in', () => {
  it('accepts a complete row', () => {
    expect(messagesOf({ kind: 'dimensionRows', rows: [validRow] })).toEqual([]);
    expect(cargoSchema.parse({ kind: 'dimensionRows', rows: [validRow] })).toEqual({
      kind: 'dimensionRows',
      rows: [validRow],
    });
  });

  it.each([
    ['quantity', 0, keys.quantityPositive],
    ['quantity', 1.5, keys.quantityInteger],
    ['quantity', undefined, keys.quantityRequired],
    ['length', 0, keys.lengthPositive],
    ['width', -1, keys.widthPositive],
    ['height', 0, keys.heightPositive],
    ['weight', 0, keys.weightPositive],
    ['weightUnit', 'kg', keys.weightUnitInvalid],
    ['dimensionUnit', 'mm', keys.dimensionUnitInvalid],
  ])('%s = %s is refused with %s', (field, value, key) => {
    expect(messagesOf({ kind: 'dimensionRows', rows: [validRow, { ...validRow, [field]: value }] })).toEqual([key]);
  });
});

describe('total-volume item: w and v above 0, wu Kg or Lb, vu M3, IN3 or FT3', () => {
  const validTotal = { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' };

  it.each(['M3', 'FT3', 'IN3'])('accepts volume unit %s', (volumeUnit) => {
    expect(messagesOf({ kind: 'totalVolume', total: { ...validTotal, volumeUnit } })).toEqual([]);
  });

  it.each([
    ['weight', 0, keys.weightPositive],
    ['volume', 0, keys.volumePositive],
    ['weightUnit', 'KG', keys.weightUnitInvalid],
    ['volumeUnit', 'CBM', keys.volumeUnitInvalid],
  ])('%s = %s is refused with %s', (field, value, key) => {
    expect(messagesOf({ kind: 'totalVolume', total: { ...validTotal, [field]: value } })).toEqual([key]);
  });
});

describe('container items', () => {
  it.each([
    [{ containerType: 'DV20', quantity: 0 }, []],
    [{ containerType: 'DV20', quantity: -1 }, [keys.containerQuantityMin]],
    [{ containerType: 'DV20', quantity: 1.5 }, [keys.containerQuantityInteger]],
    [{ containerType: 'XX99', quantity: 1 }, [keys.containerTypeInvalid]],
  ])('%o gives %o', (item, expected) => {
    const oneAboveZero = { containerType: 'DV20', quantity: 1 };
    expect(messagesOf({ kind: 'containers', containers: [oneAboveZero, item] })).toEqual(expected);
  });

  it('a container cargo needs at least one line above 0', () => {
    const noneAboveZero = { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 0 }] };
    expect(messagesOf(noneAboveZero)).toEqual([keys.containerRequired]);
  });
});

describe('box counts: required, integer, at least 0, at least one size above 0 ("Box Quantity Needed")', () => {
  it.each([
    [{ small: 1, medium: 0, large: 0 }, []],
    [{ small: 0, medium: 0, large: 0 }, [keys.boxQuantityNeeded]],
    [{ small: -1, medium: 2, large: 0 }, [keys.boxQuantityMin]],
    [{ small: 1.5, medium: 0, large: 0 }, [keys.boxQuantityInteger]],
    [{ medium: 1, large: 0 }, [keys.boxQuantityRequired]],
  ])('%o gives %o', (boxes, expected) => {
    expect(messagesOf({ kind: 'boxes', boxes })).toEqual(expected);
  });

  it('the dialog title key is exported for "Box Quantity Needed"', () => {
    expect(keys.boxQuantityNeededTitle).toBe('cargo.boxQuantityNeeded.title');
  });
});

describe('the cargo union', () => {
  it.each([
    { kind: 'dimensionRows', rows: [validRow] },
    { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
    { kind: 'boxes', boxes: { small: 0, medium: 2, large: 0 } },
    { kind: 'apartment', apartmentType: '4BHK' },
    { kind: 'containers', containers: [{ containerType: 'DV40HC', quantity: 2 }] },
  ])('accepts a $kind cargo', (cargo) => {
    expect(messagesOf(cargo)).toEqual([]);
  });

  it('an apartment size is required for an entire household', () => {
    expect(messagesOf({ kind: 'apartment' })).toEqual([keys.apartmentTypeRequired]);
    expect(messagesOf({ kind: 'apartment', apartmentType: '5BHK' })).toEqual([keys.apartmentTypeRequired]);
  });

  it('dimension cargo needs a row', () => {
    expect(messagesOf({ kind: 'dimensionRows', rows: [] })).toEqual([keys.dimensionRowRequired]);
  });

  it('a half-typed number (NaN from an empty field) is required, in the form and on the server alike', () => {
    expect(messagesOf({ kind: 'dimensionRows', rows: [{ ...validRow, quantity: Number.NaN }] })).toEqual([
      keys.quantityRequired,
    ]);
  });

  it('the server refuses an unknown kind (its structure)', () => {
    expect(cargoSchema.safeParse({ kind: 'pallets' }).success).toBe(false);
  });
});

describe('cargo value and vehicles', () => {
  it.each([
    [{ amount: 1, currency: 'USD' }, []],
    [{ amount: 0.99, currency: 'EUR' }, [keys.cargoValueMin]],
    [{ currency: 'USD' }, [keys.cargoValueRequired]],
    [{ amount: 10, currency: 'GBP' }, [keys.currencyInvalid]],
  ])('cargo value %o gives %o', (value, expected) => {
    expect(schemaMessagesOf(cargoValueFormSchema, value)).toEqual(expected);
  });

  it.each([
    [1, []],
    [3, []],
    [0, [keys.numberOfVehiclesMin]],
    [1.5, [keys.numberOfVehiclesInteger]],
    [undefined, [keys.numberOfVehiclesRequired]],
  ])('number of vehicles %s gives %o', (value, expected) => {
    expect(schemaMessagesOf(numberOfVehiclesSchema, value)).toEqual(expected);
  });
});
