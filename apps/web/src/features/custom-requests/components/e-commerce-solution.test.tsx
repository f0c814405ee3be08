import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { bodiesSentTo, mockApi } from '@/testing/api-by-path';

const callbackCall = 'POST /api/v2/custom-requests/e-commerce-callback';
const created = {
  uuid: '7d0f6a52-3c1e-4f57-9d7b-1a2b3c4d5e6f',
  kind: 'ECOMMERCE_CALLBACK',
  replyBy: '2030-01-18T09:30:00.000Z',
};

// The page is a lazy chunk: transform it once up front (see the auth screens' tests).
beforeAll(async () => {
  await import('./e-commerce-solution');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'auth_token=; path=/; max-age=0';
});

describe('the e-commerce solution page', () => {
  it('describes the service and thanks the visitor with the reply within 72 hours', async () => {
    const fetchMock = mockApi({ [callbackCall]: { status: 201, body: { data: created } } });
    const user = userEvent.setup();
    renderApp({ url: '/e-commerce-solution/fba' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-commerce solutions: Fulfilment by marketplace' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/marketplace fulfilment centres/)).toBeInTheDocument();

    await fillField(user, /^Full name/, 'Ana Ruiz');
    await fillField(user, /^Email/, 'ana@example.com');
    await fillField(user, /^Phone number/, '+1 305 555 0100');
    await fillField(user, /^Message/, 'About 300 orders a day.');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you, we have your request' });
    expect(thanks).toHaveFocus();
    const replyDate = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(created.replyBy),
    );
    expect(
      screen.getByText(`A specialist will reply within 72 hours, by ${replyDate}.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a call back' })).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, callbackCall)).toEqual([
      {
        serviceType: 'fba',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '+13055550100',
        message: 'About 300 orders a day.',
        language: 'en',
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('checks the fields in the reader’s language before sending anything (Spanish)', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp({ url: '/es/e-commerce-solution/returns-management' });
    await user.click(await screen.findByRole('button', { name: 'Solicitar una llamada' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Nombre completo/)).toHaveAccessibleDescription('Nombre completo es obligatorio'),
    );
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription(
      'El correo electrónico es obligatorio',
    );
    expect(bodiesSentTo(fetchMock, callbackCall)).toEqual([]);
  });

  it('refuses a message over 2,000 characters', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp({ url: '/e-commerce-solution/returns-management' });
    await screen.findByLabelText(/^Message/);
    await fillField(user, /^Message/, 'x'.repeat(2001));
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('2,001 of 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
        'Message (optional) can have at most 2000 characters',
      ),
    );
    expect(bodiesSentTo(fetchMock, callbackCall)).toEqual([]);
  });

  it('puts the server’s field errors on their fields and shows the catalogue text of a 429', async () => {
    mockApi({
      [callbackCall]: {
        status: 422,
        body: { message: 'INVALID_PAYLOAD', errors: { phone: ['validation.phoneNumber.invalid'] } },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/e-commerce-solution/bulk-deployment' });
    await screen.findByLabelText(/^Full name/);
    await fillField(user, /^Full name/, 'Ana Ruiz');
    await fillField(user, /^Email/, 'ana@example.com');
    await fillField(user, /^Phone number/, '+1 305 555 0100');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Enter a valid phone number'),
    );

    mockApi({ [callbackCall]: { status: 429, body: { message: 'TOO_MANY_ATTEMPTS' } } });
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts/);
  });

  it('fills in a signed-in customer’s own details', async () => {
    document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
    mockApi({});
    renderApp({ url: '/e-commerce-solution/t-86-clearance' });
    await waitFor(async () => expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Ana'));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+13055550100');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Ana Imports');
  });

  it('keeps the invalid-service title for an unknown service type', async () => {
    renderApp({ url: '/e-commerce-solution/teleport' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a call back' })).not.toBeInTheDocument();
  });
});
