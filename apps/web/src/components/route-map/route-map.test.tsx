import type { RouteMapPoint } from '@freightdesk/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, loadOnDemandTexts } from '@/lib/i18n/i18n';
import { axeViolations } from '@/testing/axe';
import { RouteMap } from './route-map';

const point = (code: string, label: string, role: RouteMapPoint['role'], lat: number, lon: number): RouteMapPoint => ({
  code,
  role,
  label,
  countryIsoCode: code.slice(0, 2),
  lat,
  lon,
});
const points: RouteMapPoint[] = [
  point('CNSHA', 'Shanghai', 'origin', 31.2, 121.5),
  point('KRPUS', 'Busan', 'transhipment', 35.1, 129.0),
  point('USNYC', 'New York', 'destination', 40.7, -74.0),
  {
    ...point('CNNGB', 'Ningbo', 'nearbySuggestion', 29.9, 121.6),
    suggestion: { side: 'origin', rateUuid: '00000000-0000-4000-8000-000000000003' },
  },
];

beforeAll(async () => {
  await loadOnDemandTexts();
});
afterAll(async () => {
  await applyLanguage('en');
});

describe('route map (docs/decisions/061-route-map.md)', () => {
  it('is one image named by the route, with the route drawn and every point labelled on it', async () => {
    const { container } = render(<RouteMap points={points} />);
    const map = await screen.findByRole('img', { name: 'Route map: Shanghai to New York via Busan' });
    expect(container.querySelector('[data-testid="route-map-route"]')?.getAttribute('d')).toMatch(/^M[\d.-]/);
    for (const label of ['Shanghai', 'Busan', 'New York']) expect(map).toHaveTextContent(label);
    expect([...map.querySelectorAll('[data-role]')].map((marker) => marker.getAttribute('data-code'))).toEqual([
      'CNNGB',
      'CNSHA',
      'KRPUS',
      'USNYC',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the nearby suggestions as buttons a keyboard reaches, and says which one was chosen', async () => {
    const onSelectSuggestion = vi.fn();
    const { container } = render(<RouteMap points={points} onSelectSuggestion={onSelectSuggestion} />);
    await screen.findByRole('img', { name: /Route map/ });
    const list = screen.getByRole('region', { name: 'Nearby ports and airports with rates' });
    const button = within(list).getByRole('button', { name: 'Rates from Ningbo' });
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectSuggestion).toHaveBeenCalledWith(points[3]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('labels a nearby suggestion on the map unless it crowds a stop (the list under the map names it)', async () => {
    const manila: RouteMapPoint = {
      ...point('PHMNL', 'Manila', 'nearbySuggestion', 14.6, 121.0),
      suggestion: { side: 'origin', rateUuid: '00000000-0000-4000-8000-000000000004' },
    };
    render(<RouteMap points={[...points, manila]} onSelectSuggestion={() => undefined} />);
    const map = await screen.findByRole('img', { name: /Route map/ });
    expect(map).toHaveTextContent('Manila');
    expect(map).not.toHaveTextContent('Ningbo');
    expect(map.querySelector('[data-code="CNNGB"] circle')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Rates from Ningbo' })).toBeInTheDocument();
  });

  it('names a direct route without stops, and shows no suggestion list without suggestions', async () => {
    render(<RouteMap points={[points[0]!, points[2]!]} />);
    expect(await screen.findByRole('img', { name: 'Route map: Shanghai to New York' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('in Arabic: Arabic name, the same geography (nothing mirrored), and the map drawn left to right', async () => {
    const english = render(<RouteMap points={points} />);
    await screen.findByRole('img', { name: /Route map/ });
    const englishRoute = english.container.querySelector('[data-testid="route-map-route"]')?.getAttribute('d');
    english.unmount();
    await applyLanguage('ar');
    const { container } = render(<RouteMap points={points} onSelectSuggestion={() => undefined} />);
    const map = await screen.findByRole('img', { name: 'خريطة المسار: من Shanghai إلى New York عبر Busan' });
    expect(container.querySelector('[data-testid="route-map-route"]')?.getAttribute('d')).toBe(englishRoute);
    expect(getComputedStyle(map).direction).toBe('ltr');
    expect(screen.getByRole('button', { name: 'الأسعار من Ningbo' })).toBeInTheDocument();
  });
});
