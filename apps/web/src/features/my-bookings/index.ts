export { MyBookings } from './components/my-bookings';
export { BookingsNeedingAction } from './components/bookings-needing-action';
