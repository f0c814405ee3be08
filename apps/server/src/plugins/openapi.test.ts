import { errorCatalogue, isErrorCode } from '@freightdesk/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  registerDirectCustomer,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';
import { requestLimits } from '../http/request-limits';

interface MediaType {
  schema?: { properties?: Record<string, { enum?: string[] }>; description?: string };
  examples?: Record<string, { summary?: string; value: unknown }>;
}
interface Parameter {
  in: string;
  name: string;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}
interface Spec {
  openapi: string;
  info: { description: string };
  components: { securitySchemes: Record<string, { type: string; scheme: string; bearerFormat: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let testApp: AccountsTestApp;
let spec: Spec;
let source: string;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  spec = response.json();
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(spec.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );
const isPublic = (operation: Operation) =>
  operation.security?.some((requirement) => Object.keys(requirement).length === 0);

describe('OpenAPI document', () => {
  it('publishes the routes and their schemas at /api/docs/openapi.json', () => {
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/configuration', '/api/v2/quotes']),
    );
    const configuration = spec.paths['/configuration']!['get']!.responses['200']!.content!['application/json']!.schema!;
    expect(configuration.properties).toHaveProperty('primaryColor');
    expect(configuration.properties).toHaveProperty('minCharacterVerifyEmail');
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('gives every operation a unique operationId, a summary and a successful answer', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it('declares the bearer JWT scheme, and it on every operation that refuses a missing token', () => {
    expect(spec.components.securitySchemes['bearerJwt']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const { path, method, operation } of operations()) {
      const refusesWithoutToken = operation.responses['401'] !== undefined;
      const takesToken = operation.security?.some((requirement) => 'bearerJwt' in requirement) ?? false;
      if (takesToken) expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
      if (refusesWithoutToken && method !== 'post') expect(takesToken, `${method} ${path}`).toBe(true);
    }
    expect(isPublic(spec.paths['/api/v2/quotes']!['post']!)).toBe(true);
    expect(isPublic(spec.paths['/api/v2/quotes']!['get']!)).toBe(false);
  });

  it('lists the error answers with catalogue codes of their own HTTP status', () => {
    const quoteRead = spec.paths['/api/v2/quotes/customer/{quoteId}']!['get']!.responses;
    expect(Object.keys(quoteRead)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '410', '422', '498']));
    expect(quoteRead['404']!.description).toContain('QUOTE_NOT_FOUND');
    for (const { path, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        // 410 answers the expired quote itself; a failing health check answers its report.
        if (Number(status) < 400 || status === '410' || path === '/api/health') continue;
        const codes = response.content?.['application/json']?.schema?.properties?.['message']?.enum ?? [];
        expect(codes.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const code of codes) {
          expect(isErrorCode(code) && errorCatalogue[code].httpStatus, `${method} ${path} ${code}`).toBe(
            Number(status),
          );
        }
      }
    }
  });

  it('lists 429 TOO_MANY_ATTEMPTS on every rate-limited operation (http/request-limits.ts)', () => {
    for (const key of Object.keys(requestLimits)) {
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths[path]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      const codes = operation!.responses['429']?.content?.['application/json']?.schema?.properties?.['message']?.enum;
      expect(codes, key).toEqual(['TOO_MANY_ATTEMPTS']);
    }
  });

  it('passes Redocly’s recommended lint', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // GET /api/v2/quotes/customer/{quoteId} and PUT /api/v2/quotes/{quoteId}/saved are the
        // product's paths; no quote id is "saved" or "customer" (they are UUIDs).
        'no-ambiguous-paths': 'off',
        // Health, tariffs status, the brand configuration and the caller's country take no input
        // and refuse no one: they have no client error to document.
        'operation-4xx-response': 'off',
        // Not licensed (package.json UNLICENSED): no SPDX identifier or licence page to give.
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const report = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(report).toEqual([]);
  });

  it('cites documents of the repository only', () => {
    expect(spec.info.description).toContain('README.md');
    expect(spec.info.description).toContain('docs/decisions/044-contracts-in-the-domain.md');
    expect(source).not.toMatch(/DESIGN|seed \d{3}/);
  });
});

describe('the documented examples', () => {
  it('has one create-quote example per mode', () => {
    const examples = spec.paths['/api/v2/quotes']!['post']!.requestBody!.content['application/json']!.examples!;
    expect(Object.keys(examples)).toEqual(['fcl', 'lcl', 'air', 'ltl', 'parcel']);
  });

  // The brand the examples are sent to (a customer's token is only good on its own brand's host).
  const host = 'direct.test';

  it('are valid requests: each request body gets the documented answer', async () => {
    let sent = 0;
    for (const { path, method, operation } of operations()) {
      const examples = operation.requestBody?.content['application/json']?.examples ?? {};
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      for (const [name, example] of Object.entries(examples)) {
        const response = await testApp.app.inject({
          method: method.toUpperCase() as 'POST',
          url: path,
          headers: { host },
          payload: example.value as Record<string, unknown>,
        });
        expect(String(response.statusCode), `${name}: ${response.body}`).toBe(success);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(5);
  });

  /** The operation's documented query parameters, as a query string. */
  const exampleQuery = (operation: Operation) =>
    new URLSearchParams(
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
        .map((parameter): [string, string] => [parameter.name, String(parameter.example)]),
    ).toString();

  it('reads a quote and My quotes with their documented query parameters', async () => {
    const quotes = spec.paths['/api/v2/quotes']!;
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/quotes',
      headers: { host },
      payload: quotes['post']!.requestBody!.content['application/json']!.examples!['fcl']!.value as object,
    });
    const uuid = (created.json() as { data: { uuid: string } }).data.uuid;
    const getQuote = spec.paths['/api/v2/quotes/customer/{quoteId}']!['get']!;
    expect(exampleQuery(getQuote)).toBe('currency=EUR&lang=es');
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/quotes/customer/${uuid}?${exampleQuery(getQuote)}`,
      headers: { host },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { data: { currency: string } }).data.currency).toBe('EUR');

    const jwt = await registerDirectCustomer(testApp.app, 'examples@acme.example');
    expect(exampleQuery(quotes['get']!)).toBe('mode=FCL&quoteType=instant');
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/quotes?${exampleQuery(quotes['get']!)}`,
      headers: { host, authorization: `Bearer ${jwt}` },
    });
    expect(list.statusCode, list.body).toBe(200);
  });
});

describe('/api/docs', () => {
  it('is Swagger UI, whose scripts are files (our CSP allows no inline script)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<title>freightdesk API</title>');
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(content!.trim()).toBe('');
    }
    const initializer = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('SwaggerUIBundle');
  });
});
