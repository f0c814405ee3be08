// Staff tools on a quote (docs/decisions/081-staff-quote-tools.md): a rate's tariff row and its price as CSV or
// PDF, rendered by the results page through a slot. The customise page is its own entry (`./customise`), so the
// results chunk does not carry it.
export { StaffRateTools, type StaffRateToolsProps } from './components/staff-rate-tools';
