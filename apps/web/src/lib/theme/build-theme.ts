import type { BrandConfiguration } from '@freightdesk/domain';
import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';

/** The brand's full palettes, for shades the MUI roles do not cover (tints, borders, banners). */
export interface BrandScales {
  primary: BrandConfiguration['primaryColor'];
  secondary: BrandConfiguration['secondaryColor'];
}

declare module '@mui/material/styles' {
  interface Palette {
    brand: BrandScales;
  }
  interface PaletteOptions {
    brand?: BrandScales;
  }
}

// Inter and Poppins carry Latin only. On a right-to-left (Arabic) page the system's Arabic faces come next; a
// left-to-right page does not list them: each family a page names is one more lookup before its first text is laid
// out (~15 ms more for these five on a cold start here, ADR 094), and an odd Arabic word there still finds a face
// through the system's own fallback.
const arabicFallbackFonts = ['"Segoe UI"', 'Tahoma', '"Geeza Pro"', '"Noto Sans Arabic"', '"Noto Naskh Arabic"'];
const systemFonts = ['system-ui', '-apple-system', 'Roboto', 'Arial', 'sans-serif'];
export function fontFamiliesFor(direction: 'ltr' | 'rtl'): { body: string; display: string } {
  const fallbacks = direction === 'rtl' ? [...arabicFallbackFonts, ...systemFonts] : systemFonts;
  return { body: ['Inter', ...fallbacks].join(', '), display: ['Poppins', ...fallbacks].join(', ') };
}

const headingVariants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Neutral colours for the screens shown before the brand is known (loading, its failure). */
const neutralScales: BrandScales = {
  primary: { p100: '#e3e8f0', p200: '#c2cddd', p300: '#8a9bb5', p400: '#566a89', p500: '#34486a', p600: '#1f2f4b' },
  secondary: { a100: '#fde9d9', a200: '#fbcfa8', a300: '#f7a96a', a400: '#f28a3b', a500: '#c45f12', a600: '#8f4309' },
};

/** The page and card backgrounds the palette colours are read on (text buttons, links, tabs). */
const pageBackground = '#f7f8fa';
const lightBackgrounds = ['#ffffff', pageBackground];
/** WCAG AA for normal text. */
const textContrast = 4.5;

const readsOnLight = (colour: string) =>
  lightBackgrounds.every((background) => getContrastRatio(colour, background) >= textContrast);

/**
 * The brand colour as MUI's `main` (ADR 083): the first of the brand's own shades, from its 500 darker, that reads
 * at 4.5:1 on white and on the page background — `main` is the colour of text buttons, links and selected tabs — else
 * its darkest shade darkened until it does. A brand whose 500 already reads keeps it.
 */
export function readableShadeOf(shades: readonly string[]): { main: string; dark: string } {
  const index = shades.findIndex(readsOnLight);
  if (index >= 0) {
    const main = shades[index]!;
    return { main, dark: shades[index + 1] ?? darken(main, 0.25) };
  }
  let main = shades.at(-1)!;
  for (let step = 0; step < 20 && !readsOnLight(main); step += 1) main = darken(main, 0.1);
  return { main, dark: darken(main, 0.25) };
}

/**
 * The MUI theme of a brand (ADR 006): primary main/light/dark = p500/p300/p600 and secondary a500/a300/a600, main
 * (and dark) shifted to a darker shade where the brand's 500 does not read on white (ADR 083); the whole scales
 * under `palette.brand`;
 * Poppins for headings, Inter for the rest; mirrored for right-to-left languages.
 */
export function buildTheme(
  brand: Pick<BrandConfiguration, 'primaryColor' | 'secondaryColor'> | undefined,
  direction: 'ltr' | 'rtl',
): Theme {
  const scales: BrandScales = brand ? { primary: brand.primaryColor, secondary: brand.secondaryColor } : neutralScales;
  const primary = readableShadeOf([scales.primary.p500, scales.primary.p600]);
  const secondary = readableShadeOf([scales.secondary.a500, scales.secondary.a600]);
  const fonts = fontFamiliesFor(direction);
  return createTheme({
    direction,
    palette: {
      // Text on coloured buttons keeps WCAG AA contrast.
      contrastThreshold: 4.5,
      primary: { light: scales.primary.p300, ...primary },
      secondary: { light: scales.secondary.a300, ...secondary },
      brand: scales,
      background: { default: pageBackground },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: fonts.body,
      fontWeightBold: 600,
      button: { textTransform: 'none', fontWeight: 500 },
      ...Object.fromEntries(
        headingVariants.map((variant) => [variant, { fontFamily: fonts.display, fontWeight: 600 }]),
      ),
    },
  });
}
