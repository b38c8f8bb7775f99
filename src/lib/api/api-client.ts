/**
 * The one client for the live API; every call the browser makes goes through `apiCall`. It holds
 * the rules every call shares: the `lng` header (upper-cased, so the API answers in the page's
 * language), a JSON body or a multipart form sent as it is, and one error for everything that is
 * not an answer: ApiError with the status (0: no answer at all), the refusal's `code`, the API's
 * message (already translated), the wait of Retry-After and the error's body. Spec §5's rule (the
 * client accepts 200, 400 and 404) reads so: a 400 or 404 is an answer the screen shows, and it
 * reaches the caller as an ApiError with its status and body, like every other refusal, never as
 * data. A feature keeps its calls (key, typed fetcher, hook) in a small file of its own, on top of
 * this one.
 */
import { API_URL } from './api-url';
import type { Lng } from '../catalog-types';

export class ApiError extends Error {
  /** the refusal's stable name (`passwordIncorrect`, `invalidCode`, ...), when the API gives one */
  readonly code: string | undefined;
  /** seconds to wait before asking again, from Retry-After */
  readonly retryAfter: number | undefined;
  /** the error answer as the API sent it (a 409 of the checkout names the lines that changed) */
  readonly body: unknown;

  constructor(
    /** the HTTP status; 0 when no answer came (offline, the connection dropped) */
    readonly status: number,
    message: string,
    details: { code?: string; retryAfter?: number; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code;
    this.retryAfter = details.retryAfter;
    this.body = details.body;
  }
}

export interface ApiOptions {
  lng: Lng;
  /** GET without a body, POST with one, unless named */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON; a FormData is sent as a multipart form (the browser writes its boundary) */
  body?: unknown;
  /** headers of this call alone (a session's device, an Idempotency-Key, a manage token) */
  headers?: Record<string, string>;
  /** only where a call needs other than the browser's default (same-origin) */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

function retryAfterOf(response: Response): number | undefined {
  const wait = Number(response.headers.get('retry-after'));
  return Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : undefined;
}

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null; // not JSON: a proxy's or a server's own page
  }
}

/** The error answer of a response that is not 2xx, in the one error type. */
function refusalOf(response: Response, body: unknown): ApiError {
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  return new ApiError(response.status, typeof message === 'string' ? message : response.statusText, {
    code: typeof code === 'string' ? code : undefined,
    retryAfter: retryAfterOf(response),
    body,
  });
}

/**
 * One call to the API: the answer's JSON (null for an empty answer) when the status is 2xx; an
 * ApiError otherwise, and status 0 when no answer came. An abort (`signal`) rejects as fetch does.
 */
export async function apiCall<T>(path: string, options: ApiOptions): Promise<T> {
  const { lng, body, headers = {}, credentials, signal } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const json = body !== undefined && !form;
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        lng: lng.toUpperCase(),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      ...(credentials ? { credentials } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  const data = parsed(text);
  if (!response.ok) throw refusalOf(response, data);
  return data as T;
}

export const apiGet = <T>(path: string, lng: Lng): Promise<T> => apiCall<T>(path, { lng });
