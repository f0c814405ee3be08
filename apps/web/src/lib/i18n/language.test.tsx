import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp, renderInApp } from '@/testing/render-app';
import { languageChannelName, type LanguageMessage } from './language-broadcast';
import { languageCookieName, readLanguageCookie } from './language-cookie';
import { useLanguage } from './use-language';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

function LanguagePicker() {
  const { language, enabledLanguages, changeLanguage } = useLanguage();
  return (
    <>
      <p>{`shown:${language}`}</p>
      {enabledLanguages.map((option) => (
        <button key={option} type="button" onClick={() => void changeLanguage(option)}>
          {option}
        </button>
      ))}
    </>
  );
}

describe('language', () => {
  it('takes the language from the path before the cookie', async () => {
    document.cookie = `${languageCookieName}=en; path=/`;
    renderApp({ url: '/es/quotes' });
    expect(await heading('Mis cotizaciones')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('takes the language from the cookie when the path has none', async () => {
    document.cookie = `${languageCookieName}=es; path=/`;
    renderApp({ url: '/quotes' });
    expect(await heading('Mis cotizaciones')).toBeInTheDocument();
  });

  it('falls back to English', async () => {
    renderApp({ url: '/quotes' });
    expect(await heading('My quotes')).toBeInTheDocument();
  });

  it('does not honour a language the brand does not enable, and drops its prefix', async () => {
    document.cookie = `${languageCookieName}=es; path=/`;
    const { router } = renderApp({ url: '/pt/quotes' });
    expect(await heading('Mis cotizaciones')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
  });

  it('offers only the languages the brand enables', () => {
    renderInApp(<LanguagePicker />, { brand: brandWith({ supportedLanguages: ['en', 'ar'] }) });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['en', 'ar']);
  });

  it('switches right-to-left for Arabic', async () => {
    renderApp({ url: '/ar/quotes', brand: brandWith({ supportedLanguages: ['en', 'es', 'pt', 'ar'] }) });
    expect(await heading('عروض أسعاري')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('stores the choice, moves to the same page under the new prefix and follows other tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/es/quotes?status=open',
      routes: [{ path: '*', element: <LanguagePicker /> }],
    });
    await user.click(screen.getByRole('button', { name: 'en' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/quotes'));
    expect(router.state.location.search).toBe('?status=open');
    expect(readLanguageCookie()).toBe('en');
    expect(await screen.findByText('shown:en')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('follows a language chosen in another tab', async () => {
    renderApp({ url: '/es/quotes' });
    expect(await heading('Mis cotizaciones')).toBeInTheDocument();
    const otherTab = new BroadcastChannel(languageChannelName);
    act(() => otherTab.postMessage({ language: 'en' } satisfies LanguageMessage));
    otherTab.close();
    expect(await heading('My quotes')).toBeInTheDocument();
  });
});
