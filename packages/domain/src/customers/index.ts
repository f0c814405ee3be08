// Public surface of the customer rules: types, profiles, quote categories and staff detection.
export * from './customer-type';
export * from './profiles';
export * from './quote-categories';
export * from './internal-users';
export * from './staff-customer-contracts';
