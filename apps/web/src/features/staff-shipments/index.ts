export { StaffShipments } from './components/staff-shipments';
export { RequoteButton, RequoteDialog } from './components/requote-dialog';
