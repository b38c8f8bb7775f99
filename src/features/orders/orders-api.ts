/**
 * The shopper's orders (spec §7: GET /client/v4/orders, then /orders/{id}) as the orders API of
 * issue 14 answers them (server/src/contract/orders.ts): a page of summaries with the count of
 * all, and one order's detail. The session travels in the HttpOnly cookies of the shop's origin.
 * Statuses other than 200 throw ApiError (404: not the shopper's order; 401: signed out; 429 and
 * 5xx: the error page).
 */
import {
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderExtrasWire,
  type OrderListWire,
  type OrderStatus,
  type OrderSummary,
} from '../../../server/src/contract/orders';
import { ApiError } from '../../lib/api/api-client';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

export type { OrderDetail, OrderListWire as OrderPage, OrderStatus, OrderSummary };
export { ORDER_STATUSES, ORDERS_PAGE_SIZE };

/** The checkout's choices: names for the codes an order holds (GET /client/v4/orders/extras). */
export type OrderChoices = Pick<
  OrderExtrasWire,
  'deliveryMethods' | 'deliveryTypes' | 'paymentMethods' | 'paymentTypes'
>;

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
  ordersCall<OrderListWire>(`?limit=${ORDERS_PAGE_SIZE}&offset=${(page - 1) * ORDERS_PAGE_SIZE}`, lng);

export const orderDetail = (lng: Lng, id: number) => ordersCall<OrderDetail>(`/${id}`, lng);

export const orderChoices = (lng: Lng) => ordersCall<OrderChoices>('/extras', lng);
