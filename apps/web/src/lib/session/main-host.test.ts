import { describe, expect, it } from 'vitest';
import { mainHostLogOutUrl } from './main-host';

describe('the main host log-out page (docs/product/accounts.md#log-out)', () => {
  const on = (href: string) => ({ href, host: new URL(href).host });

  it.each([
    // No main host configured: the brand lives on one host.
    [null, 'https://app.freight.example/log-out', undefined],
    // Already on the main host.
    ['freight.example', 'https://freight.example/es/log-out', undefined],
    ['localhost', 'http://localhost:5173/log-out', undefined],
    // Another host of the brand: the main host's page, same scheme, port and language prefix.
    ['freight.example', 'https://partner.example/es/log-out', 'https://freight.example/es/log-out'],
    ['localhost', 'http://127.0.0.1:5173/log-out', 'http://localhost:5173/log-out'],
    // A main host with its own port.
    ['freight.example:8443', 'https://app.example/log-out', 'https://freight.example:8443/log-out'],
  ])('main host %s, page %s → %s', (mainHost, page, expected) => {
    const { pathname } = new URL(page);
    expect(mainHostLogOutUrl(mainHost, on(page), pathname)).toBe(expected);
  });
});
