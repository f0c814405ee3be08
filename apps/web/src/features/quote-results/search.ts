// The results of a search address and of a combined quote (docs/decisions/071-quote-journey-speed.md): a second entry
// of the feature, loaded on demand, because decoding an address takes the cargo schemas that `/quotes/:id` never needs.
export { SearchResults } from './components/search-results';
export { CombinedQuoteResults } from './components/combined-quote-results';
