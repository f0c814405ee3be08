// The brand colour as text (ADR 083): text buttons, links and selected tabs are drawn in `primary.main`, so it must
// read at 4.5:1 on white and on the page background for every brand, including one whose 500 is too light.
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme';

type BrandColours = NonNullable<Parameters<typeof buildTheme>[0]>;
const brandFiles = import.meta.glob<{ configuration: BrandColours }>('../../../../../brands/*/brand.json', {
  eager: true,
  import: 'default',
});
const shippedBrands = Object.entries(brandFiles).map(([path, { configuration }]) => ({
  id: path.split('/').at(-2)!,
  colours: configuration,
}));

/** A brand whose 500 and 600 are both too light to read on white (a pale sky blue and a bright amber). */
const paleBrand = {
  primaryColor: {
    p100: '#eef5fd',
    p200: '#d4e7fb',
    p300: '#a9cff7',
    p400: '#7db7f2',
    p500: '#5aa4ee',
    p600: '#4a94de',
  },
  secondaryColor: {
    a100: '#fff7e0',
    a200: '#ffebb0',
    a300: '#ffde80',
    a400: '#ffd250',
    a500: '#ffc629',
    a600: '#f5b800',
  },
};

describe('the brand colour as text', () => {
  const cases = [
    ...shippedBrands.map(({ id, colours }) => ({ name: id, colours })),
    { name: 'a pale brand', colours: paleBrand },
    { name: 'the neutral theme', colours: undefined },
  ];

  it('finds the brands shipped', () => {
    expect(shippedBrands.map(({ id }) => id).sort()).toEqual(['harbourline', 'sample']);
  });

  it.each(cases)('reads at 4.5:1 on white and on the page for $name, in both directions', ({ colours }) => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const { palette } = buildTheme(colours, direction);
      for (const role of [palette.primary, palette.secondary]) {
        for (const background of ['#ffffff', palette.background.default]) {
          expect(getContrastRatio(role.main, background)).toBeGreaterThanOrEqual(4.5);
        }
        // A contained button's label on the colour reads too.
        expect(getContrastRatio(role.contrastText, role.main)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(role.dark, '#ffffff')).toBeGreaterThanOrEqual(getContrastRatio(role.main, '#ffffff'));
      }
    }
  });

  it('keeps a brand’s own 500 when it reads, and darkens the colour only when no shade of it does', () => {
    for (const { colours } of shippedBrands) {
      expect(buildTheme(colours, 'ltr').palette.primary.main).toBe(colours.primaryColor.p500);
    }
    const sample = shippedBrands.find(({ id }) => id === 'sample')!.colours;
    // The sample brand's orange reads at 3.1:1 (500) and 4.4:1 (600) on the page background: a darker orange.
    const secondary = buildTheme(sample, 'ltr').palette.secondary.main;
    expect(getContrastRatio(secondary, '#ffffff')).toBeGreaterThan(
      getContrastRatio(sample.secondaryColor.a600, '#ffffff'),
    );
  });
});

describe('faces', () => {
  it('names the Arabic faces on right-to-left pages only, after the Latin web fonts', () => {
    const arabic = buildTheme(undefined, 'rtl').typography;
    const english = buildTheme(undefined, 'ltr').typography;
    expect(arabic.fontFamily).toMatch(/^Inter, "Segoe UI", Tahoma, .*"Noto Naskh Arabic", system-ui/);
    expect(arabic.h1.fontFamily).toMatch(/^Poppins, "Segoe UI"/);
    expect(english.fontFamily).toBe('Inter, system-ui, -apple-system, Roboto, Arial, sans-serif');
    expect(english.h1.fontFamily).toBe('Poppins, system-ui, -apple-system, Roboto, Arial, sans-serif');
  });
});
