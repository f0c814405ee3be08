export { BookingDetails } from './components/booking-details';
