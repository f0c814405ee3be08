import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as { port: number }).port;
});
afterAll(() => testApp.close());

/** What the server answers on a raw socket to `request` (bytes a browser would never send). */
const rawAnswer = (request: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });

describe("requests Node's HTTP parser refuses", () => {
  it('headers too large: 431 {message: HEADERS_TOO_LARGE}', async () => {
    const answer = await rawAnswer(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toEqual({ status: 431, body: JSON.stringify({ message: 'HEADERS_TOO_LARGE' }) });
  });

  it('a malformed header line: 400 {message: MALFORMED_REQUEST}', async () => {
    const answer = await rawAnswer('GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: JSON.stringify({ message: 'MALFORMED_REQUEST' }) });
  });

  it('an unknown method on a known path answers in the same shape (404 ROUTE_NOT_FOUND)', async () => {
    const answer = await rawAnswer('PATCH /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toEqual({ status: 404, body: JSON.stringify({ message: 'ROUTE_NOT_FOUND' }) });
  });
});
