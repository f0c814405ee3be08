// Public surface of the quote rules: what a quote request may ask, how long a quote lasts,
// what it includes and how "My quotes" filters.
export * from './quote-admission';
export * from './quote';
