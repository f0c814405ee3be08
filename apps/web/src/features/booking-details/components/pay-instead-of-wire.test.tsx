import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { isolated } from '@/lib/format/isolated';
import { renderInApp } from '@/testing/render-app';
import { bookingUuid, mockBookingApi } from '../testing/booking-fixtures';
import { PayInsteadOfWire } from './pay-instead-of-wire';

beforeEach(() => {
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const optionsPath = `/api/v2/bookings/${bookingUuid}/payment-options?insteadOfWire=true`;
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const optionsAnswer = (options: object[]) => ({
  status: 200,
  body: { data: { amountDue: usd(270_000), options, availableCredit: null, wireConfirmationHours: 48 } },
});
const card = { mode: 'card', amount: usd(270_000), fee: usd(7_860), total: usd(277_860) };
const paypal = { mode: 'paypal', amount: usd(270_000), fee: usd(9_472), total: usd(279_472) };

describe('paying instead of the wire transfer (ADR 083)', () => {
  it('offers card and PayPal with their fees and sends the browser to the provider, one key per mode', async () => {
    const { calls, fetchMock } = mockBookingApi({
      answer: (call) => {
        if (call.method === 'GET' && call.path === optionsPath) return optionsAnswer([card, paypal]);
        if (call.method === 'POST' && call.path.endsWith('/payments')) {
          return { status: 201, body: { data: { redirectUrl: 'https://checkout.stripe.example/c/pay_1' } } };
        }
        return undefined;
      },
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderInApp(<PayInsteadOfWire bookingUuid={bookingUuid} redirect={redirect} />);
    expect(await screen.findByRole('heading', { name: 'Or pay now instead' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Pay ${isolated('\\$2,700\\.00')} by card or PayPal now`))).toBeInTheDocument();
    expect(
      screen.getByText(`Card: ${isolated('$2,778.60')}, including a fee of ${isolated('$78.60')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pay ${isolated('$2,794.72')} with PayPal` })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Pay ${isolated('$2,778.60')} by card` }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.example/c/pay_1'));
    await user.click(screen.getByRole('button', { name: `Pay ${isolated('$2,778.60')} by card` }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(2));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { mode: 'card', insteadOfWire: true },
      { mode: 'card', insteadOfWire: true },
    ]);
    // A second click answers the same payment: the same Idempotency-Key.
    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers nothing without card or PayPal (no keys, or nothing due)', async () => {
    const { calls } = mockBookingApi({
      answer: (call) => (call.path === optionsPath ? optionsAnswer([]) : undefined),
    });
    renderInApp(<PayInsteadOfWire bookingUuid={bookingUuid} />);
    await vi.waitFor(() => expect(calls.some((call) => call.path === optionsPath)).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Or pay now instead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("says what the server refused (the catalogue's text)", async () => {
    mockBookingApi({
      answer: (call) => {
        if (call.path === optionsPath) return optionsAnswer([card]);
        if (call.method === 'POST') return { status: 422, body: { message: 'NOTHING_TO_PAY' } };
        return undefined;
      },
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderInApp(<PayInsteadOfWire bookingUuid={bookingUuid} redirect={redirect} />);
    await user.click(await screen.findByRole('button', { name: `Pay ${isolated('$2,778.60')} by card` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is nothing left to pay on this booking.');
    expect(redirect).not.toHaveBeenCalled();
  });
});
