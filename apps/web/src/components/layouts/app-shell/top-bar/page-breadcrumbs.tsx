import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import type { Breadcrumb } from './breadcrumb-trail';

/** The trail to the current page; the last crumb is the page itself (aria-current, not a link). */
export function PageBreadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Breadcrumbs aria-label={t('shell.topBar.breadcrumbs')} sx={{ fontSize: '0.8125rem' }}>
      {trail.map((crumb, index) => {
        const label = t(crumb.labelKey, crumb.labelValues);
        const isLast = index === trail.length - 1;
        if (isLast || !crumb.href) {
          return (
            <Typography key={crumb.labelKey} component="span" aria-current={isLast ? 'page' : undefined} sx={{ fontSize: 'inherit', color: 'text.primary' }}>
              {label}
            </Typography>
          );
        }
        return (
          <Link key={crumb.labelKey} component={RouterLink} to={localizedHref(crumb.href)} underline="hover" color="inherit">
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
