import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const specPath = '/api/docs/openapi.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

/** A script-free page (our CSP allows no inline script) listing the operations of the spec. */
function renderDocsPage(spec: {
  info: { title: string; version: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}): string {
  const rows = Object.entries(spec.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) =>
        `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
    ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.info.title)} API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1c2430}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #dde3ea;padding:.5rem;text-align:left;vertical-align:top}code{font-size:.9em}</style>
</head><body>
<h1>${escapeHtml(spec.info.title)} API <small>${escapeHtml(spec.info.version)}</small></h1>
<p>The full OpenAPI 3 document: <a href="${specPath}">${specPath}</a>. Errors answer <code>{"message": CODE}</code>; 422 adds <code>errors</code> by field.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
</body></html>`;
}

/**
 * The API's OpenAPI document, generated from the zod route schemas (docs/architecture.md), served as
 * JSON at /api/docs/openapi.json and as a plain page at /api/docs. Register before the routes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'freightdesk',
          version: '2',
          description:
            'Instant freight quotes, bookings and tracking. Error bodies: { "message": CODE }, plus "errors" by field on 422.',
        },
      },
      transform: jsonSchemaTransform,
    });

    app.get(specPath, { schema: { hide: true } }, async () => app.swagger());
    let page: string | undefined;
    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as Parameters<typeof renderDocsPage>[0]);
      return reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'openapi' },
);
