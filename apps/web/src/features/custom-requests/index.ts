export { ECommerceSolution } from './components/e-commerce-solution';
export { CustomAirQuoteRequest, CustomQuoteRequest } from './components/custom-quote-request';
