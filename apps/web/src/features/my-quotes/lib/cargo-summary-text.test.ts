import type { Cargo, Language } from '@freightdesk/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '@/lib/i18n/i18n';
import { cargoSummaryText } from './cargo-summary-text';

const twoTypes: Cargo = {
  kind: 'containers',
  containers: [
    { containerType: 'DV20', quantity: 1 },
    { containerType: 'DV40HC', quantity: 3 },
  ],
};
const packages: Cargo = {
  kind: 'dimensionRows',
  rows: [{ quantity: 3, length: 100, width: 100, height: 40, dimensionUnit: 'cm', weight: 50, weightUnit: 'Kg' }],
};

afterEach(async () => {
  await applyLanguage('en');
});

describe('the cargo column in the reader’s words', () => {
  it.each<[Language, string, Cargo | null, string]>([
    ['en', 'two container types', twoTypes, '1 × DV20, 3 × DV40HC'],
    ['es', 'two container types', twoTypes, '1 × DV20 y 3 × DV40HC'],
    ['en', 'packages', packages, 'Packages: 3 · 1.2 m³'],
    ['es', 'packages', packages, 'Bultos: 3 · 1,2 m³'],
    ['ar', 'an apartment', { kind: 'apartment', apartmentType: '2BHK' }, 'منزل بغرفتي نوم'],
    ['en', 'no cargo', null, 'Not given'],
  ])('%s, %s', async (language, _name, cargo, expected) => {
    await applyLanguage(language);
    expect(cargoSummaryText(cargo, i18n.getFixedT(language), language)).toBe(expected);
  });
});
