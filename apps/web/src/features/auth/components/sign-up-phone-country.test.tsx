import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { callsTo, mockApi, type MockAnswer } from '../testing/auth-fixtures';
import { signUpAsBusiness } from '../testing/sign-up-steps';

// The screen is a lazy chunk: transform it once up front.
beforeAll(async () => {
  await import('./sign-up-view');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const registerPath = '/api/v2/customers/register';
const ipCountryPath = '/api/v2/geo/ip-country';
const resendCodePath = '/api/v2/customers/resend-code';
const accepted: MockAnswer = { status: 202, body: { message: 'ACCEPTED' } };
const phoneCountry = () => screen.getByLabelText(/^Phone country code/);

describe('phone country at sign-up (docs/product/accounts.md#ip-country: IP lookup)', () => {
  it('pre-selects the country of the IP lookup and reads a number without "+" as one of it', async () => {
    const fetchMock = mockApi({
      [ipCountryPath]: [{ status: 200, body: { data: { ip: '81.46.0.1', countryIsoCode: 'ES' } } }],
      [registerPath]: [accepted],
    });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await waitFor(() => expect(phoneCountry()).toHaveValue('ES'));
    expect(screen.getByRole('option', { name: 'Spain (+34)', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'We add +34 unless the number starts with +',
    );
    expect(JSON.parse(window.localStorage.getItem('customerIp') ?? '{}')).toMatchObject({
      ip: '81.46.0.1',
      countryIsoCode: 'ES',
    });

    await signUpAsBusiness(user, '612 345 678');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(callsTo(fetchMock, registerPath)[0]?.body).toMatchObject({
      phoneNumber: '+34612345678',
      countryIsoCode: 'ES',
    });
  });

  it('lets the user pick another country, which then decides', async () => {
    const fetchMock = mockApi({
      [ipCountryPath]: [{ status: 200, body: { data: { ip: '81.46.0.1', countryIsoCode: 'ES' } } }],
      [registerPath]: [accepted],
    });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await waitFor(() => expect(phoneCountry()).toHaveValue('ES'));
    await user.selectOptions(phoneCountry(), 'US');
    await signUpAsBusiness(user, '(305) 555-0142');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(callsTo(fetchMock, registerPath)[0]?.body).toMatchObject({
      phoneNumber: '+13055550142',
      countryIsoCode: 'US',
    });
  });

  it.each([
    ['an unknown country (null)', { status: 200, body: { data: { ip: '127.0.0.1', countryIsoCode: null } } }],
    ['a failed lookup', { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }],
  ])('leaves the country empty after %s, silently', async (_case, answer: MockAnswer) => {
    const fetchMock = mockApi({ [ipCountryPath]: [answer] });
    renderApp({ url: '/sign-up' });
    await screen.findByLabelText(/^Phone number/);
    await waitFor(() => expect(callsTo(fetchMock, ipCountryPath)).toHaveLength(1));
    expect(phoneCountry()).toHaveValue('');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'Include the country code, e.g. +1 305 555 0100',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a number typed without "+" and no country is refused on its field', async () => {
    mockApi({ [registerPath]: [accepted] });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user, '612 345 678');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Enter a valid phone number'),
    );
  });
});

describe('resend on the sign-up code step', () => {
  it('sends a new code to the address and says so', async () => {
    const fetchMock = mockApi({ [registerPath]: [accepted], [resendCodePath]: [accepted] });
    const user = userEvent.setup();
    renderApp({ url: '/sign-up' });
    await signUpAsBusiness(user, '+1 305 555 0142');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to ana@example.com.')).toBeInTheDocument();
    expect(callsTo(fetchMock, resendCodePath)).toEqual([
      expect.objectContaining({ body: { email: 'ana@example.com' } }),
    ]);
  });
});
