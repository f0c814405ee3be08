import type { BrandConfiguration } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSync } from '@/lib/i18n';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { callsTo, mockApi } from '@/testing/api-by-path';
import { axeViolations } from '@/testing/axe';
import { testBrand } from '@/testing/brand-fixture';
import { renderInApp } from '@/testing/render-app';
import { QuoteActions } from '../index';

const quoteId = '7d8f6a52-3c1b-4e59-9a57-0d6c1c5b2f10';
const sharingBrand: BrandConfiguration = {
  ...testBrand,
  featureFlags: { ...testBrand.featureFlags, shareQuote: true },
};
const sharesPath = `/api/v2/quotes/${quoteId}/shares`;
const savedPath = `/api/v2/quotes/${quoteId}/saved`;

const signIn = (claims: object = usCustomerClaims) => {
  document.cookie = `auth_token=${unsignedJwt(claims)}; path=/`;
};

// The language of the page's prefix (`/es/…`), as the app's root layout applies it.
const renderActions = (url = '/quotes/x', savedOn: string | null = null) =>
  renderInApp(
    <>
      <LanguageSync />
      <QuoteActions quote={{ uuid: quoteId, savedOn }} />
    </>,
    { url, brand: sharingBrand },
  );

async function openShareDialog(user: ReturnType<typeof userEvent.setup>, shareLabel = 'Share') {
  await user.click(await screen.findByRole('button', { name: shareLabel }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the share dialog', () => {
  beforeEach(() => signIn());

  it('checks the addresses before sending: none, a word, more than 10', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderActions();
    const dialog = await openShareDialog(user);
    const field = within(dialog).getByLabelText(/^E-mail addresses/);
    expect(field).toHaveAccessibleDescription('Separate addresses with commas or spaces (up to 10).');

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter at least one e-mail address.'));

    await user.type(field, 'ana@acme.example, ana');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Enter valid e-mail addresses, separated by commas or spaces.'),
    );

    await user.clear(field);
    await user.click(field);
    await user.paste(Array.from({ length: 11 }, (_, n) => `c${n}@acme.example`).join(' '));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter at most 10 addresses.'));
    expect(callsTo(fetchMock, `POST ${sharesPath}`)).toHaveLength(0);
  });

  it('speaks the user’s language (Spanish)', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderActions('/es/quotes/x');
    const dialog = await openShareDialog(user, 'Compartir');
    expect(within(dialog).getByRole('heading', { name: 'Compartir esta cotización' })).toBeInTheDocument();
    const field = within(dialog).getByLabelText(/^Direcciones de correo electrónico/);
    await user.type(field, 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Introduce direcciones de correo válidas, separadas por comas o espacios.',
      ),
    );
  });

  it('shares, then says with whom; names the recipients the server refuses', async () => {
    const fetchMock = mockApi({
      [`POST ${sharesPath}`]: {
        status: 201,
        body: { data: { recipients: ['li@acme.example'], sharedAt: '2030-01-14T09:00:00.000Z' } },
      },
    });
    const user = userEvent.setup();
    renderActions();
    const dialog = await openShareDialog(user);
    const field = within(dialog).getByLabelText(/^E-mail addresses/);
    await user.type(field, 'Li@acme.example li@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Quote shared with li@acme.example.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const [[, init]] = callsTo(fetchMock, `POST ${sharesPath}`) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ recipients: ['li@acme.example'] });

    mockApi({
      [`POST ${sharesPath}`]: {
        status: 422,
        body: { message: 'SHARE_PROFILE_MISMATCH', errors: { 'recipients.1': ['quoteSharing.validation.refused'] } },
      },
    });
    await user.type(field, 'li@acme.example, mover@home.example');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(
      await within(dialog).findByText(
        'We could not share this quote with mover@home.example: each recipient needs an account with the same ' +
          'profile as this quote.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Some recipients cannot receive this quote.');
  });

  it('lets staff find a customer by e-mail or id and adds their address', async () => {
    signIn({ ...usCustomerClaims, is_internal_user: true });
    const fetchMock = mockApi({
      'GET /api/v2/staff/customers?query=colega': {
        status: 200,
        body: {
          data: [
            {
              id: '0b6c1f1e-8f1a-4f3e-9a4c-2d1e5f6a7b8c',
              email: 'colega@acme.example',
              name: 'Ana García',
              company: 'Acme Imports',
              profile: 'business',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderActions();
    const dialog = await openShareDialog(user);
    const search = within(dialog).getByRole('combobox', { name: 'Find a customer' });
    await user.type(search, 'colega');
    await user.click(await screen.findByRole('option', { name: /colega@acme\.example/ }));
    expect(within(dialog).getByLabelText(/^E-mail addresses/)).toHaveValue('colega@acme.example');
    expect(callsTo(fetchMock, 'GET /api/v2/staff/customers?query=colega')).toHaveLength(1);
  });

  it('has no axe violations, with the staff search too', async () => {
    signIn({ ...usCustomerClaims, is_internal_user: true });
    mockApi({});
    const user = userEvent.setup();
    renderActions();
    await openShareDialog(user);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the quote actions', () => {
  it('saves the quote and takes it off My quotes again', async () => {
    signIn();
    const fetchMock = mockApi({
      [`PUT ${savedPath}`]: { status: 200, body: { data: { savedOn: '2030-01-14T09:00:00.000Z' } } },
      [`DELETE ${savedPath}`]: { status: 200, body: { data: { savedOn: null } } },
    });
    const user = userEvent.setup();
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Save quote' }));
    const unsave = await screen.findByRole('button', { name: 'Remove from My quotes' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Saved to My quotes.')).toBeInTheDocument();
    await user.click(unsave);
    expect(await screen.findByRole('button', { name: 'Save quote' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(fetchMock, `PUT ${savedPath}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `DELETE ${savedPath}`)).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in before saving or sharing', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    const { router } = renderActions('/quotes/x?currency=EUR');
    await user.click(await screen.findByRole('button', { name: 'Save quote' }));
    await waitFor(() => expect(router.state.location.search).toBe('?currency=EUR&authPanel=signIn'));
    expect(callsTo(fetchMock, `PUT ${savedPath}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('dialog', { name: 'Share this quote' })).not.toBeInTheDocument();
  });

  it('copies the quote’s address, under the page’s language', async () => {
    signIn();
    mockApi({});
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup();
    renderActions('/es/quotes/x');
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace a esta cotización copiado.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/es/quotes/${quoteId}`);
  });

  it('leaves Share out when the brand has sharing off', async () => {
    signIn();
    mockApi({});
    renderInApp(
      <>
        <LanguageSync />
        <QuoteActions quote={{ uuid: quoteId, savedOn: null }} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
