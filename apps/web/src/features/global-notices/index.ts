export { GlobalNotices } from './components/global-notices';
export { pageTopId } from './page-top';
export { readCookieConsent, type CookieConsent } from './api/cookie-consent';
