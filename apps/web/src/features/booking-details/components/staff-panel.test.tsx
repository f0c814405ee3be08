import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { bookingDetails, bookingUuid, mockBookingApi, wirePaymentId } from '../testing/booking-fixtures';

beforeAll(async () => {
  await import('./booking-details');
}, 60_000);

const signInAs = (claims: object) => {
  document.cookie = `auth_token=${unsignedJwt({ ...usCustomerClaims, ...claims })}; path=/`;
};

beforeEach(() => {
  mockViewport('desktop');
  signInAs({ is_internal_user: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const url = `/booking/${bookingUuid}`;
const staffPanel = () => screen.getByRole('region', { name: 'Staff' });
const section = (name: string) => within(staffPanel()).getByRole('region', { name });
const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('Staff mode of the booking page', () => {
  it('is not shown to customers', async () => {
    signInAs({ is_internal_user: false });
    mockBookingApi();
    renderApp({ url });
    await screen.findByRole('heading', { level: 1, name: 'Booking SH-000123' });
    expect(screen.queryByRole('region', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });

  it('moves the status to one the domain allows; a cancellation needs its reason', async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await screen.findByRole('region', { name: 'Staff' });
    const status = section('Booking status');
    const options = within(within(status).getByLabelText(/^New status/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Choose', 'Booking In Progress', 'Booking Cancelled']);
    await user.selectOptions(within(status).getByLabelText(/^New status/), 'C');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await within(status).findByText('Please give the reason for cancelling')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.type(within(status).getByLabelText(/^Reason/), 'Cargo not ready');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    expect(await within(status).findByText('The status was changed.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/v2/staff/bookings/${bookingUuid}/status`,
        body: { status: 'C', reason: 'Cargo not ready' },
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('says a final status cannot move', async () => {
    mockBookingApi({
      details: { ...bookingDetails, bookingDetails: { ...bookingDetails.bookingDetails, status: 'D' } },
    });
    renderApp({ url });
    await screen.findByRole('region', { name: 'Staff' });
    expect(section('Booking status')).toHaveTextContent("This booking's status is final.");
  });

  it('records a milestone and sets the shipment references', async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await screen.findByRole('region', { name: 'Staff' });

    const milestone = section('Record a milestone');
    await user.selectOptions(within(milestone).getByLabelText(/^Milestone/), 'departed');
    await user.type(within(milestone).getByLabelText(/^Date/), '2030-01-28');
    await user.type(within(milestone).getByLabelText(/^Location/), 'Shanghai');
    await user.click(within(milestone).getByRole('button', { name: 'Record' }));
    expect(await within(milestone).findByText('The milestone was recorded.')).toBeInTheDocument();

    const references = section('Shipment references');
    const containers = within(references).getByLabelText(/^Container numbers/);
    await user.clear(containers);
    await user.type(containers, 'MSKU1234565, bad1');
    await user.click(within(references).getByRole('button', { name: 'Save references' }));
    expect(await within(references).findByText('Container numbers are four letters and seven digits')).toBeVisible();
    await user.clear(containers);
    await user.type(containers, 'mscu7654321, MSKU1234565');
    await user.click(within(references).getByRole('button', { name: 'Save references' }));
    expect(await within(references).findByText('The references were saved.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/v2/staff/bookings/${bookingUuid}/milestones`,
        body: { milestone: 'departed', classifier: 'ACT', eventDate: '2030-01-28', location: 'Shanghai' },
      },
      {
        method: 'PUT',
        path: `/api/v2/staff/bookings/${bookingUuid}/references`,
        body: {
          vessel: 'Maersk Essen',
          voyage: '402E',
          mblNumber: 'MAEU123456789',
          containerNumbers: ['MSCU7654321', 'MSKU1234565'],
        },
      },
    ]);
  }, 60_000);

  it('confirms a wire transfer as received and sets the credit line', async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await screen.findByRole('region', { name: 'Staff' });

    await user.click(
      within(section('Wire payments')).getByRole('button', { name: 'Confirm FD-SH000123-01 as received' }),
    );
    expect(await within(section('Wire payments')).findByText('The payment was confirmed.')).toBeInTheDocument();

    const credit = section("Customer's credit line");
    await user.type(within(credit).getByLabelText(/^Credit line/), '-5');
    await user.click(within(credit).getByRole('button', { name: 'Set credit line' }));
    expect(await within(credit).findByText('Please give an amount of 0 or more')).toBeInTheDocument();
    await user.clear(within(credit).getByLabelText(/^Credit line/));
    await user.type(within(credit).getByLabelText(/^Credit line/), '15000.50');
    await user.click(within(credit).getByRole('button', { name: 'Set credit line' }));
    expect(await within(credit).findByText('The credit line was set.')).toBeInTheDocument();

    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/v2/staff/bookings/${bookingUuid}/payments/${wirePaymentId}/confirm`,
        body: undefined,
      },
      {
        method: 'PUT',
        path: `/api/v2/staff/customers/${bookingDetails.bookingDetails.customerId}/credit-line`,
        body: { amountMinor: 1_500_050, currency: 'USD' },
      },
    ]);
  }, 60_000);

  it('issues a revised quote: a changed amount, a removed line, a new line and the reason', async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await screen.findByRole('region', { name: 'Staff' });
    const revised = section('Issue a revised quote');
    const freight = within(revised).getByRole('group', { name: 'Ocean freight' });
    await user.clear(within(freight).getByLabelText(/^Amount/));
    await user.type(within(freight).getByLabelText(/^Amount/), '2300');
    await user.click(within(revised).getByRole('button', { name: 'Remove General rate increase' }));
    await user.click(within(revised).getByRole('button', { name: 'Add a charge line' }));
    const added = within(revised).getByRole('group', { name: 'New charge' });
    await user.click(within(revised).getByRole('button', { name: 'Issue revised quote' }));
    expect(await within(revised).findByText('Please give the reason for the revision')).toBeInTheDocument();
    expect(within(added).getByText('Please name the charge')).toBeInTheDocument();
    expect(within(added).getByText('Please give an amount')).toBeInTheDocument();
    await user.type(within(added).getByLabelText(/^Charge/), 'Peak season surcharge');
    await user.type(within(added).getByLabelText(/^Amount/), '150');
    await user.type(within(revised).getByLabelText(/^Reason/), 'Peak season');
    await user.click(within(revised).getByRole('button', { name: 'Issue revised quote' }));
    expect(await within(revised).findByText('The revised quote was sent to the customer.')).toBeInTheDocument();
    const [issued] = posts(calls);
    expect(issued?.path).toBe(`/api/v2/staff/bookings/${bookingUuid}/revised-quotes`);
    expect(issued?.body).toEqual({
      reason: 'Peak season',
      lines: [
        {
          group: 'portOrigin',
          code: 'THC',
          name: 'Origin terminal handling',
          quantity: 2,
          amountMinor: 30_000,
          currency: 'USD',
        },
        // Its name left as shown, the line keeps its label: each reader sees it in their language.
        {
          group: 'freight',
          code: 'OFR',
          name: 'Ocean freight',
          label: { key: 'oceanFreight' },
          quantity: 2,
          amountMinor: 230_000,
          currency: 'USD',
        },
        {
          group: 'portDestination',
          code: 'DTHC',
          name: 'Destination handling',
          quantity: 2,
          amountMinor: 25_000,
          currency: 'EUR',
        },
        {
          group: 'others',
          code: 'ADJ4',
          name: 'Peak season surcharge',
          quantity: 1,
          amountMinor: 15_000,
          currency: 'USD',
        },
      ],
    });
  }, 60_000);
});
