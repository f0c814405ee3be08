// The charge sheets: port charges per terminal and side, and the additional services' prices.
import { containerTypes } from '../shipping/shipment-type';
import {
  additionalServiceCodes,
  additionalServicePriceSchema,
  additionalServicePricingRules,
  chargeBases,
  portChargeSchema,
  portChargeSides,
  tariffModes,
} from '../pricing/tariff-types';
import type { RateSheetDefinition } from './rate-sheet-definition';
import {
  built,
  chargeCode,
  checkValidity,
  column,
  country,
  currencyColumn,
  enumOf,
  money,
  numberOf,
  remarksColumn,
  terminal,
  text,
  textOf,
  validityColumns,
  validityOf,
} from './rate-sheet-columns';

export const portChargeRateSheet: RateSheetDefinition = {
  kind: 'portCharges',
  columns: [
    column('port', { type: 'code', pattern: terminal }, true, 'CNSHA', ['locode', 'airport', 'terminal']),
    column('side', enumOf(portChargeSides), true, 'origin'),
    column('mode', enumOf(tariffModes), true, 'FCL'),
    column('charge_code', { type: 'code', pattern: chargeCode }, true, 'THC', ['code']),
    column('charge_name', text(120), true, 'Terminal handling', ['name', 'description']),
    column('basis', enumOf(chargeBases), true, 'perContainer'),
    column('container_type', enumOf(containerTypes), false, 'DV40', ['equipment']),
    column('amount', money, true, '120.00', ['rate', 'price']),
    column('minimum', money, false, '0', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    remarksColumn,
  ],
  schema: portChargeSchema,
  columnOfField: {
    locode: 'port',
    side: 'side',
    mode: 'mode',
    code: 'charge_code',
    name: 'charge_name',
    basis: 'basis',
    containerType: 'container_type',
    amountMinor: 'amount',
    minimumChargeMinor: 'minimum',
    currency: 'currency',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      locode: textOf(values, 'port'),
      side: textOf(values, 'side'),
      mode: textOf(values, 'mode'),
      code: textOf(values, 'charge_code'),
      name: textOf(values, 'charge_name'),
      basis: textOf(values, 'basis'),
      containerType: textOf(values, 'container_type'),
      amountMinor: numberOf(values, 'amount'),
      minimumChargeMinor: numberOf(values, 'minimum') ?? 0,
      currency: textOf(values, 'currency'),
      ...validityOf(values, context),
    };
    return built(tariff, checkValidity(tariff));
  },
  laneKeyOf: (t) => `${t.locode}|${t.side}|${t.mode}|${t.code}|${t.containerType ?? ''}`,
  amountOf: (t) => t.amountMinor as number,
};

export const additionalServicesRateSheet: RateSheetDefinition = {
  kind: 'additionalServicePrices',
  columns: [
    column('service', enumOf(additionalServiceCodes), true, 'importCustomsClearance', ['service_code', 'code']),
    column('name', text(120), true, 'Import customs clearance', ['description']),
    column('mode', enumOf(tariffModes), false, 'FCL'),
    column('country', { type: 'code', pattern: country }, false, 'US', ['country_code']),
    column('pricing_rule', enumOf(additionalServicePricingRules), true, 'fixed', ['rule']),
    column('amount', money, true, '95.00', ['price', 'rate']),
    column('percent', { type: 'decimal', min: 0, max: 1000 }, false, '', ['pct']),
    column('minimum', money, false, '0', ['min', 'minimum_charge']),
    currencyColumn,
    ...validityColumns,
    remarksColumn,
  ],
  schema: additionalServicePriceSchema,
  columnOfField: {
    code: 'service',
    name: 'name',
    mode: 'mode',
    countryIsoCode: 'country',
    pricingRule: 'pricing_rule',
    amountMinor: 'amount',
    percent: 'percent',
    minimumChargeMinor: 'minimum',
    currency: 'currency',
    validFrom: 'valid_from',
    validTo: 'valid_to',
  },
  build(values, context) {
    const tariff = {
      id: context.id,
      code: textOf(values, 'service'),
      name: textOf(values, 'name'),
      mode: textOf(values, 'mode'),
      countryIsoCode: textOf(values, 'country'),
      pricingRule: textOf(values, 'pricing_rule'),
      amountMinor: numberOf(values, 'amount'),
      percent: numberOf(values, 'percent'),
      minimumChargeMinor: numberOf(values, 'minimum') ?? 0,
      currency: textOf(values, 'currency'),
      ...validityOf(values, context),
    };
    const needsPercent = tariff.pricingRule === 'percentageWithMinimum' && tariff.percent === null;
    return built(
      tariff,
      checkValidity(tariff),
      needsPercent ? { ok: false, column: 'percent', reason: 'percentOrAmount' } : undefined,
    );
  },
  laneKeyOf: (t) => `${t.code}|${t.mode ?? ''}|${t.countryIsoCode ?? ''}`,
  amountOf: (t) => t.amountMinor as number,
};
