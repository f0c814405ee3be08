// The staff's requests inbox (docs/decisions/078-staff-requests-inbox.md).
export { RequestsInbox } from './components/requests-inbox';
export { RequestPage } from './components/request-page';
