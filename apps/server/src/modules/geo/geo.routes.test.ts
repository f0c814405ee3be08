import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createGeoService } from './geo.service';

const lookUp = (testApp: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/v2/geo/ip-country', remoteAddress, headers });

describe('GET /api/v2/geo/ip-country (phone country pre-selected at sign-up)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['8.8.8.8', 'US'],
    ['80.58.61.250', 'ES'],
    ['200.147.67.142', 'BR'],
    ['2001:4860:4860::8888', 'US'],
    ['2a02:9000::1', 'ES'],
  ])('places %s in %s from the offline database', async (ip, country) => {
    const response = await lookUp(testApp, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ip, countryIsoCode: country } });
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('reads an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) as the IPv4 address', async () => {
    expect((await lookUp(testApp, '::ffff:80.58.61.250')).json()).toEqual({
      data: { ip: '80.58.61.250', countryIsoCode: 'ES' },
    });
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.20.0.9',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.10.10',
    '203.0.113.7',
    'fd00::1',
    'fe80::1',
  ])(
    'answers no country (null) for the private, loopback or reserved address %s — the web leaves the field empty',
    async (ip) => {
      const response = await lookUp(testApp, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ip, countryIsoCode: null } });
    },
  );

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const response = await lookUp(testApp, '10.0.0.5', { 'x-forwarded-for': '200.147.67.142' });
    expect(response.json()).toEqual({ data: { ip: '10.0.0.5', countryIsoCode: null } });
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(spec.paths).toHaveProperty(['/api/v2/geo/ip-country', 'get']);
  });
});

describe('behind a load balancer (TRUST_PROXY=true)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => testApp.close());

  it('takes the client address from X-Forwarded-For, as request.ip does', async () => {
    const response = await lookUp(testApp, '10.0.0.5', { 'x-forwarded-for': '200.147.67.142' });
    expect(response.json()).toEqual({ data: { ip: '200.147.67.142', countryIsoCode: 'BR' } });
  });
});

describe('when the database cannot be read', () => {
  it('answers no country instead of failing, every time', async () => {
    const geoService = createGeoService({
      logger: pino({ level: 'silent' }),
      databaseFile: '/nonexistent/ip-country.mmdb',
    });
    expect(await geoService.countryOfAddress('8.8.8.8')).toEqual({ ip: '8.8.8.8', countryIsoCode: null });
    expect(await geoService.countryOfAddress('80.58.61.250')).toEqual({ ip: '80.58.61.250', countryIsoCode: null });
  });
});
