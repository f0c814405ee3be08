// Apart from the other flow tests: it signs in, and a module's session state must start fresh for it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';
import {
  bookingUrl,
  draftId,
  mockApi,
  portRate,
  quoteAnswer,
  quoteId,
  seedDraft,
  signOut,
  setUpBookingFlowTests,
} from '../testing/booking-fixtures';

setUpBookingFlowTests();

const eventsPath = 'POST /api/v2/events';

describe('a visitor', () => {
  it(
    'signs in inside the flow and comes back to the same step with the answers kept',
    { timeout: 30_000 },
    async () => {
      signOut();
      seedDraft(['services', 'shipment']);
      mockApi({
        ...quoteAnswer(),
        [eventsPath]: { status: 202 },
        'POST /api/v2/customers/login': { status: 200, body: { data: { jwt: unsignedJwt(usCustomerClaims) } } },
      });
      const user = userEvent.setup();
      const { router } = renderApp({ url: bookingUrl(portRate.uuid, 'billing') });
      // The address step's code (with the tax-id validators) loads on demand: slow on a loaded machine.
      const slowStep = { timeout: 10_000 };
      expect(await screen.findByRole('heading', { level: 2, name: 'Billing address' }, slowStep)).toBeInTheDocument();
      expect(
        screen.getByText('Log in or create an account to book. Your answers are kept and you come back to this step.'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Tax ID/)).not.toBeInTheDocument();
      await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
      expect(router.state.location.search).toContain('authPanel=signIn');

      const panel = await screen.findByRole('dialog');
      await user.type(await within(panel).findByLabelText(/^Email/), 'ana@example.com');
      await user.type(within(panel).getByLabelText(/^Password/), 'Secret123');
      await user.click(within(panel).getByRole('button', { name: 'Log in' }));

      expect(await screen.findByLabelText(/^Tax ID/, {}, slowStep)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Billing address' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/quotes/${quoteId}/bookings/${draftId}`);
      expect(router.state.location.search).toContain('step=billing');
      expect(router.state.location.search).not.toContain('authPanel');
      // The earlier answers are kept: the steps before are done.
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(await screen.findByLabelText(/^Your reference ID/)).toHaveValue('PO-1');
    },
  );
});
