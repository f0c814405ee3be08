import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishGlobalError } from '@/lib/global-errors';
import { authCookieName } from '@/lib/session/auth-token';
import { useSession } from '@/lib/session/session-context';
import { brandWith } from '@/testing/brand-fixture';
import { broadcastUntilDialogOpens } from '@/testing/global-error-dialog';
import { preloadPlaceholderAndHomePages } from '@/testing/preload-pages';
import { renderApp, renderInApp } from '@/testing/render-app';
import { AccessForbiddenModal } from './access-forbidden-modal';
import { UnknownErrorModal } from './unknown-error-modal';

// The access-forbidden test walks through two lazy pages and opens a lazy dialog: transformed once up front.
beforeAll(async () => {
  await Promise.all([
    preloadPlaceholderAndHomePages(),
    import('./access-forbidden-dialog'),
    import('./unknown-error-dialog'),
  ]);
}, 60_000);

function SessionProbe() {
  const { isLoggedIn, userType } = useSession();
  return <p>{`${isLoggedIn ? 'logged in' : 'anonymous'} as ${userType}`}</p>;
}

describe('unknown-error modal', () => {
  it('opens on UNKNOWN_ERROR with the support address as a mail link, and closes', async () => {
    const user = userEvent.setup();
    renderInApp(<UnknownErrorModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => void publishGlobalError('UNKNOWN_ERROR'));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByRole('link', { name: 'support@test-freight.example' })).toHaveAttribute(
      'href',
      'mailto:support@test-freight.example',
    );
    expect(within(dialog).queryByRole('link', { name: /\+34/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the phone contacts of five countries when the brand flag is on', async () => {
    const brand = brandWith({});
    renderInApp(<UnknownErrorModal />, {
      brand: { ...brand, featureFlags: { ...brand.featureFlags, showErrorModalPhoneContacts: true } },
    });
    act(() => void publishGlobalError('UNKNOWN_ERROR'));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    const phoneLinks = within(dialog)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(phoneLinks).toHaveLength(5);
    expect(within(dialog).getByText('Spain')).toBeInTheDocument();
    expect(phoneLinks[0]).toHaveAttribute('href', 'tel:+34910000000');
  });

  it('stays closed for codes shown in place', () => {
    renderInApp(<UnknownErrorModal />);
    act(() => void publishGlobalError('WRONG_CREDENTIALS'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('access-forbidden modal', () => {
  it('opens on ACCESS_FORBIDDEN; Go to dashboard goes home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments' });
    await screen.findByRole('heading', { level: 1, name: 'My shipments' });
    const dialog = await broadcastUntilDialogOpens('ACCESS_FORBIDDEN', 'Access denied');
    await user.click(within(dialog).getByRole('button', { name: 'Go to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Logout ends the session', async () => {
    const user = userEvent.setup();
    document.cookie = `${authCookieName}=token; path=/`;
    renderInApp(
      <>
        <SessionProbe />
        <AccessForbiddenModal />
      </>,
    );
    expect(screen.getByText(/^logged in/)).toBeInTheDocument();
    act(() => void publishGlobalError('ACCESS_FORBIDDEN'));
    const dialog = await screen.findByRole('dialog', { name: 'Access denied' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('anonymous as Ghost User')).toBeInTheDocument();
    expect(document.cookie).not.toContain(authCookieName);
  });
});

describe('UNAUTHORIZED', () => {
  it('logs the user out', async () => {
    document.cookie = `${authCookieName}=token; path=/`;
    renderInApp(<SessionProbe />);
    act(() => void publishGlobalError('UNAUTHORIZED'));
    expect(await screen.findByText('anonymous as Ghost User')).toBeInTheDocument();
  });
});
