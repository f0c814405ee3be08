// The customise-quote page of the staff console (docs/decisions/081-staff-quote-tools.md).
export { CustomiseQuote, type CustomiseQuoteProps } from './components/customise-quote';
