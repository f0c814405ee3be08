import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { bodiesSentTo, mockApi } from '@/testing/api-by-path';
import { renderApp } from '@/testing/render-app';
import type { CustomerProfile } from '../api/profile';

const profile: CustomerProfile = {
  email: 'ana@example.com',
  phoneNumber: '+13055550100',
  contactName: 'Ana',
  contactSurname: null,
  legalName: 'Ana Imports',
  isCompany: true,
  customerType: 'STANDARD',
  preferredLanguage: 'en',
  preferredCurrency: 'USD',
  hasPassword: true,
  isEmailValidated: true,
};

// The page is a lazy chunk: transform it once up front (see the auth screens' tests).
beforeAll(async () => {
  await import('./my-profile');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my profile', () => {
  it('loads the details and saves the changes, taking the fresh token', async () => {
    const renamed = { ...usCustomerClaims, contact_name: 'Ana María' };
    const fetchMock = mockApi({
      'GET /api/v2/customers/me': { status: 200, body: { data: profile } },
      'PATCH /api/v2/customers/me': {
        status: 200,
        body: { data: { profile: { ...profile, contactName: 'Ana María' }, jwt: unsignedJwt(renamed) } },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/my-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    const firstName = await screen.findByLabelText(/^First name/);
    expect(firstName).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Ana Imports');
    expect(screen.getByLabelText(/^Preferred currency/)).toHaveValue('USD');

    await user.clear(firstName);
    await user.type(firstName, 'Ana María');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH /api/v2/customers/me')[0]).toMatchObject({
      contactName: 'Ana María',
      legalName: 'Ana Imports',
      phoneNumber: '+13055550100',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
    });
    expect(document.cookie).toContain(`auth_token=${unsignedJwt(renamed)}`);
  });

  it('checks the names before saving', async () => {
    const fetchMock = mockApi({ 'GET /api/v2/customers/me': { status: 200, body: { data: profile } } });
    const user = userEvent.setup();
    renderApp({ url: '/my-profile' });
    const firstName = await screen.findByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First name cannot contain @'));
    expect(bodiesSentTo(fetchMock, 'PATCH /api/v2/customers/me')).toHaveLength(0);
  });

  it('changes the password, refusing a wrong current one', async () => {
    const fetchMock = mockApi({
      'GET /api/v2/customers/me': { status: 200, body: { data: profile } },
      'POST /api/v2/customers/me/password': {
        status: 422,
        body: { message: 'INVALID_PASSWORD', errors: { oldPassword: ['validation.password.invalid'] } },
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/my-profile' });
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong1234');
    await user.type(screen.getByLabelText(/^New password/), 'Secret123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'Password must be the same as new password',
      ),
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/v2/customers/me/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not correct',
      ),
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/v2/customers/me/password')).toEqual([
      { oldPassword: 'Wrong1234', newPassword: 'Secret123', confirmPassword: 'Secret123' },
    ]);
  });
});
