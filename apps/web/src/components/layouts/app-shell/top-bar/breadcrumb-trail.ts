import { paths, type PathId } from '@/config/paths';

/** One breadcrumb: a translation key (with its values) and, except for the last, a registry href. */
export interface Breadcrumb {
  labelKey: string;
  labelValues?: Record<string, string>;
  href?: string;
}

type RouteParams = Readonly<Record<string, string | undefined>>;

const quoteResultsPages: ReadonlySet<PathId> = new Set([
  'quote',
  'quoteSearch',
  'quoteSearchWithoutCities',
  'quoteSearchAir',
  'progressiveQuotes',
  'anonymousQuote',
  'anonymousQuoteRate',
  'combinedQuotes',
  'combinedQuotesWithoutCities',
]);

const home: Breadcrumb = { labelKey: 'shell.breadcrumbs.home', href: paths.home.getHref() };

/**
 * The breadcrumbs of a page, home first and the page itself last (docs/product/shell.md#breadcrumbs): quote results
 * home > quotes; booking from a quote home > quotes > booking details; a booking home > my
 * bookings > booking details #shipment id (`detail`, once the page knows it); profile home >
 * profile; my shipments and my quotes likewise; any other page home > its title.
 */
export function breadcrumbTrail(pathId: PathId, params: RouteParams, detail?: string): Breadcrumb[] {
  if (pathId === 'home') return [{ labelKey: 'shell.breadcrumbs.home' }];
  if (quoteResultsPages.has(pathId)) return [home, { labelKey: 'shell.breadcrumbs.quotes' }];
  switch (pathId) {
    case 'quoteBooking':
    case 'rateBooking': {
      const quoteId = params.quoteId;
      return [
        home,
        { labelKey: 'shell.breadcrumbs.quotes', ...(quoteId ? { href: paths.quote.getHref({ quoteId }) } : {}) },
        { labelKey: 'shell.breadcrumbs.bookingDetails' },
      ];
    }
    case 'booking':
      return [
        home,
        { labelKey: 'shell.breadcrumbs.myBookings', href: paths.shipments.getHref() },
        detail
          ? { labelKey: 'shell.breadcrumbs.bookingDetailsWithId', labelValues: { shipmentId: detail } }
          : { labelKey: 'shell.breadcrumbs.bookingDetails' },
      ];
    case 'bookingConfirmation':
      return [
        home,
        { labelKey: 'shell.breadcrumbs.myBookings', href: paths.shipments.getHref() },
        { labelKey: paths.bookingConfirmation.titleKey },
      ];
    case 'myProfile':
      return [home, { labelKey: 'shell.breadcrumbs.profile' }];
    case 'shipments':
      return [home, { labelKey: 'shell.breadcrumbs.myShipments' }];
    case 'quotes':
      return [home, { labelKey: 'shell.breadcrumbs.myQuotes' }];
    default:
      return [home, { labelKey: paths[pathId].titleKey }];
  }
}
