// The ocean rate sheets: FCL per lane and container type with the usual surcharges, LCL per W/M with its minimum.
import { containerTypes } from '../shipping/shipment-type';
import { fclContractRateSchema, lclRateSchema } from '../pricing/tariff-types';
import type { RateSheetDefinition } from './rate-sheet-definition';
import {
  built,
  checkValidity,
  column,
  enumOf,
  money,
  numberOf,
  oceanColumns,
  oceanFieldColumns,
  oceanFieldsOf,
  textOf,
} from './rate-sheet-columns';

/** The per-container surcharges an FCL sheet carries beside the base rate (the trade's usual three). */
const fclSheetSurchargeCodes = ['BAF', 'THC', 'GRI'] as const;

export const fclRateSheet: RateSheetDefinition = {
  kind: 'fclRates',
  columns: oceanColumns([
    column('container_type', enumOf(containerTypes), true, 'DV40', ['equipment', 'container', 'eqp', 'cntr_type']),
    column('base_rate', money, true, '1850.00', ['rate', 'ocean_freight', 'of', 'base', 'freight']),
    column('baf', money, false, '210.00', ['bunker']),
    column('thc', money, false, '', ['terminal_handling']),
    column('gri', money, false, '', ['general_rate_increase']),
  ]),
  schema: fclContractRateSchema,
  columnOfField: {
    ...oceanFieldColumns,
    containerType: 'container_type',
    freightPerContainerMinor: 'base_rate',
    sheetSurcharges: 'baf',
  },
  build(values, context) {
    const sheetSurcharges = fclSheetSurchargeCodes.flatMap((code) => {
      const amountMinor = numberOf(values, code.toLowerCase());
      return amountMinor === null || amountMinor === 0 ? [] : [{ code, amountMinor }];
    });
    const tariff = {
      containerType: textOf(values, 'container_type'),
      freightPerContainerMinor: numberOf(values, 'base_rate'),
      sheetSurcharges,
      ...oceanFieldsOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) =>
    `${t.carrierCode}|${t.originLocode}|${t.destinationLocode}|${t.containerType}|${t.contractNumber ?? ''}`,
  amountOf: (t) => t.freightPerContainerMinor as number,
};

export const lclRateSheet: RateSheetDefinition = {
  kind: 'lclRates',
  columns: oceanColumns([
    column('rate_per_wm', money, true, '45.00', ['per_wm', 'wm_rate', 'rate', 'base_rate']),
    column('minimum', money, true, '90.00', ['min', 'minimum_charge']),
  ]),
  schema: lclRateSchema,
  columnOfField: { ...oceanFieldColumns, perWeightOrMeasureMinor: 'rate_per_wm', minimumChargeMinor: 'minimum' },
  build(values, context) {
    const tariff = {
      perWeightOrMeasureMinor: numberOf(values, 'rate_per_wm'),
      minimumChargeMinor: numberOf(values, 'minimum'),
      ...oceanFieldsOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) => `${t.carrierCode}|${t.originLocode}|${t.destinationLocode}|${t.contractNumber ?? ''}`,
  amountOf: (t) => t.perWeightOrMeasureMinor as number,
};

/** The usual IATA weight-break columns of an air sheet: normal (under 45 kg), +45, +100, +300, +500, +1000. */
