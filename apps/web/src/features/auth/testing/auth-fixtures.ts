import type { SessionUserClaims } from '@freightdesk/domain';
import { vi } from 'vitest';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';

/** An unsigned JWT carrying `claims` (the web app only reads the payload). */
export function testToken(claims: SessionUserClaims = usCustomerClaims): string {
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
      : new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof mockApi>;

/** The calls made to one API path: their JSON bodies and options, in order. */
export function callsTo(fetchMock: FetchMock, path: string): { body: unknown; init: RequestInit | undefined }[] {
  return fetchMock.mock.calls
    .filter(([input]) => input === path)
    .map(([, init]) => ({
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      init,
    }));
}
