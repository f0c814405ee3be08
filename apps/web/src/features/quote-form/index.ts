export { QuoteForm } from './components/quote-form';
