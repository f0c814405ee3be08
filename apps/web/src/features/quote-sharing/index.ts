// Share a quote by e-mail, copy its address, save it (docs/product/booking.md#sharing, ADR 059).
// The results page renders `QuoteActions` through a slot its route fills (features never import each other).
export { QuoteActions, type QuoteActionsProps } from './components/quote-actions';
