import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { bearerJwtScheme, errorResponses } from '../http/api-docs';
import { requestLimits } from '../http/request-limits';

export const openApiSpecPath = '/api/docs/openapi.json';

const description = `Instant freight quotes, bookings and tracking for one brand per host name.

**Sign-in.** \`POST /api/v2/customers/login\` (or the code step, \`validate-email\`) answers a JWT: send it as
\`Authorization: Bearer <jwt>\`. An expired token answers 498 \`REFRESH_TOKEN\`: exchange it at
\`GET /api/v2/customers/update-jwt\`. Operations marked with a lock need a token; quotes take one when there is one.

**Errors.** Every failure answers \`{"message": CODE}\` with a code of the error catalogue
(\`packages/domain/src/errors/error-catalogue.ts\`, which gives each code its HTTP status); a request
that fails its schema answers 422 with \`errors\` by field (message keys, e.g.
\`{"cargoReadyDate": ["cargoReadyDateInPast"]}\`).
Each operation lists the codes it can answer.

**Contracts.** Every request and answer is a zod schema in \`packages/domain\` (\`*-contracts.ts\`), the
same the server checks with and the web app types with. In the repository: README.md ("Quotes over the API"),
docs/architecture.md, docs/decisions/044-contracts-in-the-domain.md and 045-api-reference.md.`;

/**
 * The API reference (docs/decisions/045-api-reference.md): the OpenAPI document generated from
 * the routes' zod schemas, at /api/docs/openapi.json, and Swagger UI at /api/docs (its scripts
 * are files: our Content-Security-Policy allows no inline script). Register before the routes.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'freightdesk API',
          version: '2',
          description,
          // As package.json: not licensed for use outside the brands we run.
          license: { name: 'UNLICENSED' },
        },
        servers: [{ url: '/', description: 'This server' }],
        // Public unless an operation says otherwise (a lock in the viewer: bearer JWT).
        security: [],
        components: {
          securitySchemes: {
            [bearerJwtScheme]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The jwt of the sign-in calls (valid 24 hours; exchange an expired one at update-jwt)',
            },
          },
        },
        tags: [
          { name: 'quotes', description: 'Instant quotes: create, read in any currency, follow, save, list' },
          { name: 'bookings', description: 'Bookings: book a rate, my bookings, details, parties, revised quotes' },
          { name: 'staff', description: 'Staff calls: booking status, milestones, revised quotes, references' },
          { name: 'places', description: 'Ports, airports, US postal codes and cities for the search form' },
          { name: 'accounts', description: 'Sign-up, sign-in, codes, passwords, profile' },
          { name: 'custom-requests', description: 'Requests staff answer by hand' },
          { name: 'impersonation', description: 'Staff acting as a customer' },
          { name: 'events', description: 'Analytics events' },
          { name: 'geo', description: "The caller's country" },
          { name: 'brand', description: 'The brand of the host name' },
          { name: 'operations', description: 'Health and data status for operators' },
        ],
      },
      // A rate-limited call (http/request-limits.ts) documents its 429 without each route repeating it.
      transform: (input) => {
        const methods = ([] as string[]).concat(input.route.method);
        const limited = methods.some((method) => requestLimits[`${method} ${input.url}`] !== undefined);
        if (!limited || !input.schema?.response) return jsonSchemaTransform(input);
        const response = { ...(input.schema.response as object), ...errorResponses('TOO_MANY_ATTEMPTS') };
        return jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
      },
    });

    app.get(openApiSpecPath, { schema: { hide: true } }, async () => app.swagger());
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      theme: { title: 'freightdesk API' },
      uiConfig: {
        // The plain layout: no top bar to load other documents from elsewhere.
        layout: 'BaseLayout',
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
        displayOperationId: true,
        tryItOutEnabled: false,
      },
    });
  },
  { name: 'openapi' },
);
