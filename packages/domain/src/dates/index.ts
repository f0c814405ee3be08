// Public surface of the date rules: calendar-day arithmetic, cargo-ready labels, greeting.
export * from './calendar-date';
export * from './cargo-ready';
export * from './greeting';
