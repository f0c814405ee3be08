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

/**
 * A whole tariff set, as a rate sheet or the demo generator gives it: what an import replaces.
 * Iterables, so a million FCL rows can stream from the generator into the database.
 */
export interface TariffSet {
  fclRates: Iterable<FclContractRate>;
  lclRates: Iterable<LclRate>;
  airRates: Iterable<AirRate>;
  ltlRates: Iterable<LtlRate>;
  parcelRates: Iterable<ParcelRate>;
  truckingRates: Iterable<TruckingRate>;
  portCharges: Iterable<PortCharge>;
  surcharges: Iterable<Surcharge>;
  additionalServicePrices: Iterable<AdditionalServicePrice>;
  exchangeRates: Iterable<ExchangeRate>;
}

export type TariffCounts = { [Kind in keyof TariffSet]: number };
