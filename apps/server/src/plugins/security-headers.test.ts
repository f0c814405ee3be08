import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTempWebDist, type TempWebDist } from '../test/temp-web-dist';

const expectedPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

let webDist: TempWebDist;
let testApp: TestApp;
beforeAll(async () => {
  webDist = await createTempWebDist();
  testApp = await buildTestApp({ config: { webDistDir: webDist.dir } });
});
afterAll(async () => {
  await testApp.close();
  await webDist.remove();
});

describe.each(['/', '/quotes/abc', '/api/health', '/configuration', '/api/unknown'])(
  'security headers on %s',
  (url) => {
    it('allow our own origin only', async () => {
      const response = await testApp.app.inject({ method: 'GET', url });
      const directives = String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim());
      expect(directives).toEqual(expectedPolicy);
    });

    it('stop sniffing, framing and referrer leaks, and do not advertise the stack', async () => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Plain http (the default PUBLIC_URL): no HSTS, which browsers would ignore or misapply.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  },
);

describe('served over https (PUBLIC_URL https://…)', () => {
  it('adds HSTS for a year and upgrades insecure requests', async () => {
    const { app, close } = await buildTestApp({
      database: testApp.database,
      config: { publicUrl: 'https://freightdesk.example' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await close();
    }
  });
});
