import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('shows the home page at /', async () => {
    renderApp({ url: '/' });
    await waitFor(() => expect(document.title).toBe('Home · Test Freight'));
  });

  it("titles /get-quote/<unknown service> 'Invalid service' (seed 000 §2)", async () => {
    renderApp({ url: '/get-quote/teleport' });
    expect(await heading('Invalid service')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Invalid service · Test Freight'));
  });

  it('names the service of a known quote-form service type', async () => {
    renderApp({ url: '/get-quote/ocean?selectedShipmentType=FCL' });
    expect(await heading('Get a quote: Ocean freight')).toBeInTheDocument();
  });

  it('shows an honest "on its way" page, with a link home, for pages not built yet', async () => {
    renderApp({ url: '/shipments' });
    expect(await heading('My shipments')).toBeInTheDocument();
    expect(screen.getByText(/on its way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('serves the search-result paths with and without cities and the air variant', async () => {
    const { router } = renderApp({ url: '/quotes/FCL/ESVLC/PORT/Valencia/ES/USMIA/PORT/Miami/US' });
    expect(await heading('Quote results')).toBeInTheDocument();
    await router.navigate('/quotes/AIR/MAD/ESMAD/AIRPORT/Madrid/ES/MIA/USMIA/AIRPORT/Miami/US');
    expect(await heading('Quote results')).toBeInTheDocument();
    await router.navigate('/quotes/LCL/ESVLC/PORT/ES/USMIA/PORT/US');
    expect(await heading('Quote results')).toBeInTheDocument();
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
