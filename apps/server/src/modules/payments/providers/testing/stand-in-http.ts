import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the provider stand-ins share (docs/decisions/065-payments.md): a node:http server on a free loopback port,
 * reading whole request bodies and answering JSON or HTML. Stand-ins of external providers only, never of our own
 * product parts.
 */

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInAnswer {
  status: number;
  json?: unknown;
  html?: string;
  redirect?: string;
  headers?: Record<string, string>;
}

export interface StandInServer {
  url: string;
  close(): Promise<void>;
}

export async function startStandInServer(
  handle: (request: StandInRequest) => Promise<StandInAnswer> | StandInAnswer,
): Promise<StandInServer> {
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      Promise.resolve(
        handle({
          method: incoming.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
        .catch((error: unknown): StandInAnswer => ({ status: 500, json: { error: String(error) } }))
        .then((answer) => {
          const headers: Record<string, string> = { ...answer.headers };
          let body = '';
          if (answer.redirect !== undefined) headers['location'] = answer.redirect;
          if (answer.html !== undefined) {
            headers['content-type'] = 'text/html; charset=utf-8';
            body = answer.html;
          } else if (answer.json !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(answer.json);
          }
          response.writeHead(answer.status, headers).end(body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `a[b][0][c]=1` form fields (Stripe's request encoding) as nested objects and arrays. */
export function parseBracketForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.split(/[[\]]+/).filter((key) => key !== '');
    let node: Record<string, unknown> = root;
    keys.forEach((key, position) => {
      if (position === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = keys[position + 1] ?? '';
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The stand-ins' hosted pages: a heading, the amount and one button that posts. */
export function hostedPage({ title, amount, action, button }: Record<string, string>): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title ?? '')}</title>`,
    '<meta name="viewport" content="width=device-width"></head>',
    '<body style="font-family:sans-serif;margin:3rem auto;max-width:28rem">',
    `<main><h1>${escapeHtml(title ?? '')}</h1><p>Test mode: no money moves.</p>`,
    `<p>Amount: <strong>${escapeHtml(amount ?? '')}</strong></p>`,
    `<form method="post" action="${escapeHtml(action ?? '')}">`,
    `<button type="submit" style="font-size:1.2rem;padding:.6rem 2rem">${escapeHtml(button ?? 'Pay')}</button>`,
    '</form></main></body></html>',
  ].join('\n');
}
