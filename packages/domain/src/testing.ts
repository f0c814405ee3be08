// `@freightdesk/domain/testing`: examples and fixtures for tests (and documentation), kept out of
// the public entry so that no application code ships them. Import them in tests only.
export * from './pricing/pricing-examples';
export * from './pricing/tariff-examples';
export * from './rates/rate-example';
