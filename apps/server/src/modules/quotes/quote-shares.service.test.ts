import { describe, expect, it } from 'vitest';
import { brandBaseUrl } from './quote-shares.service';

describe('brandBaseUrl', () => {
  it.each([
    [
      'the public URL when it is the brand’s host',
      'http://localhost:8204',
      ['localhost', '127.0.0.1'],
      'http://localhost:8204',
    ],
    [
      'the brand’s first host, with the public scheme and port',
      'http://localhost:8204',
      ['harbourline.localhost'],
      'http://harbourline.localhost:8204',
    ],
    [
      'a production brand',
      'https://app.freightdesk.example',
      ['ship.harbourline.example'],
      'https://ship.harbourline.example',
    ],
    [
      'the public URL when the brand names no host',
      'https://app.freightdesk.example/',
      [],
      'https://app.freightdesk.example',
    ],
  ])('%s', (_case, publicUrl, hostnames, expected) => {
    expect(brandBaseUrl(publicUrl, hostnames)).toBe(expected);
  });
});
