import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { callsTo, mockApi, type MockAnswer } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./reset-password-form');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const resetPath = '/api/v2/customers/reset-password';
const linkId = '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5d6e';
const answerReset = (...answers: MockAnswer[]) => mockApi({ [resetPath]: answers });

async function resetWith(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm new password/));
  await user.paste(confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
  return user;
}

describe('reset password', () => {
  it('says when the confirmation does not match, without calling the server', async () => {
    const fetchMock = answerReset({ status: 200 });
    renderApp({ url: `/reset-password/${linkId}` });
    await resetWith('Secret123', 'Secret124');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'Password must be the same as new password',
      ),
    );
    expect(callsTo(fetchMock, resetPath)).toHaveLength(0);
  });

  it('sends the link id with the passwords, then confirms and leads to sign-in', async () => {
    const fetchMock = answerReset({ status: 200, body: { data: { passwordReset: true } } });
    const { router } = renderApp({ url: `/reset-password/${linkId}` });
    const user = await resetWith('Secret123', 'Secret123');
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(callsTo(fetchMock, resetPath)[0]?.body).toEqual({
      uuid: linkId,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it.each([
    ['INVALID_HASH', 422, 'This link is not valid: there is no account for it.'],
    ['TOO_MANY_ATTEMPTS', 429, 'Too many attempts. Please wait a moment and try again.'],
  ])('explains %s', async (message, status, text) => {
    answerReset({ status, body: { message } });
    renderApp({ url: `/reset-password/${linkId}` });
    await resetWith('Secret123', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('puts a weak password refused by the server on the password field', async () => {
    answerReset({
      status: 422,
      body: { message: 'INVALID_PASSWORD', errors: { password: ['validation.password.invalid'] } },
    });
    renderApp({ url: `/reset-password/${linkId}` });
    await resetWith('Secret123', 'Secret123');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        'Use at least 8 characters with an upper-case letter, a lower-case letter and a number',
      ),
    );
  });
});
