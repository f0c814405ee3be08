// Public surface of the quote rules: what a quote request may ask, how long a quote lasts,
// what it includes and how "My quotes" filters; and the quote calls' contracts.
export * from './quote-admission';
export * from './quote';
export * from './quote-contracts';
export * from './quote-share-contracts';
export * from './quote-places';
export * from './route-map-points';
export * from './combined-quote';
export * from './quote-form-service';
export * from './quote-wizard';
export * from './quote-form-findings';
export * from './onboarding-quote-link';
export * from './quote-customisation';
export * from './quote-customisation-contracts';
