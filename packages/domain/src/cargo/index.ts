// Public surface of the cargo rules; see the modules beside this file.
export * from './cargo-items';
export * from './cargo-defaults';
export * from './household-cargo';
export * from './cargo-maths';
export * from './cargo-totals';
export * from './cargo-input-rules';
export * from './cargo-limit-sets';
export * from './check-cargo-limits';
export * from './cargo-value';
export * from './container-overweight';
export * from './cargo-message-keys';
export * from './cargo-shape';
export * from './cargo-schemas';
export * from './cargo-summary';
