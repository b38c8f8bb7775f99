/**
 * The checkout's calls to /client/v4/orders (docs/api.md "Orders"): the choices (extras), the cart
 * check, placing, confirming and resending, and the shopper's saved addresses (/auth/v2/addresses).
 * The session travels in the shop origin's HttpOnly cookies. A creating or confirming POST carries
 * the Idempotency-Key its caller chose for the attempt, so a double click or a retry replays the
 * first answer instead of making a second order. A refusal becomes a CheckoutError with the API's
 * translated message, its status, the changed lines of a 409 and the wait of a 429 (Retry-After).
 */
import type { AddressWire } from '../../../server/src/contract/auth';
import {
  IDEMPOTENCY_HEADER,
  type CartCheckWire,
  type CartLineWire,
  type CheckedLineWire,
  type OrderDetail,
  type OrderExtrasWire,
  type OrderPlacedWire,
  type PlaceOrderBody,
} from '../../../server/src/contract/orders';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

export type { AddressWire, CartCheckWire, CartLineWire, CheckedLineWire, OrderExtrasWire, PlaceOrderBody };

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** a 409's lines that cannot be ordered as they are */
    readonly lines: CheckedLineWire[] = [],
    /** a 429's Retry-After, in seconds */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

interface CallOptions {
  lng: Lng;
  body?: unknown;
  idempotencyKey?: string;
}

export async function apiCall<T>(path: string, { lng, body, idempotencyKey }: CallOptions): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      lng: lng.toUpperCase(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: a proxy's page */
  }
  if (!response.ok) {
    const { message, lines } = (data ?? {}) as { message?: unknown; lines?: unknown };
    const wait = Number(response.headers.get('retry-after'));
    throw new CheckoutError(
      response.status,
      typeof message === 'string' ? message : response.statusText,
      Array.isArray(lines) ? (lines as CheckedLineWire[]) : [],
      Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null,
    );
  }
  return data as T;
}

/** A fresh key per attempt: a UUID where the browser offers one, else 128 random bits. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ORDERS = '/client/v4/orders';

export const orderExtras = (lng: Lng) => apiCall<OrderExtrasWire>(`${ORDERS}/extras`, { lng });

export const checkCart = (lng: Lng, lines: CartLineWire[]) =>
  apiCall<CartCheckWire>(`${ORDERS}/check`, { lng, body: { lines } });

export const placeOrder = (lng: Lng, body: PlaceOrderBody, idempotencyKey: string) =>
  apiCall<OrderPlacedWire>(ORDERS, { lng, body, idempotencyKey });

export const verifyOrder = (lng: Lng, id: number, code: string, idempotencyKey: string) =>
  apiCall<OrderDetail>(`${ORDERS}/verify`, { lng, body: { id, code }, idempotencyKey });

export const resendOrderCode = (lng: Lng, id: number) =>
  apiCall<OrderPlacedWire>(`${ORDERS}/resend`, { lng, body: { id } });

export const savedAddresses = (lng: Lng) => apiCall<AddressWire[]>('/auth/v2/addresses', { lng });
