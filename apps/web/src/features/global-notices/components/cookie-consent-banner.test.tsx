import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import { cookieConsentCookieName, readCookieConsent, storeCookieConsent } from '../api/cookie-consent';
import { CookieConsentBanner } from './cookie-consent-banner';

const banner = () => screen.findByRole('region', { name: 'We use cookies' });

describe('cookie consent banner', () => {
  it('keeps necessary cookies on and not switchable', async () => {
    renderInApp(<CookieConsentBanner />);
    const necessary = within(await banner()).getByRole('switch', { name: 'Necessary (always active)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
  });

  it('stores the chosen switches and hides, operated by keyboard alone', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderInApp(<CookieConsentBanner onAnswer={onAnswer} />);
    const region = await banner();
    const performance = within(region).getByRole('switch', { name: 'Performance' });
    await user.tab();
    expect(performance).toHaveFocus();
    await user.keyboard(' ');
    expect(performance).toBeChecked();
    await user.tab(); // marketing stays off
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Save my choices' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument());
    expect(readCookieConsent()).toEqual({ necessary: true, performance: true, marketing: false });
    expect(onAnswer).toHaveBeenCalledWith({ necessary: true, performance: true, marketing: false });
    expect(document.cookie).toContain(cookieConsentCookieName);
  });

  it('accepts everything with Accept all', async () => {
    const user = userEvent.setup();
    renderInApp(<CookieConsentBanner />);
    await user.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(readCookieConsent()).toEqual({ necessary: true, performance: true, marketing: true });
  });

  it('is not shown once answered', () => {
    storeCookieConsent({ performance: false, marketing: false });
    renderInApp(<CookieConsentBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
