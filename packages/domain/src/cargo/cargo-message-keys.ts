import type { CargoLimitDialog } from './check-cargo-limits';

/** i18n keys of the cargo rules; the web app holds the texts. */
export const cargoMessageKeys = {
  quantityRequired: 'validation.cargo.quantity.required',
  quantityInteger: 'validation.cargo.quantity.integer',
  quantityPositive: 'validation.cargo.quantity.positive',
  lengthPositive: 'validation.cargo.length.positive',
  widthPositive: 'validation.cargo.width.positive',
  heightPositive: 'validation.cargo.height.positive',
  weightPositive: 'validation.cargo.weight.positive',
  volumePositive: 'validation.cargo.volume.positive',
  weightUnitInvalid: 'validation.cargo.weightUnit.invalid',
  dimensionUnitInvalid: 'validation.cargo.dimensionUnit.invalid',
  volumeUnitInvalid: 'validation.cargo.volumeUnit.invalid',
  containerTypeInvalid: 'validation.cargo.containerType.invalid',
  containerQuantityInteger: 'validation.cargo.containerQuantity.integer',
  containerQuantityMin: 'validation.cargo.containerQuantity.min',
  containerRequired: 'validation.cargo.containers.required',
  dimensionRowRequired: 'validation.cargo.rows.required',
  boxQuantityRequired: 'validation.cargo.boxQuantity.required',
  boxQuantityInteger: 'validation.cargo.boxQuantity.integer',
  boxQuantityMin: 'validation.cargo.boxQuantity.min',
  /** Body of the dialog titled "Box Quantity Needed": at least one box size above 0. */
  boxQuantityNeeded: 'validation.cargo.boxQuantity.needed',
  /** Dialog title "Box Quantity Needed" (docs/product/quoting.md#cargo). */
  boxQuantityNeededTitle: 'cargo.boxQuantityNeeded.title',
  apartmentTypeRequired: 'validation.cargo.apartmentType.required',
  cargoValueRequired: 'validation.cargoValue.required',
  cargoValueMin: 'validation.cargoValue.min',
  currencyInvalid: 'validation.cargoValue.currency.invalid',
  continuousBondRequired: 'validation.customBond.continuousRequired',
  numberOfVehiclesRequired: 'validation.numberOfVehicles.required',
  numberOfVehiclesInteger: 'validation.numberOfVehicles.integer',
  numberOfVehiclesMin: 'validation.numberOfVehicles.min',
  /**
   * Title of the "Cargo limit exceeded" dialog (docs/product/quoting.md#cargo-limits); the body is one key per dialog
   * variant.
   */
  cargoLimitExceededTitle: 'cargo.limitExceeded.title',
} as const;

/** Body of the "Cargo limit exceeded" dialog, one per variant of cargoLimitDialogs. */
export const cargoLimitDialogMessageKeys = {
  lclVolumeOrWeight: 'cargo.limitExceeded.lclVolumeOrWeight',
  fclContainerCount: 'cargo.limitExceeded.fclContainerCount',
  quantity: 'cargo.limitExceeded.quantity',
  combinedVolume: 'cargo.limitExceeded.combinedVolume',
  measurements: 'cargo.limitExceeded.measurements',
} as const satisfies Record<CargoLimitDialog, string>;
