import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import { mockApi, signInAs, signOut } from '../testing/booking-fixtures';
import { BookingReceived } from './booking-received';

beforeAll(async () => {
  await import('./booking-received');
}, 60_000);

beforeEach(() => {
  window.sessionStorage.clear();
  signInAs();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const bookingUuid = '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c';
const paymentsKey = `POST /api/v2/bookings/${bookingUuid}/payments`;
const payment = (change: object) => ({
  status: 201,
  body: {
    data: {
      mode: 'card',
      total: { amountMinor: 190395, currency: 'USD' },
      referenceNumber: 'PAY-7Q2X9K',
      redirectUrl: null,
      bankDetails: null,
      wireConfirmationHours: null,
      ...change,
    },
  },
});

describe('booking received', () => {
  it('pays by card on the provider’s page, with one key per attempt', async () => {
    const api = mockApi({ [paymentsKey]: payment({ redirectUrl: 'https://checkout.stripe.example/c/pay_1' }) });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderInApp(
      <BookingReceived
        bookingUuid={bookingUuid}
        known={{ shipmentId: 'SH-000123', paymentMode: 'card' }}
        redirect={redirect}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeInTheDocument();
    expect(screen.getByText('SH-000123')).toBeInTheDocument();
    expect(screen.getByText('Status: Booking Requested')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View booking details' })).toHaveAttribute(
      'href',
      `/booking/${bookingUuid}`,
    );
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.example/c/pay_1'));
    const [call] = api.callsTo(paymentsKey);
    expect(call?.body).toEqual({ mode: 'card' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the bank details and reference of a wire transfer, and the instructions PDF', async () => {
    mockApi({
      [paymentsKey]: payment({
        mode: 'wire',
        wireConfirmationHours: 48,
        bankDetails: {
          beneficiaryName: 'Harbourline Logistics Inc.',
          beneficiaryAddress: '100 Example Plaza, Miami',
          bankName: 'Example National Bank',
          bankAddress: '1 Example Avenue, New York',
          accountNumber: '000123456789',
          iban: null,
          abaRouting: '021000021',
          bic: 'EXNBUS33',
          fiscalInformation: 'EIN 00-0000000',
        },
      }),
    });
    renderInApp(<BookingReceived bookingUuid={bookingUuid} known={{ shipmentId: 'SH-000123', paymentMode: 'wire' }} />);
    expect(await screen.findByText('Harbourline Logistics Inc.')).toBeInTheDocument();
    expect(screen.getByText('PAY-7Q2X9K')).toBeInTheDocument();
    expect(screen.getByText('021000021')).toBeInTheDocument();
    expect(screen.getByText('$1,903.95')).toBeInTheDocument();
    expect(screen.queryByText('IBAN')).not.toBeInTheDocument();
    expect(screen.getByText(/up to 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the wire instructions (PDF)' })).toBeInTheDocument();
  });

  it('says a credit booking was charged to the credit line', async () => {
    mockApi({ [paymentsKey]: payment({ mode: 'credit' }) });
    renderInApp(
      <BookingReceived bookingUuid={bookingUuid} known={{ shipmentId: 'SH-000123', paymentMode: 'credit' }} />,
    );
    expect(
      await screen.findByText('$1,903.95 was charged to your credit line (reference PAY-7Q2X9K).'),
    ).toBeInTheDocument();
  });
});
