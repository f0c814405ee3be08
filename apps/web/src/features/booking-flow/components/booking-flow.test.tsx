import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingChargeLinesOf, totalOfChargeLines } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';
import {
  bookingUrl,
  doorRate,
  draftId,
  mockApi,
  portRate,
  quoteAnswer,
  quoteId,
  seedDraft,
  signInAs,
  setUpBookingFlowTests,
} from '../testing/booking-fixtures';

setUpBookingFlowTests();

const eventsPath = 'POST /api/v2/events';
const eventNames = (api: ReturnType<typeof mockApi>) =>
  api.callsTo(eventsPath).map((call) => (call.body as { name: string }).name);

/** Replaces a field's text (pasted: typing each character is slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function continueStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the services step', () => {
  it(
    'lists the rate’s additional services with their prices and prices insurance at 0.35 %',
    { timeout: 30_000 },
    async () => {
      mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
      const user = userEvent.setup();
      renderApp({ url: bookingUrl(portRate.uuid) });
      expect(await screen.findByRole('heading', { level: 2, name: 'Additional services' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Export customs clearance ($95.00)' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'B/L courier ($40.00)' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Insure my cargo' }));
      expect(screen.getByText('Enter the cargo value to see the premium.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(/^Cargo value \(USD\)/), '50000');
      expect(screen.getByText('Insurance premium: $175.00')).toBeInTheDocument();
      expect(screen.getByText('Deductible per claim: €500.00.')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Used' }));
      expect(screen.getByText('Deductible per claim: €1,500.00.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText(/^Cargo value \(USD\)/));
      await user.type(screen.getByLabelText(/^Cargo value \(USD\)/), '1000');
      expect(screen.getByText('Insurance premium: $50.00')).toBeInTheDocument();
    },
  );

  it('asks to confirm going on without any service, and goes on when confirmed', async () => {
    mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
    const user = userEvent.setup();
    renderApp({ url: bookingUrl(portRate.uuid) });
    await user.click(await screen.findByRole('checkbox', { name: 'Export customs clearance ($95.00)' }));
    await user.click(screen.getByRole('checkbox', { name: 'B/L courier ($40.00)' }));
    await continueStep(user);
    const dialog = await screen.findByRole('dialog', { name: 'Continue without additional services?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue without' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipment details' })).toBeInTheDocument();
  });

  it('makes a mover’s international move choose a service: the dialog cannot be passed', async () => {
    signInAs({ ...usCustomerClaims, customer_type: 'B2C' });
    mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
    const user = userEvent.setup();
    renderApp({ url: bookingUrl(portRate.uuid) });
    await user.click(await screen.findByRole('checkbox', { name: 'Export customs clearance ($95.00)' }));
    await user.click(screen.getByRole('checkbox', { name: 'B/L courier ($40.00)' }));
    await continueStep(user);
    const dialog = await screen.findByRole('dialog', { name: 'Additional services required' });
    expect(within(dialog).queryByRole('button', { name: 'Continue without' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose services' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Additional services' })).toBeInTheDocument();
  });
});

const bookingsPath = (rateUuid: string) => `POST /api/v2/quotes/${quoteId}/rates/${rateUuid}/bookings`;
const bookingUuid = '5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c';
const created = { status: 201, body: { data: { bookingUuid, shipmentId: 'SH-000123' } } };

/** Fills an address step (the labels of docs/product/booking.md#parties-and-addresses). */
async function fillAddress(user: ReturnType<typeof userEvent.setup>, country: string, zip: string, taxId: string) {
  const field = (label: RegExp) => screen.getByLabelText(label);
  await fill(user, await screen.findByLabelText(/^Full name/), 'Ana Ruiz');
  await fill(user, field(/^Company name/), 'Ana Imports');
  await user.selectOptions(field(/^Country/), country);
  await fill(user, field(/^Address/), 'Calle Mayor 1');
  await fill(user, field(/^City/), 'Valencia');
  await fill(user, field(/^Zip code/), zip);
  await fill(user, field(/^Tax ID/), taxId);
  await fill(user, field(/^Phone\b(?! country)/), '+34 612 345 678');
  await fill(user, field(/^E-mail/), 'ana@example.com');
}

async function answerServicesAndShipment(user: ReturnType<typeof userEvent.setup>, withoutServices = false) {
  await screen.findByRole('heading', { level: 2, name: 'Additional services' });
  await continueStep(user);
  if (withoutServices) {
    const dialog = await screen.findByRole('dialog', { name: 'Continue without additional services?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue without' }));
  }
  await screen.findByRole('heading', { level: 2, name: 'Shipment details' });
  await fill(user, screen.getByLabelText(/^Your reference ID/), 'PO-2029-77');
  await user.click(screen.getByRole('radio', { name: 'Known shipper' }));
  await user.click(screen.getByRole('radio', { name: 'Cheapest' }));
  await fill(user, screen.getByLabelText(/^Comments/), 'Fragile: handle with care');
  await continueStep(user);
}

describe('the shipment details step', () => {
  it('says what each required field needs, in the user’s language', { timeout: 30_000 }, async () => {
    mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
    const user = userEvent.setup();
    renderApp({ url: bookingUrl(portRate.uuid) });
    await screen.findByRole('heading', { level: 2, name: 'Additional services' });
    await continueStep(user);
    await screen.findByRole('heading', { level: 2, name: 'Shipment details' });
    expect(screen.getByLabelText(/^Commodity/)).toHaveValue('regularCargo');
    expect(screen.getByLabelText(/^Cargo ready date/)).toHaveValue('2029-06-10');
    await user.clear(screen.getByLabelText(/^Cargo ready date/));
    await continueStep(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Your reference ID/)).toHaveAccessibleDescription(
        'Customer reference ID is required',
      ),
    );
    expect(screen.getByLabelText(/^Cargo ready date/)).toHaveAccessibleDescription('Cargo ready date is required');
    expect(screen.getByRole('radiogroup', { name: /^Shipper/ })).toHaveAccessibleDescription('Shipper is required');
    expect(screen.getByRole('radiogroup', { name: /^Service/ })).toHaveAccessibleDescription('Service is required');
    expect(screen.getByLabelText(/^Comments/)).toHaveAccessibleDescription('Comments is required');
    await fill(user, screen.getByLabelText(/^Your reference ID/), 'X'.repeat(36));
    expect(screen.getByLabelText(/^Your reference ID/)).toHaveAccessibleDescription(/35/);
  });
});

describe('the address steps', () => {
  it(
    'give every field’s message of the domain, and check the tax id against the country',
    { timeout: 60_000 },
    async () => {
      signInAs({ ...usCustomerClaims, phone_number: null, legal_name: null, contact_name: null });
      mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
      const user = userEvent.setup();
      renderApp({ url: bookingUrl(portRate.uuid) });
      await answerServicesAndShipment(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Billing address' })).toBeInTheDocument();
      await user.clear(await screen.findByLabelText(/^E-mail/));
      await continueStep(user);
      await waitFor(() => expect(screen.getByLabelText(/^Tax ID/)).toHaveAccessibleDescription('Tax ID is required'));
      expect(screen.getByLabelText(/^Country/)).toHaveAccessibleDescription('Country is required');
      expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription('Address is required');
      expect(screen.getByLabelText(/^Zip code/)).toHaveAccessibleDescription('Zip code is required');
      expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Email is required');
      await fillAddress(user, 'ES', '46001', 'X1');
      await continueStep(user);
      await waitFor(() =>
        expect(screen.getByLabelText(/^Tax ID/)).toHaveAccessibleDescription('Enter a valid tax ID for this country'),
      );
      await fill(user, screen.getByLabelText(/^Zip code/), '1');
      await continueStep(user);
      await waitFor(() =>
        expect(screen.getByLabelText(/^Zip code/)).toHaveAccessibleDescription(
          'Enter a valid zip code for this country',
        ),
      );
    },
  );

  it('ask for the pickup and delivery addresses only when the rate includes the door legs', async () => {
    mockApi({ ...quoteAnswer(), [eventsPath]: { status: 202 } });
    const { unmount } = renderApp({ url: bookingUrl(portRate.uuid) });
    const steps = await screen.findByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).queryByText('Pickup address')).not.toBeInTheDocument();
    expect(within(steps).queryByText('Delivery address')).not.toBeInTheDocument();
    expect(within(steps).getByText('Billing address')).toBeInTheDocument();
    unmount();

    renderApp({ url: bookingUrl(doorRate.uuid) });
    const doorSteps = await screen.findByRole('navigation', { name: 'Booking steps' });
    expect(within(doorSteps).getByText('Pickup address')).toBeInTheDocument();
    expect(within(doorSteps).getByText('Delivery address')).toBeInTheDocument();
  });
});

describe('the payment step', () => {
  it(
    'shows each mode the customer can use with its fee for this booking’s total, credit with the credit left',
    { timeout: 30_000 },
    async () => {
      seedDraft(['services', 'shipment', 'billing']);
      // The port rate with its export customs clearance kept (the draft's services), as the booking would freeze it.
      const totalMinor = totalOfChargeLines(
        bookingChargeLinesOf(portRate, { additionalServiceCodes: ['ECC'], insurance: null }),
      );
      const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
      const api = mockApi({
        ...quoteAnswer(),
        [eventsPath]: { status: 202 },
        'GET /api/v2/payment-options': {
          status: 200,
          body: {
            data: {
              amountDue: usd(totalMinor),
              options: [
                { mode: 'card', amount: usd(totalMinor), fee: usd(5_830), total: usd(totalMinor + 5_830) },
                { mode: 'wire', amount: usd(totalMinor), fee: usd(2_500), total: usd(totalMinor + 2_500) },
                { mode: 'credit', amount: usd(totalMinor), fee: usd(0), total: usd(totalMinor) },
              ],
              availableCredit: usd(5_000_000),
              wireConfirmationHours: 48,
            },
          },
        },
      });
      renderApp({ url: bookingUrl(portRate.uuid, 'payment') });
      const card = await screen.findByRole('radio', { name: /^Pay now by card/ });
      expect(card).toHaveAccessibleName(expect.stringContaining('Fee $58.30'));
      const wire = screen.getByRole('radio', { name: /^Pay later by wire transfer/ });
      expect(wire).toHaveAccessibleName(expect.stringContaining('Fee $25.00'));
      const credit = screen.getByRole('radio', { name: /^Pay using credit/ });
      expect(credit).toHaveAccessibleName(expect.stringContaining('No fee · available credit $50,000.00'));
      // PayPal has no keys here: not offered, not faked.
      expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
      const [asked] = api.fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/v2/payment-options'));
      expect(new URL(String(asked?.[0]), 'http://localhost').searchParams.get('amountMinor')).toBe(String(totalMinor));
    },
  );
});

describe('booking', () => {
  it(
    'sends the funnel events in order and books with the draft id as Idempotency-Key',
    { timeout: 120_000 },
    async () => {
      const api = mockApi({
        ...quoteAnswer(),
        [eventsPath]: { status: 202 },
        [bookingsPath(doorRate.uuid)]: created,
        // The payment step asks the fees for the booking's total; without an answer it would wait for it.
        'GET /api/v2/payment-options': { status: 503, body: { message: 'PRODUCT_SERVICE_NOT_AVAILABLE' } },
        [`POST /api/v2/bookings/${bookingUuid}/payments`]: {
          status: 201,
          body: {
            data: {
              mode: 'wire',
              total: { amountMinor: 187500, currency: 'USD' },
              referenceNumber: 'PAY-ABC123',
              redirectUrl: null,
              bankDetails: null,
              wireConfirmationHours: 48,
            },
          },
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp({ url: bookingUrl(doorRate.uuid) });
      await answerServicesAndShipment(user, true);
      await screen.findByRole('heading', { level: 2, name: 'Billing address' });
      await fillAddress(user, 'ES', '46001', 'B58378431');
      await continueStep(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Pickup address' })).toBeInTheDocument();
      // The door's country, city and zip come from the quote and the rate; the contact from the billing address.
      expect(screen.getByLabelText(/^Country/)).toHaveValue('ES');
      expect(screen.getByLabelText(/^Zip code/)).toHaveValue('46001');
      expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ana Ruiz');
      await fill(user, screen.getByLabelText(/^Address/), 'Muelle 3');
      await fill(user, screen.getByLabelText(/^Tax ID/), 'B58378431');
      await continueStep(user);
      await screen.findByRole('heading', { level: 2, name: 'Delivery address' });
      await fillAddress(user, 'US', '10001', '12-3456789');
      await continueStep(user);
      await screen.findByRole('heading', { level: 2, name: 'Payment option' });
      await continueStep(user);
      await waitFor(() =>
        expect(screen.getByRole('radiogroup', { name: /^Payment option/ })).toHaveAccessibleDescription(
          'Payment option is required',
        ),
      );
      await user.click(screen.getByRole('radio', { name: /^Pay later by wire transfer/ }));
      await continueStep(user);
      expect(await screen.findByRole('heading', { level: 2, name: 'Review and book' })).toBeInTheDocument();
      expect(screen.getByText('PO-2029-77')).toBeInTheDocument();
      expect(router.state.location.search).toContain('step=review');
      await user.click(screen.getByRole('button', { name: 'Book now' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeInTheDocument();
      expect(screen.getByText('SH-000123')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/booking/${bookingUuid}/confirm`);
      await waitFor(() =>
        expect(eventNames(api)).toEqual([
          'begin_booking',
          'service_selection_completed',
          'shipment_details_completed',
          'billing_details_completed',
          'Booking_Confirmed',
        ]),
      );
      const [booking] = api.callsTo(bookingsPath(doorRate.uuid));
      expect(booking?.headers['Idempotency-Key']).toBe(draftId);
      expect(booking?.body).toMatchObject({
        commodity: 'regularCargo',
        cargoReadyDate: '2029-06-10',
        customerReferenceId: 'PO-2029-77',
        additionalServiceCodes: [],
        insurance: null,
        shipperType: 'known',
        serviceType: 'cheapest',
        comments: 'Fragile: handle with care',
        billingAddress: { companyName: 'Ana Imports', countryIsoCode: 'ES', taxId: 'B58378431', phone: '+34612345678' },
        pickupAddress: { address: 'Muelle 3', zipCode: '46001' },
        deliveryAddress: { countryIsoCode: 'US', zipCode: '10001' },
        paymentMode: 'wire',
      });
      // The draft is gone once booked.
      expect(window.sessionStorage.getItem(`booking-draft:${draftId}`)).toBeNull();
    },
  );
});

describe('the booking call’s refusals', () => {
  it('puts a 422 answer’s field errors on their step’s fields', { timeout: 30_000 }, async () => {
    seedDraft();
    mockApi({
      ...quoteAnswer(),
      [eventsPath]: { status: 202 },
      [bookingsPath(portRate.uuid)]: {
        status: 422,
        body: { message: 'INVALID_PAYLOAD', errors: { 'billingAddress.taxId': ['validation.taxId.invalid'] } },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: bookingUrl(portRate.uuid, 'review') });
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Billing address' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Tax ID/)).toHaveAccessibleDescription('Enter a valid tax ID for this country'),
    );
    expect(router.state.location.search).toContain('step=billing');
  });

  it('opens the expired dialog on 410 RATE_EXPIRED', async () => {
    seedDraft();
    mockApi({
      ...quoteAnswer(),
      [eventsPath]: { status: 202 },
      [bookingsPath(portRate.uuid)]: { status: 410, body: { message: 'RATE_EXPIRED' } },
    });
    const user = userEvent.setup();
    renderApp({ url: bookingUrl(portRate.uuid, 'review') });
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Not Available for Expired Quotes' });
    expect(dialog).toHaveTextContent(
      'The rate is no longer available. Please request a new quote to continue with your booking.',
    );
    expect(within(dialog).getByRole('link', { name: 'Request a new quote' })).toHaveAttribute(
      'href',
      '/get-quote/ocean',
    );
  });

  it(
    'sends an account without a password to create one (409), then back to the booking',
    { timeout: 30_000 },
    async () => {
      seedDraft();
      const api = mockApi({
        ...quoteAnswer(),
        [eventsPath]: { status: 202 },
        [bookingsPath(portRate.uuid)]: [{ status: 409, body: { message: 'ACCOUNT_SETUP_INCOMPLETE' } }, created],
        'POST /api/v2/customers/me/create-password': {
          status: 200,
          body: { data: { jwt: unsignedJwt(usCustomerClaims) } },
        },
      });
      const user = userEvent.setup();
      const { router } = renderApp({ url: bookingUrl(portRate.uuid, 'review') });
      await user.click(await screen.findByRole('button', { name: 'Book now' }));
      const dialog = await screen.findByRole('dialog', { name: 'Account setup incomplete' });
      await user.click(within(dialog).getByRole('button', { name: 'Create password' }));

      expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/create-password');
      await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
      await user.type(screen.getByLabelText(/^Confirm new password/), 'Secret123!');
      await user.click(screen.getByRole('button', { name: 'Create password' }));

      expect(await screen.findByRole('heading', { level: 2, name: 'Review and book' })).toBeInTheDocument();
      expect(router.state.location.search).toContain('step=review');
      await user.click(screen.getByRole('button', { name: 'Book now' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Booking received' })).toBeInTheDocument();
      const keys = api.callsTo(bookingsPath(portRate.uuid)).map((call) => call.headers['Idempotency-Key']);
      expect(keys).toEqual([draftId, draftId]);
    },
  );
});
