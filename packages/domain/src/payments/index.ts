// Public surface of the payment rules: modes and fees, bank details, credit, options and the payment calls' contracts.
export * from './payment-fees';
export * from './bank-details';
export * from './payment-configuration';
export * from './payment-credit';
export * from './payment-options';
export * from './payment-reference';
export * from './payment-contracts';
