import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { callsTo, mockApi, testToken } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front.
beforeAll(async () => {
  await import('./email-verification-view');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const validateEmailPath = '/api/v2/customers/validate-email';
const resendCodePath = '/api/v2/customers/resend-code';
const codeField = () => screen.getByLabelText(/^Verification code/);

describe('e-mail verification screen (docs/product/accounts.md#e-mail-verification)', () => {
  it('asks for the address first, then verifies the code and signs the user in', async () => {
    const fetchMock = mockApi({ [validateEmailPath]: [{ status: 200, body: { data: { jwt: testToken() } } }] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/verify-email' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Verify your email · Test Freight'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We sent a verification code to ana@example.com.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('ana@example.com');
    const verify = screen.getByRole('button', { name: 'Verify and proceed' });
    await user.type(codeField(), '123');
    expect(verify).toBeDisabled();
    await user.type(codeField(), '4');
    await user.click(verify);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(fetchMock, validateEmailPath)[0]?.body).toEqual({ email: 'ana@example.com', code: '1234' });
  });

  it('shows a wrong code on the code field', async () => {
    mockApi({
      [validateEmailPath]: [
        { status: 422, body: { message: 'INVALID_CODE', errors: { code: ['validation.invalidCode'] } } },
      ],
    });
    const user = userEvent.setup();
    renderApp({ url: '/verify-email?email=ana%40example.com' });
    await screen.findByText('We sent a verification code to ana@example.com.');
    await user.type(codeField(), '0000');
    await user.click(screen.getByRole('button', { name: 'Verify and proceed' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('Invalid code'));
  });

  it('sends a new code with a toast, and says when there were too many', async () => {
    const fetchMock = mockApi({
      [resendCodePath]: [
        { status: 202, body: { message: 'ACCEPTED' } },
        { status: 429, body: { message: 'TOO_MANY_ATTEMPTS' } },
      ],
    });
    const user = userEvent.setup();
    renderApp({ url: '/verify-email?email=ana%40example.com' });
    await screen.findByText("Didn't get the code?");
    await user.type(codeField(), '12');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to ana@example.com.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(callsTo(fetchMock, resendCodePath)[0]?.body).toEqual({ email: 'ana@example.com' });

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    const alert = await screen.findByText(/too many/i);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });

  it('goes back to the login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/es/verify-email?email=ana%40example.com' });
    await user.click(await screen.findByRole('button', { name: 'Volver al inicio de sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/sign-in'));
  });

  it('has no axe violations, with the address form and with the code step', async () => {
    const first = renderApp({ url: '/verify-email' });
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(await axeViolations()).toEqual([]);
    first.unmount();
    renderApp({ url: '/verify-email?email=ana%40example.com' });
    await screen.findByText("Didn't get the code?");
    expect(await axeViolations()).toEqual([]);
  });
});
