import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ logger: pino({ level: 'info' }, logStream) });
  const app = testApp.app.withTypeProvider<ZodTypeProvider>();
  // Test-only routes, registered before the app is ready.
  app.get('/api/test/app-error', async () => {
    throw new AppError('EMAIL_ALREADY_EXIST');
  });
  app.get('/api/test/app-error-with-fields', async () => {
    throw new AppError('INVALID_CODE', { fieldErrors: { code: ['validation.invalidCode'] } });
  });
  app.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.7:5432 refused for user admin');
  });
  app.get('/api/test/bad-response', { schema: { response: { 200: z.object({ total: z.number() }) } } }, async () => {
    return { total: 'not a number' } as unknown as { total: number };
  });
  app.post(
    '/api/test/quotes',
    {
      schema: {
        body: z.object({
          email: z.email(),
          cargo: z.object({ items: z.array(z.object({ weightKg: z.number().positive() })).min(1) }),
        }),
        querystring: z.object({ currency: z.enum(['USD', 'EUR', 'INR']).optional() }),
      },
    },
    async (request) => ({ data: { email: request.body.email } }),
  );
  await app.ready();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('error handler', () => {
  it('answers an AppError with its code and the status the catalogue gives it', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'EMAIL_ALREADY_EXIST' });
  });

  it("passes an AppError's field errors on", async () => {
    const response = await inject({ method: 'GET', url: '/api/test/app-error-with-fields' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_CODE', errors: { code: ['validation.invalidCode'] } });
  });

  it('hides an unexpected error behind INTERNAL_SERVER_ERROR and logs it', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
    expect(response.body).not.toMatch(/10\.0\.0\.7|admin|stack/);
    const logged = logLines.find((line) => line.level === 50 && JSON.stringify(line).includes('10.0.0.7'));
    expect(logged).toBeDefined();
  });

  it('treats a response that breaks its own schema as a server error', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
  });

  it('answers 422 INVALID_PAYLOAD with the errors of each field path', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/quotes',
      payload: { email: 'not-an-email', cargo: { items: [{ weightKg: 10 }, { weightKg: -5 }] } },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('INVALID_PAYLOAD');
    expect(Object.keys(body.errors).sort()).toEqual(['cargo.items.1.weightKg', 'email']);
    expect(body.errors.email).toEqual([expect.any(String)]);
  });

  it('files a missing body under "body" and a bad query parameter under its name', async () => {
    const noBody = await inject({
      method: 'POST',
      url: '/api/test/quotes',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(noBody.statusCode).toBe(422);
    expect(Object.keys(noBody.json().errors)).toEqual(['body']);

    const badQuery = await inject({
      method: 'POST',
      url: '/api/test/quotes?currency=GBP',
      payload: { email: 'ana@example.com', cargo: { items: [{ weightKg: 1 }] } },
    });
    expect(badQuery.statusCode).toBe(422);
    expect(Object.keys(badQuery.json().errors)).toEqual(['currency']);
  });

  it('accepts a valid payload', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/quotes',
      payload: { email: 'ana@example.com', cargo: { items: [{ weightKg: 1 }] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: 'ana@example.com' } });
  });

  it.each([
    ['malformed JSON', '{"email": "ana@', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a media type the API does not read', 'email=ana', 'text/csv'],
  ])('answers %s with INVALID_PAYLOAD, never a 500', async (_case, payload, contentType) => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/quotes',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_PAYLOAD' });
  });

  it('answers an oversized body with PAYLOAD_TOO_LARGE', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/quotes',
      payload: { email: 'a'.repeat(2 * 1024 * 1024) },
    });
    expect(response.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    expect(response.statusCode).toBe(400);
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['POST', '/api/v2/unknown'],
    ['DELETE', '/api/health'],
    ['PUT', '/api/v2/quotes/abc'],
    ['POST', '/configuration'],
    ['PATCH', '/some/page'],
  ] as const)('%s %s answers 404 ROUTE_NOT_FOUND as JSON', async (method, url) => {
    const response = await inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
  });

  it('answers a malformed URL in the same shape', async () => {
    const response = await inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
  });
});
