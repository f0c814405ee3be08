import type { BrandConfiguration } from '@freightdesk/domain';
import { createTheme, type Theme } from '@mui/material/styles';

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

// Inter and Poppins carry Latin only; Arabic glyphs fall through to the system's Arabic faces.
const arabicFallbackFonts = ['"Segoe UI"', 'Tahoma', '"Geeza Pro"', '"Noto Sans Arabic"', '"Noto Naskh Arabic"'];
const systemFonts = ['system-ui', '-apple-system', 'Roboto', 'Arial', 'sans-serif'];
export const bodyFontFamily = ['Inter', ...arabicFallbackFonts, ...systemFonts].join(', ');
export const displayFontFamily = ['Poppins', ...arabicFallbackFonts, ...systemFonts].join(', ');

const headingVariants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Neutral colours for the screens shown before the brand is known (loading, its failure). */
const neutralScales: BrandScales = {
  primary: { p100: '#e3e8f0', p200: '#c2cddd', p300: '#8a9bb5', p400: '#566a89', p500: '#34486a', p600: '#1f2f4b' },
  secondary: { a100: '#fde9d9', a200: '#fbcfa8', a300: '#f7a96a', a400: '#f28a3b', a500: '#c45f12', a600: '#8f4309' },
};

/**
 * The MUI theme of a brand (ADR 006): primary main/light/dark = p500/p300/p600,
 * secondary main/light/dark = a500/a300/a600, the whole scales under `palette.brand`;
 * Poppins for headings, Inter for the rest; mirrored for right-to-left languages.
 */
export function buildTheme(
  brand: Pick<BrandConfiguration, 'primaryColor' | 'secondaryColor'> | undefined,
  direction: 'ltr' | 'rtl',
): Theme {
  const scales: BrandScales = brand ? { primary: brand.primaryColor, secondary: brand.secondaryColor } : neutralScales;
  return createTheme({
    direction,
    palette: {
      // Text on coloured buttons keeps WCAG AA contrast.
      contrastThreshold: 4.5,
      primary: { light: scales.primary.p300, main: scales.primary.p500, dark: scales.primary.p600 },
      secondary: { light: scales.secondary.a300, main: scales.secondary.a500, dark: scales.secondary.a600 },
      brand: scales,
      background: { default: '#f7f8fa' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: bodyFontFamily,
      fontWeightBold: 600,
      button: { textTransform: 'none', fontWeight: 500 },
      ...Object.fromEntries(
        headingVariants.map((variant) => [variant, { fontFamily: displayFontFamily, fontWeight: 600 }]),
      ),
    },
  });
}
