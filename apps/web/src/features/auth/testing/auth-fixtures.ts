import type { SessionUserClaims } from '@freightdesk/domain';
import { vi } from 'vitest';
import { unsignedJwt } from '@/lib/session/testing/session-fixtures';

/** Claims of a signed-in test customer. */
export const testClaims: SessionUserClaims = {
  customer_type: 'STANDARD',
  email: 'ana@example.com',
  phone_number: '+13055550100',
  contact_name: 'Ana',
  contact_surname: null,
  legal_name: 'Ana Imports',
  is_company: true,
  preferred_currency: 'USD',
  preferred_language: 'en',
  backend_customer_id: 'customer-1',
  backend_external_user_id: null,
  backend_branch_id: 'US',
  is_test: true,
  expired_at: '2099-01-01T00:00:00.000Z',
};

/** An unsigned JWT carrying `claims` (the web app only reads the payload). */
export function testToken(claims: SessionUserClaims = testClaims): string {
  return unsignedJwt(claims);
}

export interface MockAnswer {
  status: number;
  body?: unknown;
}

/**
 * Stubs `fetch` at the network boundary: each API path answers its answers in order (the last
 * repeats); any other request (e.g. the site-root update check) gets an empty 404.
 */
export function mockApi(answersByPath: Readonly<Record<string, readonly MockAnswer[]>>) {
  const callCountByPath = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const answers = answersByPath[path];
    if (!answers || answers.length === 0) return new Response(null, { status: 404 });
    const callIndex = callCountByPath.get(path) ?? 0;
    callCountByPath.set(path, callIndex + 1);
    const answer = answers[Math.min(callIndex, answers.length - 1)] ?? { status: 500 };
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to one API path: their JSON bodies and options, in order. */
export function callsTo(fetchMock: FetchMock, path: string): { body: unknown; init: RequestInit | undefined }[] {
  return fetchMock.mock.calls
    .filter(([input]) => input === path)
    .map(([, init]) => ({ body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined, init }));
}
