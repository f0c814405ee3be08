import { afterEach, describe, expect, it } from 'vitest';
import { cmaRate, quoteId, quoteViewOf } from '@/testing/quote-view-fixture';
import { stubFetchInEachTest } from '@/testing/fetch-stub';
import { getQuote } from './quote-view-query';
import { authCookieName } from './session/auth-token';

const fetchMock = stubFetchInEachTest();
const address = `/api/v2/quotes/customer/${quoteId}?lang=en`;
const quoteView = quoteViewOf([cmaRate]);
const answer = (view = quoteView) => Promise.resolve(new Response(JSON.stringify({ data: view }), { status: 200 }));

afterEach(() => {
  delete window.__earlyQuoteRead;
  document.cookie = `${authCookieName}=; max-age=0; path=/`;
});

// The read a results page by id starts from its HTML (ADR 088): the results take it instead of asking again.
describe('getQuote after the page started the same read', () => {
  it('takes the page read and sends none of its own', async () => {
    window.__earlyQuoteRead = { url: address, authorization: null, response: answer() };
    await expect(getQuote(quoteId, { currency: null, language: 'en' })).resolves.toEqual(quoteView);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__earlyQuoteRead).toBeUndefined();
  });

  it('reads again when the page read another language, the currency was chosen, or the token changed', async () => {
    fetchMock.mockImplementation(() => answer());
    window.__earlyQuoteRead = { url: address, authorization: null, response: answer() };
    await getQuote(quoteId, { currency: null, language: 'es' });
    window.__earlyQuoteRead = { url: address, authorization: null, response: answer() };
    await getQuote(quoteId, { currency: 'EUR', language: 'en' });
    document.cookie = `${authCookieName}=new.token.sig; path=/`;
    window.__earlyQuoteRead = { url: address, authorization: 'Bearer old.token.sig', response: answer() };
    await getQuote(quoteId, { currency: null, language: 'en' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/v2/quotes/customer/${quoteId}?lang=es`,
      `/api/v2/quotes/customer/${quoteId}?currency=EUR&lang=en`,
      address,
    ]);
  });

  it('is taken once: a second read of the same quote asks the server', async () => {
    fetchMock.mockImplementation(() => answer());
    window.__earlyQuoteRead = { url: address, authorization: null, response: answer() };
    await getQuote(quoteId, { currency: null, language: 'en' });
    await getQuote(quoteId, { currency: null, language: 'en' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
