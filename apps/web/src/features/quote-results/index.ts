export { QuoteResults, type QuoteResultsProps } from './components/quote-results';
export type { QuoteResultsSlots } from './lib/slots';
// The search addresses and combined quotes decode the address (the cargo schemas): `./search`, a chunk of its own.
export type { SearchResultsProps } from './components/search-results';
export type { CombinedQuoteResultsProps } from './components/combined-quote-results';
