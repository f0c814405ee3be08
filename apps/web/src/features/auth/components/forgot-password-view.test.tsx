import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { callsTo, mockApi, type MockAnswer } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./forgot-password-view');
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const recoveryPath = '/api/v2/customers/passwordRecovery';
const answerRecovery = (...answers: MockAnswer[]) => mockApi({ [recoveryPath]: answers });

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Email/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  return user;
}

describe('forgot password', () => {
  it('shows an unknown address (404) under the e-mail field', async () => {
    answerRecovery({ status: 404, body: { message: 'USER_NOT_FOUND' } });
    renderApp({ url: '/recovery-password' });
    await requestLink('nobody@example.com');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'We could not find an account for this email ID. Please verify and try again.',
      ),
    );
  });

  it('shows the sent view, resends with an info toast, and changes the e-mail', async () => {
    const fetchMock = answerRecovery({ status: 200, body: { data: { emailSent: true } } });
    renderApp({ url: '/recovery-password' });
    const user = await requestLink('ana@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('We sent a link to reset your password to ana@example.com.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('We sent the email again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, recoveryPath).map(({ body }) => body)).toEqual([
      { email: 'ana@example.com' },
      { email: 'ana@example.com' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(screen.getByRole('button', { name: 'Send link' })).toBeInTheDocument();
  });

  it('checks the address before calling the server', async () => {
    const fetchMock = answerRecovery({ status: 200 });
    renderApp({ url: '/recovery-password' });
    await requestLink('ana');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address'),
    );
    expect(callsTo(fetchMock, recoveryPath)).toHaveLength(0);
  });
});
