import { vi } from 'vitest';

/** Test support (not a test file): `fetch` at the network boundary, answering by method and path. */
export interface Answer {
  status: number;
  body?: unknown;
}

/** Stubs `fetch`: each `METHOD /path` answers its own; anything else is an empty 404. */
export function mockApi(answers: Readonly<Record<string, Answer>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!answer) return new Response(null, { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /path`. */
export const bodiesSentTo = (fetchMock: ReturnType<typeof mockApi>, methodAndPath: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === methodAndPath)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The calls made to `METHOD /path`. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, methodAndPath: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === methodAndPath);
