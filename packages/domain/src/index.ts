// The public surface of @freightdesk/domain: pure rules shared by the server and the web app.
export * from './errors/error-catalogue';
export * from './customers';
export * from './i18n/languages';
export * from './brand/service-switches';
export * from './brand/feature-flags';
export * from './brand/brand-configuration';
export * from './navigation/quote-menu';
export * from './dates';
export * from './shipping';
export * from './units';
export * from './cargo';
export * from './commodities';
export * from './search';
export * from './rates';
export * from './accounts';
export * from './money';
export * from './pricing';
