import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { escapeHtml } from './mail-templates';
import type { MailService } from './mail.service';

export interface MailRoutesOptions {
  mailService: MailService;
}

/**
 * `/dev/mailbox`: the built-in outbox as an HTML page, latest first (development and tests
 * only; app.ts does not register it in production, where the path answers 404).
 */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { mailService }) => {
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
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(row.html);
    },
  );
};
