// Public surface of the pricing engine: tariff types and the functions that price a search.
export * from './tariff-types';
export { priceSearch, type PriceSearchOptions, type PricedSearch } from './price-quote';
export {
  rateChargesOfItems,
  serviceItemKinds,
  serviceItemKindOfGroup,
  type ServiceItemKind,
  type PricedChargeItem,
} from './charge-items';
export type { AppliedExchangeRate } from './currency-conversion';
export {
  quoteRatesInCurrency,
  type StoredQuoteRates,
  type QuoteRatesInCurrency,
  type QuoteCurrencyOptions,
} from './quote-currency';
export { airFreightCharge, type AirFreightCharge } from './air-freight';
export { weightOrMeasureOf } from './lcl-offers';
export { freightClassForDensity } from './ltl-offers';
export { fclContainersOf, householdLoadM3ByContainerType } from './household-containers';
export { nextDepartureDate, cyCutoffDate, isTariffApplicable } from './tariff-schedule';
export { requestedAdditionalServices } from './additional-services';
export { offerEmissions, type LegDistances, type OfferEmissionsContext } from './offer-emissions';
export { sailingsOf, amountForSailing, sailingWindowDays, type Sailing } from './sailings';
