// Public surface of the date rules: calendar-day arithmetic, working days, cargo-ready labels, greeting.
export * from './calendar-date';
export * from './working-days';
export * from './cargo-ready';
export * from './greeting';
