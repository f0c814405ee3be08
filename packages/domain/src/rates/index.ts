// Public surface of the rates rules: the rate contract, tags, sort orders, filters,
// validity and booking eligibility, quote types and partial routes (examples: ../testing.ts).
export * from './rate';
export * from './charge-labels';
export * from './charge-line-name';
export * from './rate-sort';
export * from './rate-tags';
export * from './rate-filters';
export * from './rate-validity';
export * from './quote-type';
export * from './rate-exclusions';
export * from './best-rates';
export * from './rate-filter-options';
export * from './rate-breakdown';
