import { CacheProvider } from '@emotion/react';
import { isLanguage, textDirectionOf, type BrandConfiguration } from '@freightdesk/domain';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTheme } from './build-theme';
import { emotionCacheFor } from './emotion-caches';

/**
 * MUI theme and emotion cache for the brand (neutral before it is known) and the language's
 * direction. The theme has no CSS variables, so the system ThemeProvider is used directly (what
 * @mui/material's provider does for such a theme) without its CSS-variables machinery.
 */
export function AppThemeProvider({ brand, children }: { brand?: BrandConfiguration | undefined; children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = isLanguage(i18n.language) ? textDirectionOf(i18n.language) : 'ltr';
  const theme = useMemo(() => buildTheme(brand, direction), [brand, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
