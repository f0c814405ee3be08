import { errorCodeForResponse, isErrorCode, type ErrorCode } from '@freightdesk/domain';
import { readAuthToken } from '@/lib/session/auth-token';

/**
 * The generic fetch wrapper (docs/product/shell.md#calls-every-screen-makes): JSON, an English accept-language, the
 * app-origin header `web-<brand type>`, a bearer token when the session has one, and no cookies (the
 * login call alone opts in). A failed answer becomes an `ApiError` carrying a catalogued code.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** Field errors of a 422 answer, by field name. */
  readonly fieldErrors: Readonly<Record<string, string[]>>;

  constructor({
    code,
    status,
    fieldErrors = {},
  }: {
    code: ErrorCode;
    status?: number | undefined;
    fieldErrors?: Record<string, string[]>;
  }) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** Any thrown value as an ApiError: the error's own catalogued code, else UNKNOWN_ERROR. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return new ApiError({ code: isErrorCode(code) ? code : 'UNKNOWN_ERROR' });
}

let appOriginHeader = 'web';

/** Called once the brand is known: every call then says which client and brand type it is. */
export function configureAppOrigin(brandType: string): void {
  appOriginHeader = `web-${brandType}`;
}

/** The headers every call sends (also used by the raw site-root check). */
export function buildRequestHeaders(): Record<string, string> {
  const token = readAuthToken();
  return {
    'content-type': 'application/json',
    'accept-language': 'en',
    'app-origin': appOriginHeader,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send same-origin cookies: only the login call does (docs/product/shell.md#calls-every-screen-makes). */
  withCredentials?: boolean;
  /** Overrides the generic status → code mapping (e.g. the configuration call). */
  errorCodeFor?: (httpStatus: number, bodyMessage: unknown) => ErrorCode;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** Calls the API and returns the parsed JSON body (undefined when there is none). */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    headers,
    signal,
    withCredentials = false,
    errorCodeFor = errorCodeForResponse,
  } = options;
  // A body-less call says no content type: the server answers an empty JSON body with an error (ending an
  // impersonation is a POST without one).
  const { 'content-type': jsonType, ...common } = buildRequestHeaders();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...common, ...(body === undefined ? {} : { 'content-type': jsonType }), ...headers },
      credentials: withCredentials ? 'same-origin' : 'omit',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toApiError(error);
  }
  const parsedBody = await readJsonBody(response);
  if (!response.ok) {
    const errorBody = (parsedBody ?? {}) as ErrorBody;
    throw new ApiError({
      code: errorCodeFor(response.status, errorBody.message),
      status: response.status,
      fieldErrors: isFieldErrors(errorBody.errors) ? errorBody.errors : {},
    });
  }
  return parsedBody as T;
}

async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204 || !response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
    )
  );
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
