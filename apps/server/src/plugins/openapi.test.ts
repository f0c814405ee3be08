import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('OpenAPI', () => {
  it('publishes the routes and their schemas at /api/docs/openapi.json', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/configuration']));
    const configuration = spec.paths['/configuration'].get.responses['200'].content['application/json'].schema;
    expect(configuration.properties).toHaveProperty('primaryColor');
    expect(configuration.properties).toHaveProperty('minCharacterVerifyEmail');
    expect(Object.keys(spec.paths)).not.toContain('/api/docs');
  });

  it('lists the operations on a plain page at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/configuration');
    expect(response.body).toContain('/api/docs/openapi.json');
    expect(response.body).not.toContain('<script');
  });
});
