import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { callsTo, mockApi, testToken, type MockAnswer } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./sign-in-view');
}, 60_000);

const loginPath = '/api/v2/customers/login';
const answerLogin = (...answers: MockAnswer[]) => mockApi({ [loginPath]: answers });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signIn(email = 'ana@example.com', password = 'Secret123') {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Email/));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('sign-in screen', () => {
  it('shows the brand in the title, the forgot-password and register links', async () => {
    renderApp({ url: '/sign-in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Test Freight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recovery-password');
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows a wrong password on the password field', async () => {
    const fetchMock = answerLogin({ status: 401, body: { message: 'WRONG_CREDENTIALS' } });
    renderApp({ url: '/sign-in' });
    await signIn();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Email or password is incorrect'),
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    const [loginCall] = callsTo(fetchMock, loginPath);
    expect(loginCall?.init?.credentials).toBe('same-origin');
    expect(loginCall?.body).toEqual({ login: 'ana@example.com', password: 'Secret123' });
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = answerLogin({ status: 500 });
    renderApp({ url: '/sign-in' });
    await signIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, loginPath)).toHaveLength(0);
  });

  it('stores the session and leaves the sign-in page on success', async () => {
    answerLogin({ status: 200, body: { data: { jwt: testToken() } } });
    const { router } = renderApp({ url: '/sign-in' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.cookie).toContain(`auth_token=${testToken()}`);
  });

  it('goes back to the page the visitor came from', async () => {
    answerLogin({ status: 200, body: { data: { jwt: testToken() } } });
    const { router } = renderApp({ url: '/sign-in' });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/sign-in', { state: { from: { pathname: '/shipments', search: '?page=2' } } });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipments'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('switches to the code step with authPanel=otp when the e-mail is not validated', async () => {
    answerLogin({ status: 403, body: { message: 'NOT_VALIDATED_EMAIL' } });
    const { router } = renderApp({ url: '/sign-in' });
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a verification code to ana@example.com.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('authPanel')).toBe('otp');
  });

  it('logs in with the one-time code of the code step, keeping the redirect state', async () => {
    const fetchMock = mockApi({
      [loginPath]: [{ status: 403, body: { message: 'NOT_VALIDATED_EMAIL' } }],
      '/api/v2/customers/validate-email': [{ status: 200, body: { data: { jwt: testToken() } } }],
    });
    const { router } = renderApp({ url: '/sign-in' });
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/sign-in', { state: { redirectTo: '/quotes' } });
    const user = await signIn();
    await user.click(await screen.findByLabelText(/^Verification code/));
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Verify and proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    expect(callsTo(fetchMock, '/api/v2/customers/validate-email').map(({ body }) => body)).toEqual([
      { email: 'ana@example.com', code: '1234' },
    ]);
  });

  it('opens the password-reset-needed modal, with a single confirm button, when the password is empty', async () => {
    answerLogin({ status: 422, body: { message: 'EMPTY_PASSWORD' } });
    renderApp({ url: '/sign-in' });
    const user = await signIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your password needs to be reset' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an unknown e-mail (404) on the e-mail field', async () => {
    answerLogin({ status: 404, body: { message: 'USER_NOT_FOUND' } });
    renderApp({ url: '/sign-in' });
    await signIn();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('There is no account with this email.'),
    );
  });

  it.each([
    [423, 'This account is locked. Please contact support.'],
    [429, 'Too many attempts. Please wait a moment and try again.'],
  ])('translates a %i answer', async (status, text) => {
    answerLogin({ status, body: { message: status === 423 ? 'ACCOUNT_LOCKED' : 'TOO_MANY_ATTEMPTS' } });
    renderApp({ url: '/sign-in' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows only the partner login button, with the idp_id, under partner single sign-on', async () => {
    const brand = brandWith({ featureFlags: { ...testBrandInput.featureFlags, partnerSingleSignOn: true } });
    renderApp({ url: '/sign-in?idp_id=acme', brand });
    const partnerButton = await screen.findByRole('link', { name: 'Log in with your partner account' });
    expect(partnerButton).toHaveAttribute('href', '/auth?idp_id=acme');
    expect(screen.queryByRole('link', { name: 'Register here' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('follows the brand forgot-password link when it has one', async () => {
    renderApp({ url: '/sign-in', brand: brandWith({ forgotPasswordUrl: 'https://help.example.com/reset' }) });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      'https://help.example.com/reset',
    );
  });
});
