import { featureFlagNames, type FeatureFlags } from '@freightdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, renderShell, signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';

beforeAll(async () => {
  await import('./whatsapp-fab');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const flags = (on: Partial<FeatureFlags>): FeatureFlags => ({
  ...(Object.fromEntries(featureFlagNames.map((name) => [name, false])) as FeatureFlags),
  ...on,
});
const brandWithFlags = (on: Partial<FeatureFlags>) =>
  brandWith({
    featureFlags: flags(on),
    countryContactNumbers: [
      { countryCode: 'US', contact: '+1 305 555 0142' },
      { countryCode: 'ES', contact: '+34 910 60 45 12' },
    ],
  });
const whatsappLink = () => screen.queryByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

describe('WhatsApp button (docs/product/shell.md#whatsapp-button)', () => {
  it.each([
    ['the WhatsApp display flag', { whatsappDisplay: true }],
    ['the always-show flag', { alwaysShowWhatsapp: true }],
  ])('shows for a user with a phone number when %s is on, with the number of their country', async (_flag, on) => {
    signInAs({ phone_number: '+34612345678' });
    renderShell({ url: '/shipments', brand: brandWithFlags(on) });
    // The first visit compiles the shell and the button's chunk: allow for a busy machine.
    const link = await screen.findByRole(
      'link',
      { name: 'Chat with us on WhatsApp (opens in a new tab)' },
      { timeout: 20_000 },
    );
    expect(link).toHaveAttribute('href', 'https://wa.me/34910604512');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("offers the brand's first number when no contact shares the user's country", async () => {
    signInAs({ phone_number: '+525555550100' });
    renderShell({ brand: brandWithFlags({ whatsappDisplay: true }) });
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/13055550142');
  });

  it('records a click as an analytics event', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signInAs({ phone_number: '+13055550100' });
    renderShell({ url: '/quotes', brand: brandWithFlags({ whatsappDisplay: true }) });
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input === '/api/v2/events')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([input]) => input === '/api/v2/events')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'whatsapp_button_clicked',
      properties: { page: '/quotes', contactCountry: 'US', customerType: 'STANDARD' },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['both flags are off', '+34612345678', {}],
    ['the user has no phone number', null, { whatsappDisplay: true, alwaysShowWhatsapp: true }],
  ])('is not shown when %s', async (_case, phoneNumber, on) => {
    signInAs({ phone_number: phoneNumber });
    renderShell({ brand: brandWithFlags(on) });
    await screen.findByRole('button', { name: /Hello, Ana/ });
    expect(whatsappLink()).not.toBeInTheDocument();
  });

  it('is not shown to visitors', async () => {
    renderShell({ brand: brandWithFlags({ whatsappDisplay: true, alwaysShowWhatsapp: true }) });
    await screen.findByRole('link', { name: 'Log in' });
    expect(whatsappLink()).not.toBeInTheDocument();
  });
});
