import { describe, expect, it } from 'vitest';
import { languageOfRequest } from './request-language';

describe('languageOfRequest', () => {
  it('takes the lang parameter first, by its primary subtag', () => {
    expect(languageOfRequest('es-MX', 'pt-BR')).toBe('es');
    expect(languageOfRequest('AR', undefined)).toBe('ar');
  });

  it('falls back to Accept-Language when the parameter names no supported language', () => {
    expect(languageOfRequest('fr', 'pt-BR,en;q=0.5')).toBe('pt');
  });

  it('picks the supported language of highest q, the earlier on a tie, never one refused with q=0', () => {
    expect(languageOfRequest(undefined, 'fr-FR, en;q=0.5, es;q=0.8')).toBe('es');
    expect(languageOfRequest(undefined, 'ar;q=0.7, es;q=0.7')).toBe('ar');
    expect(languageOfRequest(undefined, 'es;q=0, pt;q=0.1')).toBe('pt');
  });

  it('answers in English when nothing supported is asked for', () => {
    expect(languageOfRequest(undefined, undefined)).toBe('en');
    expect(languageOfRequest('', 'de-DE, fr;q=0.9')).toBe('en');
  });
});
