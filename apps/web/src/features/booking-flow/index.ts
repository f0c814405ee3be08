export { RateBookingPage } from './components/rate-booking-page';
export { BookingFlow, type BookedResult, type BookingFlowProps } from './components/booking-flow';
export { BookingReceived, type BookingReceivedProps } from './components/booking-received';
