/**
 * The analytics events of the quote results (docs/product/quoting.md#results-screen): the quote shown with rates,
 * a quote shown without any, a rate chosen.
 */
export const quoteResultsEventNames = {
  quoteDisplayed: 'quote_displayed',
  noQuoteShown: 'no_quote_shown',
  quoteSelected: 'quote_selected',
} as const;
