import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QuoteMenuGroupIcon } from '@/components/layouts/app-shell/quote-menu/quote-menu-group-icon';
import { useQuoteMenu } from '@/components/layouts/app-shell/quote-menu/use-quote-menu';
import { Button } from '@/components/ui/button';
import { PlainList } from '@/components/ui/plain-list';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** The quote menu's services as cards on the home page: the same entries as the side menu. */
export function QuoteQuickLinks() {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const groups = useQuoteMenu();
  if (groups.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="quote-quick-links-title">
      <Typography id="quote-quick-links-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {t('dashboard.quickLinks.title')}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2, color: 'text.secondary' }}>{t('dashboard.quickLinks.description')}</Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {groups.map((group) => (
          <Box
            key={group.id}
            component="section"
            aria-labelledby={`quick-links-${group.id}`}
            sx={{ p: 2, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
              <QuoteMenuGroupIcon groupId={group.id} />
              <Typography
                id={`quick-links-${group.id}`}
                variant="h3"
                sx={{ fontSize: '1.0625rem', color: 'text.primary' }}
              >
                {group.label}
              </Typography>
            </Box>
            <PlainList>
              {group.items.map((item) => (
                <li key={item.id}>
                  <Button
                    to={localizedHref(item.href)}
                    fullWidth
                    endIcon={<ChevronRight aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                    sx={{ justifyContent: 'space-between', textAlign: 'start' }}
                  >
                    {item.label}
                  </Button>
                </li>
              ))}
            </PlainList>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
