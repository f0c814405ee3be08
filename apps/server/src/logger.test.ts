import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { buildTestApp, type TestApp } from './test/build-test-app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ logger: pino(loggerOptions({ logLevel: 'info' }), logStream) });
  testApp.app.get('/api/test/failed-query', async () => {
    throw new Error('Failed query: select * from customers where email = $1\nparams: ana@example.com', {
      cause: new Error('connection reset'),
    });
  });
  testApp.app.post('/api/test/echo', async (request) => {
    request.log.info({ headers: request.headers }, 'headers seen');
    return { ok: true };
  });
});
afterAll(() => testApp.close());

describe('request logs', () => {
  it('write one line per request with its id, and never credentials or bodies', async () => {
    logLines.length = 0;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        authorization: 'Bearer secret-token-123',
        cookie: 'session=cookie-value-456',
        'x-request-id': 'lb-7f3a',
      },
      payload: { password: 'body-password-789' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a');
    const log = logLines.join('');
    expect(log).not.toMatch(/secret-token-123|cookie-value-456|body-password-789/);
    expect(log).toContain('[redacted]');
    const completed = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      requestId: 'lb-7f3a',
      req: { method: 'POST', url: '/api/test/echo' },
      res: { statusCode: 200 },
    });
  });

  it('give a request without a usable X-Request-Id a fresh UUID', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'spaces are\nnot allowed' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never write a failed query’s parameters (account data) when a request fails', async () => {
    logLines.length = 0;
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/failed-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
    const failure = logLines.find((line) => line.includes('request failed'));
    expect(failure).toContain('Failed query: select * from customers');
    expect(failure).toContain('connection reset');
    expect(logLines.join('\n')).not.toContain('ana@example.com');
  });
});
