export { RateManagement } from './components/rate-management';
export { RateSheetVersionPage } from './components/rate-sheet-version';
export { TariffRowPage } from './components/tariff-row';
