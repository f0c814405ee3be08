import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../api/cookie-consent';
import { Button } from '@/components/ui/button';
import { BannerRegion, ChoiceLabel, ChoiceList, ChoiceSwitch } from './cookie-consent-parts';
import { useRoomBelowPage } from './use-room-below-page';

/**
 * The cookie consent banner (docs/product/shell.md#global-notices): shown until the visitor answers, then gone.
 * Necessary cookies are always on; performance and marketing are the visitor's choice. A non-modal region at the
 * bottom of the page: the page stays usable, Tab reaches the switches and buttons, and the page has room below its
 * end to scroll out from under it. Every first-time visitor sees it, so it is drawn with native elements (no MUI
 * Switch, Paper or ripple) and ships with the start-up code (ADR 026).
 */
export function CookieConsentBanner({ onAnswer }: { onAnswer?: (consent: CookieConsent) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [isAnswered, setIsAnswered] = useState(() => readCookieConsent() !== undefined);
  const [performance, setPerformance] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  useRoomBelowPage(regionRef, !isAnswered);
  if (isAnswered) return null;

  const answer = (choices: { performance: boolean; marketing: boolean }) => {
    const consent = storeCookieConsent(choices);
    setIsAnswered(true);
    onAnswer?.(consent);
  };

  // Necessary cookies are always on: their switch shows it and cannot be changed.
  const choices: { name: string; checked: boolean; onChange?: (checked: boolean) => void }[] = [
    { name: 'necessary', checked: true },
    { name: 'performance', checked: performance, onChange: setPerformance },
    { name: 'marketing', checked: marketing, onChange: setMarketing },
  ];

  return (
    <BannerRegion ref={regionRef} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notices.cookieConsent.title')}</h2>
      <p>{t('notices.cookieConsent.description')}</p>
      <ChoiceList>
        {choices.map(({ name, checked, onChange }) => (
          <ChoiceLabel key={name}>
            <ChoiceSwitch
              type="checkbox"
              role="switch"
              checked={checked}
              disabled={!onChange}
              readOnly={!onChange}
              onChange={onChange && ((event) => onChange(event.target.checked))}
            />
            {t(`notices.cookieConsent.${name}`)}
          </ChoiceLabel>
        ))}
      </ChoiceList>
      <div className="actions">
        <Button variant="outlined" size="large" onClick={() => answer({ performance, marketing })}>
          {t('notices.cookieConsent.saveChoices')}
        </Button>
        <Button variant="contained" size="large" onClick={() => answer({ performance: true, marketing: true })}>
          {t('notices.cookieConsent.acceptAll')}
        </Button>
      </div>
    </BannerRegion>
  );
}
