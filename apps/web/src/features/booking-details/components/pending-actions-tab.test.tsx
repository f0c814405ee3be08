import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { isolated } from '@/lib/format/isolated';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { bookingDetails, bookingUuid, mockBookingApi, revisedQuoteUuid } from '../testing/booking-fixtures';

beforeAll(async () => {
  await import('./booking-details');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const url = `/booking/${bookingUuid}?tab=pendingActions`;
const actionItem = (name: string) => screen.getByRole('listitem', { name });

/** A stand-in for XMLHttpRequest: reports upload progress, then answers `status`. */
class FakeUpload {
  static sent: { url: string; body: FormData; headers: Record<string, string> }[] = [];
  static status = 201;
  private listeners: Record<string, (() => void)[]> = {};
  private progressListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  private url = '';
  private headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload = {
    addEventListener: (_type: string, listener: FakeUpload['progressListeners'][number]) =>
      this.progressListeners.push(listener),
  };
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  abort() {}
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, body, headers: this.headers });
    setTimeout(() => {
      for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded: 50, total: 100 });
    }, 0);
    setTimeout(() => {
      this.status = FakeUpload.status;
      this.responseText = FakeUpload.status === 201 ? '{}' : '{"message":"BOOKING_NOT_FOUND"}';
      for (const listener of this.listeners.load ?? []) listener();
    }, 30);
  }
}

describe('Pending actions', () => {
  it('lists each action with its state', async () => {
    mockBookingApi();
    renderApp({ url });
    expect(await screen.findByRole('tab', { name: 'Pending Actions (4)' })).toHaveAttribute('aria-selected', 'true');
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h2')?.textContent)).toEqual([
      'Shipper details',
      'Consignee details',
      'Notify party details',
      'Upload documents',
      'Complete payment (wire transfer)',
      'Accept revised quote',
    ]);
    expect(actionItem('Shipper details')).toHaveTextContent('Complete');
    expect(actionItem('Notify party details')).toHaveTextContent('Optional');
    expect(actionItem('Consignee details')).toHaveTextContent('Pending');
    expect(await axeViolations()).toEqual([]);
  });

  it("checks a party's fields with the product's messages, then saves it", async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Add: Consignee details' }));
    const form = screen.getByRole('form', { name: 'Consignee details' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Contact name is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Tax ID/)).toHaveAccessibleDescription(/required/);
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);

    await user.type(within(form).getByLabelText(/^Contact name/), 'Maria Lopez');
    await user.type(within(form).getByLabelText(/^Company name/), 'Lopez Imports LLC');
    await user.type(within(form).getByLabelText(/^Tax ID/), '12-3456789');
    await user.selectOptions(within(form).getByLabelText(/^Country/), 'US');
    await user.type(within(form).getByLabelText(/^City/), 'Los Angeles');
    await user.type(within(form).getByLabelText(/^Address/), '200 Harbor Blvd');
    await user.type(within(form).getByLabelText(/^Zip code/), '90731');
    await user.type(within(form).getByLabelText(/^Phone/), '+13105550100');
    await user.type(within(form).getByLabelText(/^E-mail/), 'maria@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        path: `/api/v2/bookings/${bookingUuid}/parties/consignee`,
        body: {
          contactName: 'Maria Lopez',
          companyName: 'Lopez Imports LLC',
          taxId: '12-3456789',
          countryIsoCode: 'US',
          city: 'Los Angeles',
          address: '200 Harbor Blvd',
          zipCode: '90731',
          phone: '+13105550100',
          email: 'maria@example.com',
        },
      }),
    );
    expect(await screen.findByText('Consignee details: Saved.')).toBeInTheDocument();
  }, 60_000);

  it('requires the type, refuses a file over the brand limit with the dialog, shows progress', async () => {
    mockBookingApi();
    FakeUpload.sent = [];
    FakeUpload.status = 201;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Open: Upload documents' }));
    const form = screen.getByRole('form', { name: 'Upload documents' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText("Please choose the document's type")).toBeInTheDocument();
    expect(within(form).getByText('Please choose a file')).toBeInTheDocument();

    const tooLarge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(tooLarge, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(within(form).getByLabelText('File'), tooLarge);
    const dialog = await screen.findByRole('dialog', { name: 'File too large' });
    expect(dialog).toHaveTextContent('File size larger than 20 MB');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(FakeUpload.sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(/^Document type/), 'PackingList');
    await user.upload(
      within(form).getByLabelText('File'),
      new File(['list'], 'packing.pdf', { type: 'application/pdf' }),
    );
    expect(within(form).getByText('packing.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(form).getByRole('progressbar', { name: 'Uploading packing.pdf' })).toBeVisible());
    await waitFor(() => expect(form).toHaveTextContent('packing.pdf was uploaded.'));
    expect(FakeUpload.sent).toHaveLength(1);
    const [sent] = FakeUpload.sent;
    expect(sent?.url).toBe(`/api/v2/bookings/${bookingUuid}/documents`);
    expect(sent?.body.get('type')).toBe('PackingList');
    expect((sent?.body.get('file') as File).name).toBe('packing.pdf');
    expect(sent?.headers.authorization).toMatch(/^Bearer /);
    expect(sent?.headers).not.toHaveProperty('content-type');
  }, 60_000);

  it("says what the server refused in an upload (the catalogue's text)", async () => {
    mockBookingApi();
    FakeUpload.status = 422;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Open: Upload documents' }));
    const form = screen.getByRole('form', { name: 'Upload documents' });
    await user.selectOptions(within(form).getByLabelText(/^Document type/), 'Others');
    await user.upload(within(form).getByLabelText('File'), new File(['x'], 'notes.txt'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('We could not find this booking.');
  });

  it('shows the revised quote before and after; it closes without accepting, and accepts', async () => {
    const { calls } = mockBookingApi();
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Review the revised quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Revised quote' });
    expect(dialog).toHaveTextContent('Why: Peak season surcharge');
    expect(within(dialog).getByRole('row', { name: /Ocean freight/ })).toHaveTextContent(
      'Ocean freight$2,000.00$2,300.00',
    );
    expect(within(dialog).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total$2,700.00$3,000.00');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close without accepting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Review the revised quote' }));
    await user.click(screen.getByRole('button', { name: 'Accept the revised quote' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/v2/bookings/${bookingUuid}/revised-quotes/${revisedQuoteUuid}/accept`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the wire payment: amount, reference and the bank details from the payments API', async () => {
    const { calls } = mockBookingApi({
      answer: (call) =>
        call.method === 'POST' && call.path.endsWith('/payments')
          ? {
              status: 201,
              body: {
                data: {
                  id: 'p1',
                  referenceNumber: 'FD-SH000123-01',
                  total: { amountMinor: 272_500, currency: 'USD' },
                  wireConfirmationHours: 48,
                  bankDetails: {
                    beneficiaryName: 'Harbourline Logistics Inc.',
                    beneficiaryAddress: '1 Harbour Way, Miami',
                    bankName: 'First Harbour Bank',
                    bankAddress: '5 Bank St, Miami',
                    accountNumber: '000123456789',
                    iban: null,
                    abaRouting: '026009593',
                    bic: 'FHBKUS33',
                    fiscalInformation: null,
                  },
                },
              },
            }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp({ url });
    await user.click(await screen.findByRole('button', { name: 'Open: Complete payment (wire transfer)' }));
    const item = actionItem('Complete payment (wire transfer)');
    // The transfer carries the charges and the wire fee ($2,700 + $25).
    expect(item).toHaveTextContent(`Pay ${isolated('$2,725.00')} by wire transfer`);
    expect(item).toHaveTextContent('Payment reference: FD-SH000123-01');
    await user.click(within(item).getByRole('button', { name: 'Show the bank details' }));
    expect(await within(item).findByText('First Harbour Bank')).toBeInTheDocument();
    expect(within(item).getByText('026009593')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: `/api/v2/bookings/${bookingUuid}/payments`, body: { mode: 'wire' } });
  });

  it('says the transfer is no longer needed once what was due was paid by card instead (ADR 083)', async () => {
    const [wire] = bookingDetails.payments;
    mockBookingApi({
      details: {
        ...bookingDetails,
        bookingDetails: {
          ...bookingDetails.bookingDetails,
          pendingActions: [{ kind: 'completeWirePayment', state: 'complete' }],
        },
        payments: [
          { ...wire!, id: 'c0000000-0000-4000-8000-0000000000c1', mode: 'card', status: 'succeeded' },
          { ...wire!, status: 'replaced' },
        ],
      },
    });
    renderApp({ url });
    expect(await screen.findByRole('tab', { name: 'Pending Actions' })).toBeInTheDocument();
    expect(actionItem('Complete payment (wire transfer)')).toHaveTextContent(
      'You paid what was due by card instead of a transfer. Thank you.',
    );
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });

  it('has nothing to do once every action is complete', async () => {
    mockBookingApi({
      details: {
        ...bookingDetails,
        bookingDetails: {
          ...bookingDetails.bookingDetails,
          pendingActions: [
            { kind: 'completeWirePayment', state: 'complete' },
            { kind: 'acceptRevisedQuote', state: 'complete' },
          ],
          revisedQuote: { ...bookingDetails.bookingDetails.revisedQuote!, state: 'accepted' },
        },
      },
    });
    renderApp({ url });
    expect(await screen.findByRole('tab', { name: 'Pending Actions' })).toBeInTheDocument();
    expect(actionItem('Complete payment (wire transfer)')).toHaveTextContent('Your transfer was received.');
    expect(actionItem('Accept revised quote')).toHaveTextContent('You accepted the revised quote.');
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();
  });
});
