import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';
import {
  bookingQuote,
  bookingUrl,
  doorRate,
  draftId,
  mockApi,
  portRate,
  quoteAnswer,
  quoteId,
  signInAs,
  signOut,
} from '../testing/booking-fixtures';

// The flow's route and its address step are lazy chunks: transform them once up front.
beforeAll(async () => {
  await Promise.all([import('@/app/routes/booking-flow'), import('./address-step')]);
}, 60_000);

beforeEach(() => {
  window.sessionStorage.clear();
  signInAs();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const eventsPath = 'POST /api/v2/events';
const eventNames = (api: ReturnType<typeof mockApi>) =>
  api.callsTo(eventsPath).map((call) => (call.body as { name: string }).name);

async function continueStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the services step', () => {
  it('lists the rate’s additional services with their prices and prices insurance at 0.35 %', async () => {
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
  });

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
