// Public surface of the emissions rules: GLEC v3 default intensities, TEU of containers, a rate's
// CO2e estimate and its display rounding (docs/decisions/060-co2e-per-rate.md).
export * from './emission-factors';
export * from './container-teu';
export * from './rate-emissions';
export * from './co2e-display';
