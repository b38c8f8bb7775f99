/**
 * The shopper's orders (spec §7: GET /client/v4/orders, then /orders/{id}), as the orders API of
 * issue 14 answers them: a page of summaries with the count of all, and one order's detail. The
 * session travels in the HttpOnly cookies of the shop's origin. Statuses other than 200
 * throw ApiError (404: not the shopper's order; 401: signed out; 429 and 5xx: the error page).
 */
import { ApiError } from '../../lib/api/api-client';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

export const ORDER_STATUSES = ['awaiting_code', 'accepted', 'delivering', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDERS_PAGE_SIZE = 20;

export interface OrderSummary {
  id: number;
  status: OrderStatus;
  /** ISO date-time */
  createdAt: string;
  pieces: number;
  /** what the shopper pays, delivery included (TMT) */
  total: number;
  deliveryCost: number;
}

export interface OrderDetail extends OrderSummary {
  lines: { id: number; name: string; count: number; price: number }[];
  recipient: { name: string; surname: string; phone: string; email?: string };
  address: { welayat: string; etrap: string; city?: string; street: string; building?: string; home?: string };
  delivery: { method: string; type: string; date: string; time: string };
  payment: { method: string; type: string };
  note?: string;
}

export interface OrderPage {
  rows: OrderSummary[];
  count: number;
}

/** The checkout's choices: names for the codes an order holds (GET /client/v4/orders/extras). */
export interface OrderChoices {
  deliveryMethods: { code: string; name: string }[];
  deliveryTypes: { code: string; name: string }[];
  paymentMethods: { code: string; name: string }[];
  paymentTypes: { code: string; name: string }[];
}

async function ordersCall<T>(path: string, lng: Lng): Promise<T> {
  const response = await fetch(`${API_URL}/client/v4/orders${path}`, {
    headers: { accept: 'application/json', lng: lng.toUpperCase() },
  });
  if (response.status !== 200) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : response.statusText);
  }
  return (await response.json()) as T;
}

export const ordersPage = (lng: Lng, page: number) =>
  ordersCall<OrderPage>(`?limit=${ORDERS_PAGE_SIZE}&offset=${(page - 1) * ORDERS_PAGE_SIZE}`, lng);

export const orderDetail = (lng: Lng, id: number) => ordersCall<OrderDetail>(`/${id}`, lng);

export const orderChoices = (lng: Lng) => ordersCall<OrderChoices>('/extras', lng);
