import { AccessForbiddenModal } from './access-forbidden-modal';
import { BackToTopButton } from './back-to-top-button';
import { CookieConsentBanner } from './cookie-consent-banner';
import { UnknownErrorModal } from './unknown-error-modal';
import { UpdatesAvailableModal } from './updates-available-modal';

/**
 * Everything that floats above every page (docs/product/shell.md#global-notices). What is mounted here is only the
 * listening (error bus, update check, scroll): each dialog's UI is fetched the first time it
 * opens. The cookie banner is plain and renders with the first page.
 */
export function GlobalNotices() {
  return (
    <>
      <UnknownErrorModal />
      <AccessForbiddenModal />
      <UpdatesAvailableModal />
      <CookieConsentBanner />
      <BackToTopButton />
    </>
  );
}
