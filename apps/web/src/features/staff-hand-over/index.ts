// The hand-over to the console's host: `/auth?section=` and `/token-forwarder` (ADR 075).
export { StaffHandOver } from './components/staff-hand-over';
