// Public surface of the money rules: integer minor units + ISO currency, exact rounding, formatting.
export { moneyRoundingModes, defaultMoneyRoundingMode, type MoneyRoundingMode } from './decimal-rounding';
export * from './money';
export * from './price-format';
export * from './default-currency';
