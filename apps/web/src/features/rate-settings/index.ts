export { RateSettingsPage } from './components/rate-settings-page';
