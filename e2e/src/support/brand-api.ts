// Calls to the server's API on a brand's host: the host name picks the brand, and Node's fetch cannot set the Host
// header (nor resolve *.localhost), so the call goes to 127.0.0.1 through node:http with the origin's host in Host.
import { request } from 'node:http';

/** What the API answered, its JSON read as the journey needs it. */
export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many calls, read field by field
  json: any;
}

export function callApi(
  origin: string,
  method: string,
  path: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = request(
      {
        host: '127.0.0.1',
        port: Number(url.port),
        method,
        path,
        headers: {
          host: url.host,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: unknown = text;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: the text itself
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** Signs in through the API on the brand of `origin` and returns the session's token. */
export async function tokenOf(origin: string, account: { email: string; password: string }): Promise<string> {
  const answer = await callApi(origin, 'POST', '/api/v2/customers/login', {
    body: { login: account.email, password: account.password },
  });
  if (answer.status !== 200) throw new Error(`login ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json.data.jwt as string;
}
