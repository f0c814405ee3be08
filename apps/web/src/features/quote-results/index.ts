export { QuoteResults, type QuoteResultsProps } from './components/quote-results';
export { SearchResults, type SearchResultsProps } from './components/search-results';
export { CombinedQuoteResults, type CombinedQuoteResultsProps } from './components/combined-quote-results';
export type { QuoteResultsSlots } from './lib/slots';
