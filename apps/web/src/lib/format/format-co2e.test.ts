import type { Language } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, loadOnDemandTexts } from '@/lib/i18n/i18n';
import { formatCo2e } from './format-co2e';

beforeAll(async () => {
  await loadOnDemandTexts();
});
afterAll(async () => {
  await applyLanguage('en');
});

describe('CO2e in the reader’s language (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[Language, number, string]>([
    ['en', 860.4, '860 kg CO₂e'],
    ['en', 1238, '1.24 t CO₂e'],
    ['en', 12_449, '12.4 t CO₂e'],
    ['es', 1238, '1,24 t CO₂e'],
    ['pt', 86.44, '86,4 kg CO₂e'],
    ['ar', 1238, `${new Intl.NumberFormat('ar').format(1.24)} طن مكافئ CO₂`],
  ])('%s: %d kg reads "%s"', async (language, kilograms, text) => {
    await applyLanguage(language);
    expect(formatCo2e(kilograms, language, i18n.t)).toBe(text);
  });
});
