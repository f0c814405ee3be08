import { buildQuoteMenu, type QuoteMenuGroupId, type QuoteMenuTarget } from '@freightdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';

export interface QuoteMenuLink {
  id: string;
  label: string;
  /** Registry href without language prefix (localize it where it is rendered). */
  href: string;
}

export interface QuoteMenuLinkGroup {
  id: QuoteMenuGroupId;
  label: string;
  items: QuoteMenuLink[];
}

/** Where a quote menu item leads: the quote form with its query, or an e-commerce request. */
export function quoteMenuHref(target: QuoteMenuTarget): string {
  return target.kind === 'quoteForm'
    ? paths.getQuote.getHref({ serviceType: target.serviceType }, target.query)
    : paths.eCommerceSolution.getHref({ serviceType: target.serviceType });
}

/**
 * The quote menu of the signed-in customer (STANDARD for anonymous visitors) with the brand's
 * B2C flow and enabled services (docs/product/shell.md#quote-menu), labelled and linked. The side menu and the
 * dashboard's quick links show the same entries.
 */
export function useQuoteMenu(): QuoteMenuLinkGroup[] {
  const { t } = useTranslation();
  const { user } = useSession();
  const { featureFlags, services } = useBrand();
  const customerType = user?.customerType ?? 'STANDARD';
  const isB2cFlowOn = featureFlags.b2cFlow;

  return useMemo(
    () =>
      buildQuoteMenu({ customerType, isB2cFlowOn, services }).map((group) => ({
        id: group.id,
        label: t(`shell.quoteMenu.groups.${group.id}`),
        items: group.items.map((item) => ({
          id: item.id,
          label: t(`shell.quoteMenu.items.${item.id}`),
          href: quoteMenuHref(item.target),
        })),
      })),
    [customerType, isB2cFlowOn, services, t],
  );
}
