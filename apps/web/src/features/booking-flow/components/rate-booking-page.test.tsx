import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { bookingQuote, expiredRate, mockApi, portRate, quoteAnswer, quoteId } from '../testing/booking-fixtures';

beforeAll(async () => {
  await import('./rate-booking-page');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const rateUrl = (rateUuid: string) => `/quote/${quoteId}/rate/${rateUuid}`;

describe('the rate’s booking page', () => {
  it('shows the rate and starts a draft with a new id on Book', async () => {
    mockApi(quoteAnswer());
    const user = userEvent.setup();
    const { router } = renderApp({ url: rateUrl(portRate.uuid) });
    const summary = await screen.findByRole('complementary', { name: 'Your rate' });
    expect(summary).toHaveTextContent('$1,850.00');
    expect(summary).toHaveTextContent('Valencia, Spain → New York, United States');
    expect(summary).toHaveTextContent('2030-02-28');
    expect(screen.queryByText('Rates may not be applicable')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/quotes/${quoteId}/bookings/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`),
      ),
    );
    expect(router.state.location.search).toContain(`rate=${portRate.uuid}`);
  });

  it('warns that rates may not be applicable when the ready date is near the gate-in date', async () => {
    mockApi(quoteAnswer(bookingQuote(undefined, { cargoReadyDate: '2030-01-16' })));
    renderApp({ url: rateUrl(portRate.uuid) });
    expect(await screen.findByText('Rates may not be applicable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  it('says an expired rate cannot be booked', async () => {
    mockApi(quoteAnswer());
    const user = userEvent.setup();
    const { router } = renderApp({ url: rateUrl(expiredRate.uuid) });
    const dialog = await screen.findByRole('dialog', { name: 'Booking Not Available for Expired Quotes' });
    expect(dialog).toHaveTextContent(
      'The rate is no longer available. Please request a new quote to continue with your booking.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('dialog', { name: 'Booking Not Available for Expired Quotes' })).toBeVisible();
    expect(router.state.location.pathname).toBe(rateUrl(expiredRate.uuid));
  });

  it('says so when the quote has no such rate', async () => {
    mockApi(quoteAnswer());
    renderApp({ url: rateUrl('00000000-0000-4000-8000-00000000ffff') });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this rate in the quote.');
  });
});
