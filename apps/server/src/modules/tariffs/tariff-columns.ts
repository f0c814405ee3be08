import type {
  AdditionalServicePrice,
  AirRate,
  ExchangeRate,
  FclContractRate,
  LclRate,
  LtlRate,
  ParcelRate,
  PortCharge,
  Surcharge,
  TruckingRate,
} from '@freightdesk/domain';
import type { BulkColumn, BulkColumnType } from './bulk-insert';

/** How each tariff kind's fields map to its table's columns, for the bulk import. */

const column = <Row, Key extends keyof Row & string>(key: Key, type: BulkColumnType): BulkColumn<Row> => ({
  name: key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  type,
  value: (row) => row[key],
});

type MainLegRow = FclContractRate | LclRate | AirRate | LtlRate;

function mainLegColumns<Row extends MainLegRow>(): BulkColumn<Row>[] {
  return [
    column<Row, 'id'>('id', 'text'),
    column<Row, 'currency'>('currency', 'text'),
    column<Row, 'carrierName'>('carrierName', 'text'),
    column<Row, 'transitDays'>('transitDays', 'integer'),
    column<Row, 'departureWeekdays'>('departureWeekdays', 'smallint[]'),
    column<Row, 'rateType'>('rateType', 'text'),
    column<Row, 'isSpot'>('isSpot', 'boolean'),
    column<Row, 'isPromoted'>('isPromoted', 'boolean'),
    column<Row, 'isExclusiveContract'>('isExclusiveContract', 'boolean'),
    column<Row, 'contractNumber'>('contractNumber', 'text'),
    column<Row, 'contractUploadReference'>('contractUploadReference', 'text'),
    column<Row, 'rateProvider'>('rateProvider', 'text'),
    column<Row, 'supplier'>('supplier', 'text'),
    column<Row, 'validFrom'>('validFrom', 'date'),
    column<Row, 'validTo'>('validTo', 'date'),
  ];
}

function oceanColumns<Row extends FclContractRate | LclRate>(): BulkColumn<Row>[] {
  return [
    ...mainLegColumns<Row>(),
    column<Row, 'carrierCode'>('carrierCode', 'text'),
    column<Row, 'originLocode'>('originLocode', 'text'),
    column<Row, 'destinationLocode'>('destinationLocode', 'text'),
    column<Row, 'transhipmentLocodes'>('transhipmentLocodes', 'text[]'),
    column<Row, 'isDirect'>('isDirect', 'boolean'),
    column<Row, 'freeDaysOrigin'>('freeDaysOrigin', 'integer'),
    column<Row, 'freeDaysDestination'>('freeDaysDestination', 'integer'),
    column<Row, 'cyCutoffDaysBeforeDeparture'>('cyCutoffDaysBeforeDeparture', 'integer'),
    column<Row, 'vessel'>('vessel', 'text'),
    column<Row, 'voyage'>('voyage', 'text'),
  ];
}

export const fclRateColumns: BulkColumn<FclContractRate>[] = [
  ...oceanColumns<FclContractRate>(),
  column('containerType', 'text'),
  column('freightPerContainerMinor', 'integer'),
];

export const lclRateColumns: BulkColumn<LclRate>[] = [
  ...oceanColumns<LclRate>(),
  column('perWeightOrMeasureMinor', 'integer'),
  column('minimumChargeMinor', 'integer'),
];

export const airRateColumns: BulkColumn<AirRate>[] = [
  ...mainLegColumns<AirRate>(),
  column('airlineIataCode', 'text'),
  column('originIataCode', 'text'),
  column('destinationIataCode', 'text'),
  column('transhipmentIataCodes', 'text[]'),
  column('isDirect', 'boolean'),
  column('weightBreaks', 'jsonb'),
  column('minimumChargeMinor', 'integer'),
  column('knownShipperOnly', 'boolean'),
  column('isExpress', 'boolean'),
];

export const ltlRateColumns: BulkColumn<LtlRate>[] = [
  ...mainLegColumns<LtlRate>(),
  column('carrierCode', 'text'),
  { name: 'freight_class', type: 'text', value: (row) => String(row.freightClass) },
  column('fromWeightLb', 'float8'),
  column('toWeightLb', 'float8'),
  column('fromDistanceKm', 'float8'),
  column('toDistanceKm', 'float8'),
  column('perHundredweightMinor', 'integer'),
  column('minimumChargeMinor', 'integer'),
];

export const parcelRateColumns: BulkColumn<ParcelRate>[] = (
  ['id', 'carrierCode', 'carrierName', 'serviceName', 'zone', 'currency', 'validFrom', 'validTo'] as const
)
  .map((key) => column<ParcelRate, typeof key>(key, key.startsWith('valid') ? 'date' : 'text'))
  .concat([
    column('fromWeightKg', 'float8'),
    column('toWeightKg', 'float8'),
    column('priceMinor', 'integer'),
    column('transitDays', 'integer'),
    column('isExpress', 'boolean'),
  ]);

export const truckingRateColumns: BulkColumn<TruckingRate>[] = (
  [
    'id',
    'side',
    'mode',
    'terminalCode',
    'countryIsoCode',
    'basis',
    'containerType',
    'currency',
    'providerName',
    'validFrom',
    'validTo',
  ] as const
)
  .map((key) => column<TruckingRate, typeof key>(key, key.startsWith('valid') ? 'date' : 'text'))
  .concat([
    column('fromDistanceKm', 'float8'),
    column('toDistanceKm', 'float8'),
    column('amountMinor', 'integer'),
    column('minimumChargeMinor', 'integer'),
  ]);

export const portChargeColumns: BulkColumn<PortCharge>[] = (
  [
    'id',
    'locode',
    'side',
    'mode',
    'code',
    'name',
    'basis',
    'containerType',
    'currency',
    'validFrom',
    'validTo',
  ] as const
)
  .map((key) => column<PortCharge, typeof key>(key, key.startsWith('valid') ? 'date' : 'text'))
  .concat([column('amountMinor', 'integer'), column('minimumChargeMinor', 'integer')]);

export const surchargeColumns: BulkColumn<Surcharge>[] = (
  [
    'id',
    'code',
    'name',
    'mode',
    'carrierCode',
    'originLocode',
    'destinationLocode',
    'basis',
    'containerType',
    'currency',
    'validFrom',
    'validTo',
  ] as const
)
  .map((key) => column<Surcharge, typeof key>(key, key.startsWith('valid') ? 'date' : 'text'))
  .concat([column('amountMinor', 'integer'), column('percentOfFreight', 'float8')]);

export const additionalServicePriceColumns: BulkColumn<AdditionalServicePrice>[] = (
  ['id', 'code', 'name', 'mode', 'countryIsoCode', 'pricingRule', 'currency', 'validFrom', 'validTo'] as const
)
  .map((key) => column<AdditionalServicePrice, typeof key>(key, key.startsWith('valid') ? 'date' : 'text'))
  .concat([column('amountMinor', 'integer'), column('percent', 'float8'), column('minimumChargeMinor', 'integer')]);

export const exchangeRateColumns: BulkColumn<ExchangeRate>[] = [
  column('baseCurrency', 'text'),
  column('quoteCurrency', 'text'),
  column('rate', 'numeric'),
  column('asOfDate', 'date'),
  column('source', 'text'),
];
