import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const defaultKeepAliveMs = 15_000;

export interface EventStream {
  /** Whether the stream is over: the client went away, or `end()` ran. */
  readonly closed: boolean;
  /** Writes `event: <event>` with `data` as JSON (nothing once closed). */
  send(event: string, data: unknown): void;
  /** As `send`, unless `data` is the same as the last `event` sent (polling streams). */
  sendIfChanged(event: string, data: unknown): void;
  /** Runs once when the stream closes, whoever closes it (at once if it already has). */
  onClose(listener: () => void): void;
  /** Ends the response (the client sees the stream finish). */
  end(): void;
}

/**
 * Server-sent events (text/event-stream) on a route: quotes use it, bookings and tracking will
 * (docs/decisions/050-shared-helpers.md). Call it once the route has checked what it streams,
 * so that errors before it still answer as JSON; from here the route owns the raw response.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { keepAliveMs = defaultKeepAliveMs }: { keepAliveMs?: number } = {},
): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Nginx and similar proxies would otherwise buffer the events.
    'x-accel-buffering': 'no',
    // onSend hooks do not run on a hijacked reply.
    'x-request-id': request.id,
  });

  let closed = false;
  const listeners: (() => void)[] = [];
  const lastSent = new Map<string, string>();
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), keepAliveMs);
  keepAlive.unref();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    for (const listener of listeners.splice(0)) listener();
  };
  // The client went away (a closed tab, an aborted fetch).
  request.raw.on('close', close);

  const write = (event: string, json: string) => {
    if (!closed) response.write(`event: ${event}\ndata: ${json}\n\n`);
  };

  return {
    get closed() {
      return closed;
    },
    send(event, data) {
      write(event, JSON.stringify(data));
    },
    sendIfChanged(event, data) {
      const json = JSON.stringify(data);
      if (lastSent.get(event) === json) return;
      lastSent.set(event, json);
      write(event, json);
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    end() {
      if (closed) return;
      close();
      response.end();
    },
  };
}
