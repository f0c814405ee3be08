import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '@/components/ui/plain-list';
import { TextLink } from '@/components/ui/text-link';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import type { Breadcrumb } from './breadcrumb-trail';

/**
 * The trail to the current page; the last crumb is the page itself (aria-current, not a link).
 * The markup of MUI's Breadcrumbs (a list in a labelled nav, separators hidden from assistive
 * technology) without its code, which the first page does not load (ADR 042).
 */
export function PageBreadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Box
      component="nav"
      aria-label={t('shell.topBar.breadcrumbs')}
      sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}
    >
      <PlainList component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
        {trail.map((crumb, index) => {
          const label = t(crumb.labelKey, crumb.labelValues);
          const isLast = index === trail.length - 1;
          return (
            <Fragment key={crumb.labelKey}>
              {index > 0 && (
                <Box component="li" aria-hidden sx={{ mx: 1, userSelect: 'none' }}>
                  /
                </Box>
              )}
              <li>
                {isLast || !crumb.href ? (
                  <Box component="span" aria-current={isLast ? 'page' : undefined} sx={{ color: 'text.primary' }}>
                    {label}
                  </Box>
                ) : (
                  <TextLink to={localizedHref(crumb.href)} color="inherit" underline="hover">
                    {label}
                  </TextLink>
                )}
              </li>
            </Fragment>
          );
        })}
      </PlainList>
    </Box>
  );
}
