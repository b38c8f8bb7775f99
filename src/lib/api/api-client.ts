/**
 * The one client for the live API: every call carries the `lng` header; only 200, 400 and 404 are
 * answers (spec §5), anything else throws.
 */
import { API_URL } from './api-url';
import type { Lng } from '../catalog-types';

export const ANSWER_STATUSES = [200, 400, 404] as const;

export interface ApiAnswer<T> {
  status: (typeof ANSWER_STATUSES)[number];
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  lng: Lng;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export async function apiRequest<T>(path: string, { lng, method = 'GET', body }: ApiRequest): Promise<ApiAnswer<T>> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      lng: lng.toUpperCase(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!(ANSWER_STATUSES as readonly number[]).includes(response.status)) {
    const text = await response.text().catch(() => '');
    let message = response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(response.status, message);
  }
  return { status: response.status as ApiAnswer<T>['status'], data: (await response.json()) as T };
}

/** A call that must answer 200, for SWR: a 400/404 answer becomes an error the caller can show. */
export async function apiData<T>(path: string, request: ApiRequest): Promise<T> {
  const answer = await apiRequest<T>(path, request);
  if (answer.status !== 200) throw new ApiError(answer.status, (answer.data as { message?: string }).message ?? '');
  return answer.data;
}

export const apiGet = <T>(path: string, lng: Lng): Promise<T> => apiData<T>(path, { lng });
