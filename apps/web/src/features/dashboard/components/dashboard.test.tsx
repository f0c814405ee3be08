import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
import { renderInApp } from '@/testing/render-app';
import { Dashboard } from './dashboard';

afterEach(() => {
  vi.useRealTimers();
});

const at = (hours: number, minutes: number) => () => new Date(2025, 5, 16, hours, minutes);

describe('dashboard greeting', () => {
  it.each([
    { time: '05:59', hours: 5, minutes: 59, greeting: 'Good evening, Ana', icon: 'NightsStayIcon' },
    { time: '06:00', hours: 6, minutes: 0, greeting: 'Good morning, Ana', icon: 'WbTwilightIcon' },
    { time: '11:59', hours: 11, minutes: 59, greeting: 'Good morning, Ana', icon: 'WbTwilightIcon' },
    { time: '12:00', hours: 12, minutes: 0, greeting: 'Good afternoon, Ana', icon: 'WbSunnyIcon' },
    { time: '17:59', hours: 17, minutes: 59, greeting: 'Good afternoon, Ana', icon: 'WbSunnyIcon' },
    { time: '18:00', hours: 18, minutes: 0, greeting: 'Good evening, Ana', icon: 'NightsStayIcon' },
  ])('at $time says "$greeting" with the $icon', async ({ hours, minutes, greeting, icon }) => {
    signInAs();
    renderInApp(<Dashboard now={at(hours, minutes)} />);
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
    expect(screen.getByTestId(icon)).toBeInTheDocument();
  });

  it('shows the contact name and e-mail under the greeting', async () => {
    signInAs();
    renderInApp(<Dashboard now={at(9, 0)} />);
    await screen.findByRole('heading', { name: 'Good morning, Ana' });
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });

  it('greets anonymous visitors without a name and welcomes them to the brand', () => {
    renderInApp(<Dashboard now={at(13, 30)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Good afternoon' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Test Freight/)).toBeInTheDocument();
  });

  it('greets the new period when the page stays open across it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let current = new Date(2025, 5, 16, 11, 59, 30);
    renderInApp(<Dashboard now={() => current} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good morning');
    current = new Date(2025, 5, 16, 12, 0, 30);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good afternoon');
  });
});

describe('quote quick links', () => {
  it('lists the quote menu as cards linking to the quote forms', () => {
    renderInApp(<Dashboard now={at(9, 0)} />);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['International shipping', 'US domestic shipping', 'E-commerce solutions']);
    const international = screen.getByRole('region', { name: 'International shipping' });
    expect(within(international).getByRole('link', { name: 'Air freight' })).toHaveAttribute('href', '/get-quote/air');
    expect(screen.getByRole('link', { name: 'Customs clearance' })).toHaveAttribute(
      'href',
      '/e-commerce-solution/t-86-clearance',
    );
  });

  it('follows the customer type and the brand flow (B2C relocation)', async () => {
    signInAs({ customer_type: 'B2C' });
    renderInApp(<Dashboard now={at(9, 0)} />, {
      brand: brandWith({ featureFlags: { ...testBrandInput.featureFlags, b2cFlow: true } }),
    });
    expect(await screen.findByRole('link', { name: 'Entire household' })).toHaveAttribute(
      'href',
      '/get-quote/entire-household',
    );
    expect(screen.queryByRole('link', { name: 'Air freight' })).not.toBeInTheDocument();
  });
});
