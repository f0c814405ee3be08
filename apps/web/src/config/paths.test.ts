import { quoteFormServiceTypes } from '@freightdesk/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  cityNotFoundPlaceholder,
  localizeHref,
  paths,
  quoteStartShortcuts,
  stripLanguagePrefixFromHref,
} from './paths';

describe('path registry', () => {
  // docs/product/shell.md#route-table, route table: every path the product answers.
  it.each([
    ['home', '/'],
    ['getQuote', '/get-quote/:serviceType'],
    ['getQuoteAi', '/get-quote-ai'],
    ['progressiveQuotes', '/progressive-quotes/:quoteId'],
    ['anonymousQuote', '/anonymous-quote/:quoteId'],
    ['anonymousQuoteRate', '/anonymous-quote/:quoteId/rate/:rateId'],
    ['quote', '/quotes/:quoteId'],
    [
      'quoteSearch',
      '/quotes/:shipmentType/:originIsoCode/:originType/:originCity/:originCountryIsoCode' +
        '/:destinationIsoCode/:destinationType/:destinationCity/:destinationCountryIsoCode',
    ],
    [
      'quoteSearchWithoutCities',
      '/quotes/:shipmentType/:originIsoCode/:originType/:originCountryIsoCode' +
        '/:destinationIsoCode/:destinationType/:destinationCountryIsoCode',
    ],
    [
      'quoteSearchAir',
      '/quotes/:shipmentType/:originIataCode/:originIsoCode/:originType/:originCity/:originCountryIsoCode' +
        '/:destinationIataCode/:destinationIsoCode/:destinationType/:destinationCity/:destinationCountryIsoCode',
    ],
    [
      'combinedQuotes',
      '/combined-quotes/:combinedItemType/:originIsoCode/:originType/:originCity/:originCountryIsoCode' +
        '/:destinationIsoCode/:destinationType/:destinationCity/:destinationCountryIsoCode',
    ],
    ['quoteBooking', '/quotes/:quoteId/bookings/:bookingId'],
    ['rateBooking', '/quote/:quoteId/rate/:rateUuid'],
    ['bookingConfirmation', '/booking/:bookingUuid/confirm'],
    ['booking', '/booking/:bookingUuid'],
    ['shipments', '/shipments'],
    ['quotes', '/quotes'],
    ['auth', '/auth'],
    ['tokenForwarder', '/token-forwarder'],
    ['logOut', '/log-out'],
    ['signIn', '/sign-in'],
    ['signUp', '/sign-up'],
    ['recoveryPassword', '/recovery-password'],
    ['resetPassword', '/reset-password/:uuid'],
    ['createPassword', '/create-password'],
    // Paths the product spec does not show (ADR 039).
    ['verifyEmail', '/verify-email'],
    ['onboarding', '/get-started'],
    ['myProfile', '/my-profile'],
    ['analytics', '/analytics'],
    ['eCommerceSolution', '/e-commerce-solution/:serviceType'],
  ] as const)('%s is %s', (pathId, path) => {
    expect(paths[pathId].path).toBe(path);
  });

  it('builds concrete paths with the parameters URL-encoded', () => {
    expect(paths.quote.getHref({ quoteId: 'a1b2' })).toBe('/quotes/a1b2');
    expect(paths.anonymousQuoteRate.getHref({ quoteId: 'q 1', rateId: 'r/2' })).toBe(
      '/anonymous-quote/q%201/rate/r%2F2',
    );
    expect(paths.quoteBooking.getHref({ quoteId: 'q', bookingId: 'b' })).toBe('/quotes/q/bookings/b');
    expect(paths.bookingConfirmation.getHref({ bookingUuid: 'u' })).toBe('/booking/u/confirm');
    expect(paths.home.getHref()).toBe('/');
  });

  it('adds a query string and drops undefined query values', () => {
    expect(
      paths.getQuote.getHref({ serviceType: 'ocean' }, { selectedShipmentType: 'FCL', countryIsoCode: undefined }),
    ).toBe('/get-quote/ocean?selectedShipmentType=FCL');
  });

  it('uses CITY_NOT_FOUND for a missing city in search paths', () => {
    const href = paths.quoteSearch.getHref({
      shipmentType: 'FCL',
      originIsoCode: 'ESVLC',
      originType: 'PORT',
      originCity: '',
      originCountryIsoCode: 'ES',
      destinationIsoCode: 'USMIA',
      destinationType: 'PORT',
      destinationCity: 'Miami',
      destinationCountryIsoCode: 'US',
    });
    expect(href).toBe(`/quotes/FCL/ESVLC/PORT/${cityNotFoundPlaceholder}/ES/USMIA/PORT/Miami/US`);
    expect(matchPath(paths.quoteSearch.path, href)?.params.originCity).toBe('CITY_NOT_FOUND');
  });

  it('offers every quote-start shortcut of the route table', () => {
    expect(quoteStartShortcuts.map((shortcut) => shortcut.href)).toEqual([
      '/get-quote/ocean',
      '/get-quote/air',
      '/get-quote/parcel',
      '/get-quote/parcel?countryIsoCode=US',
      '/get-quote/road',
      '/get-quote/dap',
      '/get-quote/entire-household',
      '/get-quote/partial-household',
      '/get-quote/boxes-bags',
    ]);
    expect(new Set(quoteStartShortcuts.map((shortcut) => shortcut.serviceType))).toEqual(
      new Set(quoteFormServiceTypes),
    );
  });

  it('puts hrefs under a language prefix and takes them out again', () => {
    expect(localizeHref('/quotes/q1', 'es')).toBe('/es/quotes/q1');
    expect(localizeHref('/', 'ar')).toBe('/ar');
    expect(localizeHref('/get-quote/ocean?selectedShipmentType=FCL', 'pt')).toBe(
      '/pt/get-quote/ocean?selectedShipmentType=FCL',
    );
    expect(localizeHref('/es/shipments', 'en')).toBe('/en/shipments');
    expect(localizeHref('/es/shipments#top', undefined)).toBe('/shipments#top');
    expect(stripLanguagePrefixFromHref('/es')).toBe('/');
    expect(stripLanguagePrefixFromHref('/estonia')).toBe('/estonia');
  });
});
