import { supportedLanguages } from '@freightdesk/domain';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from './locale-resources';
import {
  onDemandTextAreas,
  quoteFormTextAreas,
  quoteJourneyTextAreas,
  quoteResultsTextAreas,
  serverTextAreas,
} from './texts-parts';

const areaFiles = Object.keys(import.meta.glob('../../locales/*/*.json'));

describe('texts in two parts (ADR 026)', () => {
  it.each(supportedLanguages)('%s: every area listed as on demand exists', (language) => {
    for (const area of onDemandTextAreas) expect(areaFiles).toContain(`../../locales/${language}/${area}.json`);
  });

  it.each(supportedLanguages)(
    '%s: start-up has the shell, dashboard and notices texts; the quote journey and feature pages parts the rest',
    async (language) => {
      const [startUp, quoteJourney, quoteForm, quoteResults, onDemand] = await Promise.all([
        loadLanguageResources(language, 'startUp'),
        loadLanguageResources(language, 'quoteJourney'),
        loadLanguageResources(language, 'quoteForm'),
        loadLanguageResources(language, 'quoteResults'),
        loadLanguageResources(language, 'onDemand'),
      ]);
      expect(Object.keys(startUp)).toEqual(
        expect.arrayContaining(['app', 'common', 'shell', 'dashboard', 'notices', 'pages']),
      );
      const quoteAreas = [...quoteJourneyTextAreas, ...quoteFormTextAreas, ...quoteResultsTextAreas];
      expect(quoteAreas.every((area) => onDemandTextAreas.includes(area))).toBe(true);
      expect(Object.keys(quoteJourney).sort()).toEqual([...quoteJourneyTextAreas].sort());
      // The form's texts and the results' are apart: neither page fetches the other's (ADR 082, amendment 3).
      expect(Object.keys(quoteForm).sort()).toEqual([...quoteFormTextAreas].sort());
      expect(Object.keys(quoteResults).sort()).toEqual([...quoteResultsTextAreas].sort());
      expect(Object.keys(onDemand).sort()).toEqual(
        onDemandTextAreas.filter((area) => !quoteAreas.includes(area)).sort(),
      );
      expect(Object.keys(startUp).filter((area) => onDemandTextAreas.includes(area))).toEqual([]);
    },
  );

  it.each(supportedLanguages)('%s: the e-mail texts exist but are in neither part the web loads', async (language) => {
    for (const area of serverTextAreas) expect(areaFiles).toContain(`../../locales/${language}/${area}.json`);
    const [startUp, onDemand] = await Promise.all([
      loadLanguageResources(language, 'startUp'),
      loadLanguageResources(language, 'onDemand'),
    ]);
    expect(Object.keys({ ...startUp, ...onDemand })).not.toContain('emails');
  });
});

describe('the feature pages’ texts', () => {
  // A fresh i18n module each time: the app's start, not the test set-up's.
  const freshI18n = async () => {
    vi.resetModules();
    return import('./i18n');
  };

  it('are not loaded at start-up, and are there once a feature page asks for them', async () => {
    const { i18n, initI18n, loadOnDemandTexts } = await freshI18n();
    await initI18n('en', { startUpTextsOnly: true });
    expect(i18n.t('shell.topBar.contactUs')).toBe('Contact us');
    expect(i18n.exists('signUp.codeSent')).toBe(false);
    await loadOnDemandTexts();
    expect(i18n.t('signUp.codeSent')).toBe('We have sent a verification code to your email.');
  });

  it('asked for before i18next starts (a feature page opened directly), arrive with the start-up texts', async () => {
    const { i18n, initI18n, loadOnDemandTexts } = await freshI18n();
    const onDemand = loadOnDemandTexts();
    await initI18n('en', { startUpTextsOnly: true });
    await onDemand;
    expect(i18n.t('signUp.codeSent')).toBe('We have sent a verification code to your email.');
  });

  it('a page that names its parts gets those only (the quote journey), the others when asked after', async () => {
    const { i18n, initI18n, loadOnDemandTexts } = await freshI18n();
    await initI18n('en', { startUpTextsOnly: true });
    await loadOnDemandTexts(['quoteJourney', 'quoteResults']);
    expect(i18n.exists('quoteResults.loadError')).toBe(true);
    // The form's own texts and other pages' are not fetched with the results' (ADR 082, amendment 3).
    expect(i18n.exists('quoteForm.submit')).toBe(false);
    expect(i18n.exists('signUp.codeSent')).toBe(false);
    await loadOnDemandTexts();
    expect(i18n.t('signUp.codeSent')).toBe('We have sent a verification code to your email.');
  });

  it('come along with every language switched to after', async () => {
    const { i18n, initI18n, loadOnDemandTexts, applyLanguage } = await freshI18n();
    await initI18n('en', { startUpTextsOnly: true });
    await loadOnDemandTexts();
    await applyLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.exists('signUp.codeSent', { lng: 'es' })).toBe(true);
    expect(i18n.exists('shell.topBar.contactUs', { lng: 'es' })).toBe(true);
  });
});
