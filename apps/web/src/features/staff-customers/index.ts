// The staff console's All customers and customer page (docs/product/staff.md#all-customers, ADR 075).
export { CustomersList } from './components/customers-list';
export { CustomerPage } from './components/customer-page';
