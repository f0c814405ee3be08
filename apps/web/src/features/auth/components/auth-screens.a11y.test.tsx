import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./sign-up-view');
}, 60_000);

describe('account screens (axe)', () => {
  it('sign-up with its field errors shown has no violations', async () => {
    renderApp({ url: '/sign-up', brand: brandWith({ allowedUserProfile: ['business', 'agent', 'student'] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    await screen.findByText('Tell us who you are');
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['/recovery-password', 'Forgot your password?'],
    ['/reset-password/6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5d6e', 'Set a new password'],
  ])('%s has no violations', async (url, title) => {
    renderApp({ url });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await axeViolations()).toEqual([]);
  });
});
