import type { ApiErrorBody } from '@eventory/core';
import { bootstrap } from '../bootstrap';
import { sessionEnded } from './sessionEnded';

/** A failed API call, carrying the server's `{ code, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** `?a=1&b=2` of the defined, non-empty values. */
export function toQuery(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * The one fetch wrapper: prefixes the API base, sends the CSRF nonce on state-changing calls,
 * parses JSON and turns error bodies into {@link ApiError}; an answer that the session has ended
 * is also told to {@link sessionEnded}. A call refused for an out-of-date nonce (403 `invalid_csrf`,
 * refused before the route ran) is sent once more with the nonce of the session the cookie now
 * holds, when that session is the page's user's ({@link renewNonce}).
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_csrf' && (await renewNonce())) return send<T>(method, path, options);
    throw error;
  }
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  raw?: BodyInit;
  contentType?: string | null;
}

/**
 * Takes the nonce of the session the cookie holds now (`GET /auth/session`) when it is the page's
 * user's: a login in another tab (its ended-session dialog, or the login page) replaced the session
 * this page's nonce belonged to, and every Save here failed with 'Your session token is missing or
 * out of date. Reload the page', which lost what was typed. False for another user's session or
 * none: the page must not send its changes as someone else.
 */
async function renewNonce(): Promise<boolean> {
  try {
    const { data } = await send<{ user: { id: number }; nonce: string | null }>('GET', '/auth/session', {});
    if (data.user.id !== bootstrap.user.id || !data.nonce) return false;
    bootstrap.nonce = data.nonce;
    return true;
  } catch {
    return false;
  }
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  // Sent on every call: some GETs change data (SPEC's `GET {id}/clone`) and need it too.
  const headers: Record<string, string> = { Accept: 'application/json', 'X-CSRF-Token': bootstrap.nonce };
  let body: BodyInit | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    // null: let the browser set it (FormData brings its own multipart boundary).
    if (options.contentType !== null) headers['Content-Type'] = options.contentType ?? 'text/plain';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(`${bootstrap.apiBase}${path}${toQuery(options.query)}`, { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new ApiError(response.status, 'invalid_response', 'The server sent an answer that could not be read. Please try again.');
  }
  if (!response.ok) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 401 && err.code === 'not_logged_in') sessionEnded.set(true);
    throw new ApiError(response.status, err.code ?? 'error', err.message ?? `The server answered ${response.status}.`, err.errors);
  }
  return { data: data as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }).then((r) => r.data),
  delete: <T>(path: string, query?: Query) => request<T>('DELETE', path, { query }).then((r) => r.data),
};
