import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * An honest placeholder for a page not built yet: its title, a sentence saying it is
 * on its way, and a way home. `description` replaces the sentence (e.g. an invalid service).
 */
export function PagePlaceholder({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  usePageTitle(title);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography>{description ?? t('pages.placeholder.onItsWay')}</Typography>
      <Button to={localizedHref(paths.home.getHref())} variant="contained">
        {t('pages.placeholder.goHome')}
      </Button>
    </Stack>
  );
}
