import { serviceSwitchNames, type ServiceSwitchName } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/i18n';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
import { mockViewport, renderShell, signInAs } from '../testing/shell-test-utils';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const sideMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
// While the mobile drawer is open the rest of the page is hidden from assistive technology.
const menuButton = () => screen.getByRole('button', { name: 'Main menu', hidden: true });
const groupButtons = () =>
  within(sideMenu())
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
const groupNames = () => groupButtons().map((button) => button.textContent);
const allServicesOn = Object.fromEntries(serviceSwitchNames.map((name) => [name, true])) as Record<
  ServiceSwitchName,
  boolean
>;
const flagsOff = testBrandInput.featureFlags;

describe('side menu on desktop', () => {
  it('is open by default, collapses to icons with tooltips and opens again', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell();

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', sideMenu().id);
    expect(within(sideMenu()).getByText('Quotes')).toBeVisible();
    expect(within(sideMenu()).getByRole('img', { name: 'Test Freight: home' })).toHaveAttribute(
      'src',
      '/brand/logo.svg',
    );

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(sideMenu()).queryByText('Quotes')).not.toBeInTheDocument();
    expect(within(sideMenu()).getByRole('img', { name: 'Test Freight: home' })).toHaveAttribute(
      'src',
      '/brand/logo-collapsed.svg',
    );
    // The tooltips load on first collapse; a user pointing too early points again.
    await waitFor(async () => {
      await user.hover(within(sideMenu()).getByRole('link', { name: 'Quotes' }));
      expect(await screen.findByRole('tooltip', {}, { timeout: 500 })).toHaveTextContent('Quotes');
    });

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sideMenu()).getByText('Quotes')).toBeVisible();
  });

  it('opens the menu at a group when its icon is chosen while collapsed', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell();
    await user.click(menuButton());
    await user.click(within(sideMenu()).getByRole('button', { name: 'E-commerce solutions' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(sideMenu()).getByRole('button', { name: 'E-commerce solutions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('side menu on mobile', () => {
  it('is closed by default; the menu button opens it as a modal that locks the page scroll', async () => {
    mockViewport('mobile');
    const user = userEvent.setup();
    renderShell();

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');

    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Bookings' })).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('closes when the backdrop is clicked', async () => {
    mockViewport('mobile');
    const user = userEvent.setup();
    renderShell();
    await user.click(menuButton());
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes after following a link, on the new page', async () => {
    mockViewport('mobile');
    const user = userEvent.setup();
    const { router } = renderShell();
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on navigation that does not come from the menu (back button)', async () => {
    mockViewport('mobile');
    const user = userEvent.setup();
    const { router } = renderShell({ url: '/shipments' });
    await router.navigate('/quotes');
    await user.click(menuButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('quote menu', () => {
  it('opens the first group by default and only one group at a time, by mouse or keyboard', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell();
    const [international, domestic, eCommerce] = groupButtons();
    expect(international).toHaveAttribute('aria-expanded', 'true');
    expect(domestic).toHaveAttribute('aria-expanded', 'false');
    expect(eCommerce).toHaveAttribute('aria-expanded', 'false');
    expect(within(sideMenu()).getByRole('link', { name: 'Air freight' })).toBeVisible();

    await user.click(domestic!);
    expect(domestic).toHaveAttribute('aria-expanded', 'true');
    expect(international).toHaveAttribute('aria-expanded', 'false');
    expect(within(sideMenu()).getByRole('link', { name: 'Road freight' })).toBeVisible();

    eCommerce!.focus();
    await user.keyboard('{Enter}');
    expect(eCommerce).toHaveAttribute('aria-expanded', 'true');
    expect(domestic).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(eCommerce).toHaveAttribute('aria-expanded', 'false');
    expect(groupButtons().filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it.each([
    {
      customerType: 'STANDARD',
      b2cFlow: false,
      groups: ['International shipping', 'US domestic shipping', 'E-commerce solutions'],
    },
    {
      customerType: 'PARTNER',
      b2cFlow: false,
      groups: ['International shipping', 'US domestic shipping with customs'],
    },
    { customerType: 'PARTNER', b2cFlow: true, groups: ['International shipping', 'US domestic shipping with customs'] },
    {
      customerType: 'B2C',
      b2cFlow: false,
      groups: ['International shipping', 'US domestic shipping', 'E-commerce solutions'],
    },
    { customerType: 'B2C', b2cFlow: true, groups: ['Relocation solutions', 'Small parcel solutions'] },
    { customerType: 'STUDENT', b2cFlow: true, groups: ['Relocation solutions', 'Small parcel solutions'] },
    {
      customerType: 'MOVING',
      b2cFlow: true,
      groups: ['International shipping', 'US domestic shipping', 'E-commerce solutions'],
    },
  ] as const)('$customerType with the B2C flow $b2cFlow sees $groups', async ({ customerType, b2cFlow, groups }) => {
    mockViewport('desktop');
    signInAs({ customer_type: customerType });
    renderShell({ brand: brandWith({ featureFlags: { ...flagsOff, b2cFlow } }) });
    await waitFor(() => expect(groupNames()).toEqual(groups));
  });

  it('shows anonymous visitors the STANDARD menu', () => {
    mockViewport('desktop');
    renderShell();
    expect(groupNames()).toEqual(['International shipping', 'US domestic shipping', 'E-commerce solutions']);
  });

  it('links each item to its quote form or e-commerce request', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    signInAs({ customer_type: 'PARTNER' });
    renderShell();
    const menu = within(sideMenu());
    await screen.findByRole('button', { name: 'US domestic shipping with customs' });
    expect(menu.getByRole('link', { name: 'Ocean freight: full container (FCL)' })).toHaveAttribute(
      'href',
      '/get-quote/ocean?selectedShipmentType=FCL',
    );
    await user.click(menu.getByRole('button', { name: 'US domestic shipping with customs' }));
    expect(menu.getByRole('link', { name: 'Delivered at place: air freight' })).toHaveAttribute(
      'href',
      '/get-quote/dap?selectedShipmentType=AIR',
    );
    expect(menu.getByRole('link', { name: 'Parcels by air' })).toHaveAttribute(
      'href',
      '/get-quote/parcel?countryIsoCode=US',
    );
  });

  it('leaves out an item whose service the brand switches off, and a group left empty', () => {
    mockViewport('desktop');
    renderShell({ brand: brandWith({ services: { ...allServicesOn, air: false, eCommerceSolutions: false } }) });
    expect(within(sideMenu()).queryByRole('link', { name: 'Air freight' })).not.toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Courier and parcels' })).toBeInTheDocument();
    expect(groupNames()).toEqual(['International shipping', 'US domestic shipping']);
  });

  it('marks the quote form being shown as the current page and opens its group', () => {
    mockViewport('desktop');
    renderShell({ url: '/e-commerce-solution/fba' });
    expect(within(sideMenu()).getByRole('button', { name: 'E-commerce solutions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sideMenu()).getByRole('link', { name: 'Fulfilment by marketplace' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('side menu entries', () => {
  it('hides Data intelligence unless the customer links enable it', () => {
    mockViewport('desktop');
    const { unmount } = renderShell();
    expect(within(sideMenu()).queryByRole('link', { name: 'Data intelligence' })).not.toBeInTheDocument();
    unmount();
    renderShell({ layoutProps: { isDataIntelligenceEnabled: true } });
    expect(within(sideMenu()).getByRole('link', { name: 'Data intelligence' })).toHaveAttribute('href', '/analytics');
  });

  it.each([
    { url: '/', current: 'Home' },
    { url: '/quotes', current: 'Quotes' },
    { url: '/quotes/0b8e6f0e-quote', current: 'Quotes' },
    { url: '/progressive-quotes/0b8e6f0e-quote', current: 'Quotes' },
    { url: '/quotes/FCL/ESVLC/PORT/Valencia/ES/USNYC/PORT/New%20York/US', current: 'Quotes' },
    { url: '/shipments', current: 'Bookings' },
    { url: '/booking/5f1c-booking', current: 'Bookings' },
    { url: '/my-profile', current: 'Profile' },
  ])('marks $current as the current page at $url', ({ url, current }) => {
    mockViewport('desktop');
    renderShell({ url });
    const currentLinks = within(sideMenu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(currentLinks.map((link) => link.textContent)).toEqual([current]);
  });

  it('links Bookings to my shipments and keeps the language prefix', () => {
    mockViewport('desktop');
    renderShell({ url: '/es/my-profile' });
    expect(within(sideMenu()).getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/es/shipments');
  });

  it('gives staff the admin panel group, with rate management only under its flag', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    signInAs({ is_internal_user: true, staff_role: 'admin' });
    const { unmount } = renderShell();
    await user.click(await within(sideMenu()).findByRole('button', { name: 'Admin panel' }));
    expect(within(sideMenu()).getByRole('link', { name: 'All customers' })).toHaveAttribute(
      'href',
      '/auth?section=customers',
    );
    expect(within(sideMenu()).getByRole('link', { name: 'All shipments' })).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Requests' })).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'Rate management' })).not.toBeInTheDocument();
    unmount();

    renderShell({ brand: brandWith({ featureFlags: { ...flagsOff, rateManagement: true } }) });
    await user.click(await within(sideMenu()).findByRole('button', { name: 'Admin panel' }));
    expect(within(sideMenu()).getByRole('link', { name: 'Rate management' })).toBeInTheDocument();
  });

  it('shows each staff role only its parts of the admin panel', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    const rateManagementOn = brandWith({ featureFlags: { ...flagsOff, rateManagement: true } });
    signInAs({ is_internal_user: true, staff_role: 'pricing' });
    const { unmount } = renderShell({ brand: rateManagementOn });
    await user.click(await within(sideMenu()).findByRole('button', { name: 'Admin panel' }));
    expect(within(sideMenu()).getByRole('link', { name: 'Rate management' })).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'All customers' })).not.toBeInTheDocument();
    unmount();

    signInAs({ is_internal_user: true, staff_role: 'support' });
    renderShell({ brand: rateManagementOn });
    await screen.findByRole('button', { name: 'International shipping' });
    expect(within(sideMenu()).queryByRole('button', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it('gives customers no admin panel', async () => {
    mockViewport('desktop');
    signInAs({ customer_type: 'PARTNER' });
    renderShell({ brand: brandWith({ featureFlags: { ...flagsOff, rateManagement: true } }) });
    await screen.findByRole('button', { name: 'US domestic shipping with customs' });
    expect(within(sideMenu()).queryByRole('button', { name: 'Admin panel' })).not.toBeInTheDocument();
  });

  it('has FAQ and privacy policy in the footer, and Logout only when signed in', () => {
    mockViewport('desktop');
    const { unmount } = renderShell();
    expect(within(sideMenu()).getByRole('link', { name: 'FAQ (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/help/faq',
    );
    expect(within(sideMenu()).getByRole('link', { name: 'Privacy policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    expect(within(sideMenu()).queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    unmount();

    signInAs();
    renderShell();
    expect(within(sideMenu()).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/log-out');
  });

  it.each([
    { language: 'es', privacyPolicy: 'Política de privacidad', href: '/legal/privacidad' },
    { language: 'pt', privacyPolicy: 'Política de privacidade', href: '/legal/privacy' },
  ] as const)(
    'links the privacy policy of the language shown ($language), else the English one',
    async ({ language, privacyPolicy, href }) => {
      mockViewport('desktop');
      await applyLanguage(language);
      renderShell({ brand: brandWith({ supportedLanguages: ['en', 'es', 'pt'] }) });
      const menu = screen.getByRole('navigation', { name: language === 'es' ? 'Menú principal' : 'Menu principal' });
      expect(within(menu).getByRole('link', { name: new RegExp(`^${privacyPolicy}`) })).toHaveAttribute('href', href);
    },
  );

  it('reaches every entry with the Tab key, in order', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    renderShell();
    const focusable = within(sideMenu()).getAllByRole('link').concat(groupButtons());
    const reached = new Set<Element>();
    for (let step = 0; step < 60 && reached.size < focusable.length; step += 1) {
      await user.tab();
      if (document.activeElement && focusable.includes(document.activeElement as HTMLElement))
        reached.add(document.activeElement);
    }
    // The items of closed groups are hidden (not focusable); everything shown is reached.
    const shown = focusable.filter((element) => element.closest('[inert]') === null);
    expect([...reached]).toEqual(expect.arrayContaining(shown));
  });
});
