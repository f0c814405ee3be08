import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/v2/tariffs/status', () => {
  it('says whether tariffs are loaded and how the demo load went (inject()-only apps never load it)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/tariffs/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { demoTariffs: { state: 'notNeeded' }, hasTariffs: false } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
