import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLoopbackHost } from '../../config/config';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { escapeHtml } from './mail-templates';
import type { MailService } from './mail.service';

/** A held mail's page: images from any web host (the brand's logo), the mail's inline styles, nothing else. */
const mailPreviewPolicy = "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'";

export interface MailRoutesOptions {
  mailService: MailService;
}

/** A request from this machine, straight (not relayed by a proxy on it). */
const fromThisMachine = (request: FastifyRequest) =>
  request.headers['x-forwarded-for'] === undefined &&
  isLoopbackHost(request.socket.remoteAddress ?? '') &&
  isLoopbackHost(request.hostname.replace(/:\d+$/, ''));

/**
 * `/dev/mailbox`: the built-in outbox as an HTML page, latest first. app.ts registers it only
 * with DEV_MAILBOX=true on a loopback HOST; even then a request relayed by a proxy, from
 * another machine or for another host name answers 404, as if the path did not exist.
 */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mailService }) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw new AppError('ROUTE_NOT_FOUND');
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await mailService.latest(100);
    const items = rows.map(
      (row) =>
        `<li><h2><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></h2>` +
        `<p>To ${escapeHtml(row.recipient)} · ${row.createdAt.toISOString()} · ${escapeHtml(row.status)}</p>` +
        `<pre>${escapeHtml(row.text)}</pre></li>`,
    );
    const page =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head><body>' +
      `<h1>Mailbox (${rows.length})</h1><ol>${items.join('')}</ol></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const row = await mailService.findById(request.params.id);
      if (!row) throw new AppError('ROUTE_NOT_FOUND');
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // As a mail client shows it: the brand's logo from its own host, inline styles, no script (ADR 067).
          .header('content-security-policy', mailPreviewPolicy)
          .send(row.html)
      );
    },
  );
};
