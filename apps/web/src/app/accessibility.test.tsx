import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { broadcastUntilDialogOpens } from '@/testing/global-error-dialog';
import { renderApp } from '@/testing/render-app';

describe('accessibility (axe)', () => {
  it('an "on its way" page with the cookie banner has no violations', async () => {
    renderApp({ url: '/shipments' });
    await screen.findByRole('heading', { level: 1, name: 'My shipments' });
    await screen.findByRole('region', { name: 'We use cookies' });
    expect(await axeViolations()).toEqual([]);
  });

  it('the invalid-service page has no violations', async () => {
    renderApp({ url: '/es/get-quote/teleport' });
    await screen.findByRole('heading', { level: 1, name: 'Servicio no válido' });
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ['UNKNOWN_ERROR', 'Something went wrong'],
    ['ACCESS_FORBIDDEN', 'Access denied'],
  ] as const)('the %s dialog has no violations', async (code, title) => {
    renderApp({ url: '/shipments' });
    await screen.findByRole('heading', { level: 1, name: 'My shipments' });
    const dialog = await broadcastUntilDialogOpens(code, title);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('the sign-in screen in the auth layout has no violations', async () => {
    renderApp({ url: '/sign-in' });
    await screen.findByRole('heading', { level: 1, name: 'Log in to Test Freight' });
    expect(await axeViolations()).toEqual([]);
  });
});
