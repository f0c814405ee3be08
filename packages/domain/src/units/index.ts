// Public surface of the units rules; see the modules beside this file.
export * from './conversion-factors';
export * from './unit-conversions';
export * from './measure-rounding';
