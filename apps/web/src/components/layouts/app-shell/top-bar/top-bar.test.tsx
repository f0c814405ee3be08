import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/i18n';
import { brandWith } from '@/testing/brand-fixture';
import { useBreadcrumbDetail } from '../breadcrumb-detail';
import { mockViewport, renderShell, signInAs } from '../testing/shell-test-utils';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const topBar = () => screen.getByRole('banner');
const threeCountries = brandWith({
  countryContactNumbers: [
    { countryCode: 'ES', contact: '+34 910 60 45 12' },
    { countryCode: 'US', contact: '+1 305 555 0142' },
    { countryCode: 'DO', contact: '+1 809 555 0175' },
  ],
});

describe('language dropdown', () => {
  it('offers only the languages the brand enables, each in its own language', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell({ brand: brandWith({ supportedLanguages: ['en', 'es', 'ar'] }) });
    await user.click(within(topBar()).getByRole('button', { name: 'Language: English' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'العربية']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'es', 'ar']);
  });

  it('switches the language of the page', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell();
    await user.click(within(topBar()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(screen.queryByRole('menuitem', { name: 'Português' })).not.toBeInTheDocument();
    expect(await within(topBar()).findByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it('mirrors the page under Arabic', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell({ brand: brandWith({ supportedLanguages: ['en', 'ar'] }) });
    await user.click(within(topBar()).getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('account area', () => {
  it('shows anonymous visitors a login link that opens the auth panel over the page, and no user menu', () => {
    mockViewport('desktop');
    renderShell({ url: '/shipments?tab=open' });
    expect(within(topBar()).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/shipments?tab=open&authPanel=signIn',
    );
    expect(within(topBar()).queryByText('ana@example.com')).not.toBeInTheDocument();
  });

  it('greets a signed-in user with name and e-mail, with Profile and Logout in the menu', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    signInAs();
    renderShell();
    const userMenuButton = await within(topBar()).findByRole('button', { name: /Hello, Ana/ });
    expect(userMenuButton).toHaveTextContent('ana@example.com');
    expect(within(topBar()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(userMenuButton);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/log-out');
  });

  it('on mobile moves the user to the drawer', async () => {
    mockViewport('mobile');
    const user = userEvent.setup();
    signInAs();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(await within(drawer).findByText('ana@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hello, Ana/, hidden: true })).not.toBeInTheDocument();
  });

  it('while impersonating shows the warning banner and an end-session button', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    const onEndImpersonation = vi.fn();
    signInAs({ impersonated_by: 'staff@freightdesk.example' });
    renderShell({ layoutProps: { onEndImpersonation } });
    expect(await screen.findByRole('status')).toHaveTextContent('You are acting as Ana Pérez (ana@example.com).');
    await user.click(within(topBar()).getByRole('button', { name: 'End session' }));
    expect(onEndImpersonation).toHaveBeenCalledOnce();
  });

  it('shows no end-session button to a customer signed in as themselves', async () => {
    mockViewport('desktop');
    signInAs();
    renderShell();
    await within(topBar()).findByRole('button', { name: /Hello, Ana/ });
    expect(within(topBar()).queryByRole('button', { name: 'End session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('country contact menu', () => {
  it('lists each country by name with a call link on desktop', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell({ brand: threeCountries });
    await user.click(within(topBar()).getByRole('button', { name: 'Contact us' }));
    const calls = await screen.findAllByRole('menuitem');
    expect(calls.map((call) => call.textContent)).toEqual([
      'Spain+34 910 60 45 12',
      'United States+1 305 555 0142',
      'Dominican Republic+1 809 555 0175',
    ]);
    expect(calls.map((call) => call.getAttribute('href'))).toEqual([
      'tel:+34910604512',
      'tel:+13055550142',
      'tel:+18095550175',
    ]);
  });

  it('is not shown on mobile', () => {
    mockViewport('mobile');
    renderShell({ brand: threeCountries });
    expect(within(topBar()).queryByRole('button', { name: 'Contact us' })).not.toBeInTheDocument();
  });
});

describe('breadcrumbs and title', () => {
  const crumbsOf = () =>
    within(within(topBar()).getByRole('navigation', { name: 'Breadcrumbs' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it.each([
    { url: '/quotes/q-1', crumbs: ['Home', 'Quotes'], title: 'Quote results' },
    { url: '/progressive-quotes/q-1', crumbs: ['Home', 'Quotes'], title: 'Quote results' },
    { url: '/quotes/q-1/bookings/b-1', crumbs: ['Home', 'Quotes', 'Booking details'], title: 'Book your shipment' },
    { url: '/booking/b-1', crumbs: ['Home', 'My bookings', 'Booking details'], title: 'Booking details' },
    { url: '/my-profile', crumbs: ['Home', 'Profile'], title: 'My profile' },
    { url: '/shipments', crumbs: ['Home', 'My shipments'], title: 'My shipments' },
    { url: '/quotes', crumbs: ['Home', 'My quotes'], title: 'My quotes' },
  ])('$url: $crumbs, titled $title', ({ url, crumbs, title }) => {
    mockViewport('desktop');
    renderShell({ url });
    expect(crumbsOf()).toEqual(crumbs);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('links the crumbs before the current page, under the language prefix', async () => {
    mockViewport('desktop');
    // The router's language sync is not part of these routes: show Spanish as it would.
    await applyLanguage('es');
    renderShell({ url: '/es/quotes/q-1/bookings/b-1' });
    const trail = within(topBar()).getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
    expect(within(trail).getByRole('link', { name: 'Cotizaciones' })).toHaveAttribute('href', '/es/quotes/q-1');
    expect(within(trail).getByText('Detalles de la reserva')).toHaveAttribute('aria-current', 'page');
  });

  it('adds the shipment id the booking page knows to its last crumb', async () => {
    mockViewport('desktop');
    function BookingPage() {
      useBreadcrumbDetail('FD-1042');
      return <p>booking</p>;
    }
    renderShell({ url: '/booking/b-1', page: (pathId) => (pathId === 'booking' ? <BookingPage /> : null) });
    await waitFor(() => expect(crumbsOf()).toEqual(['Home', 'My bookings', 'Booking details #FD-1042']));
  });

  it('leaves the h1 to a page that has its own', async () => {
    mockViewport('desktop');
    renderShell({ url: '/shipments', page: () => <h1>Shipments of Ana</h1> });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shipments of Ana');
    expect(within(topBar()).getByText('My shipments', { selector: 'p' })).toBeInTheDocument();
  });
});
