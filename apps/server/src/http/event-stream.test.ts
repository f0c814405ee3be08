import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('openEventStream', () => {
  it('writes the event-stream headers and events, skips an unchanged one, and ends', async () => {
    app = Fastify();
    app.get('/stream', async (request, reply) => {
      const stream = openEventStream(request, reply);
      stream.sendIfChanged('quote', { step: 1 });
      stream.sendIfChanged('quote', { step: 1 });
      stream.sendIfChanged('quote', { step: 2 });
      stream.send('end', { isCompleted: true });
      stream.end();
      stream.send('late', {});
    });
    const response = await app.inject({ method: 'GET', url: '/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeDefined();
    expect(response.body).toBe(
      'event: quote\ndata: {"step":1}\n\nevent: quote\ndata: {"step":2}\n\nevent: end\ndata: {"isCompleted":true}\n\n',
    );
  });

  it('keeps an idle stream alive, and closes (running onClose) when the client goes away', async () => {
    let closed: () => void = () => {};
    const whenClosed = new Promise<void>((resolve) => (closed = resolve));
    app = Fastify();
    app.get('/stream', async (request, reply) => {
      const stream = openEventStream(request, reply, { keepAliveMs: 20 });
      stream.onClose(closed);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received = await new Promise<string>((resolve, reject) => {
      const client = httpRequest({ host: '127.0.0.1', port, path: '/stream' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
          if (body.includes(': keep-alive\n\n')) {
            client.destroy();
            resolve(body);
          }
        });
      });
      client.on('error', (error) => (client.destroyed ? undefined : reject(error)));
      client.end();
    });
    expect(received).toContain(': keep-alive\n\n');
    await whenClosed;
  });
});
