import { stripLanguagePrefix } from '@freightdesk/domain';
import { matchPath } from 'react-router';
import { paths, type PathId } from '@/config/paths';

/** The side menu's main entries (docs/product/shell.md#side-menu), in their order. */
export const sideMenuEntryIds = ['home', 'quotes', 'bookings', 'profile', 'dataIntelligence'] as const;
export type SideMenuEntryId = (typeof sideMenuEntryIds)[number];

/** Where each entry leads. */
export const sideMenuEntryTargets: Record<SideMenuEntryId, PathId> = {
  home: 'home',
  quotes: 'quotes',
  bookings: 'shipments',
  profile: 'myProfile',
  dataIntelligence: 'analytics',
};

/**
 * The routes on which each entry is the current one: Quotes also on quote results (by id, by
 * search, progressive loading), Bookings also on a booking's details (docs/product/shell.md#side-menu).
 */
const routesOfEntry: Record<SideMenuEntryId, readonly PathId[]> = {
  home: ['home'],
  quotes: ['quotes', 'quote', 'quoteSearch', 'quoteSearchWithoutCities', 'quoteSearchAir', 'progressiveQuotes'],
  bookings: ['shipments', 'booking'],
  profile: ['myProfile'],
  dataIntelligence: ['analytics'],
};

/** The entry to mark as the current page for a location (with or without language prefix). */
export function activeSideMenuEntry(pathname: string): SideMenuEntryId | undefined {
  const path = stripLanguagePrefix(pathname);
  return sideMenuEntryIds.find((entryId) =>
    routesOfEntry[entryId].some((pathId) => matchPath({ path: paths[pathId].path, end: true }, path) !== null),
  );
}
