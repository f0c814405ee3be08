import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('shows the home page at /', async () => {
    renderApp({ url: '/' });
    await waitFor(() => expect(document.title).toBe('Home · Test Freight'));
  });

  it("titles /get-quote/<unknown service> 'Invalid service' (docs/product/shell.md#route-table)", async () => {
    renderApp({ url: '/get-quote/teleport' });
    expect(await heading('Invalid service')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Invalid service · Test Freight'));
  });

  it('names the service of a known quote-form service type, and opens its form', async () => {
    renderApp({ url: '/get-quote/ocean?selectedShipmentType=FCL' });
    expect(await heading('Which describes you best?')).toBeInTheDocument();
    expect(screen.getByText('Get a quote: Ocean freight')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Get a quote: Ocean freight · Test Freight'));
  });

  it('shows an honest "on its way" page, with a link home, for pages not built yet', async () => {
    renderApp({ url: '/analytics' });
    expect(await heading('Data intelligence')).toBeInTheDocument();
    expect(screen.getByText(/on its way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  // Each path in an app of its own: after a navigation between two results pages, a heading
  // found at once could be the previous page's, replaced a moment later.
  it.each([
    ['with cities', '/quotes/FCL/ESVLC/PORT/Valencia/ES/USMIA/PORT/Miami/US'],
    ['the air variant', '/quotes/AIR/MAD/ESMAD/AIRPORT/Madrid/ES/MIA/USMIA/AIRPORT/Miami/US'],
    ['without cities', '/quotes/LCL/ESVLC/PORT/ES/USMIA/PORT/US'],
  ])('serves the search-result path %s', async (_variant, url) => {
    const { router } = renderApp({ url });
    expect(await heading('Quote results')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(url);
  });

  it('redirects any unknown path home', async () => {
    const { router } = renderApp({ url: '/no/such/page' });
    await waitFor(() => expect(document.title).toBe('Home · Test Freight'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the language prefix when redirecting an unknown path home', async () => {
    const { router } = renderApp({ url: '/es/no-such-page' });
    await waitFor(() => expect(document.title).toBe('Inicio · Test Freight'));
    expect(router.state.location.pathname).toBe('/es');
  });

  it('serves every route under a language prefix, in that language', async () => {
    renderApp({ url: '/es/get-quote/unknown' });
    expect(await heading('Servicio no válido')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('puts the sign-in screen in the auth layout, with the brand logo', async () => {
    renderApp({ url: '/sign-in' });
    expect(await heading('Log in to Test Freight')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Test Freight' })).toHaveAttribute('src', '/brand/logo.svg');
  });
});
