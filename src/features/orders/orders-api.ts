/**
 * The shopper's orders (spec §7: GET /client/v4/orders, then /orders/{id}) as the orders API
 * answers them (server/src/contract/orders.ts, docs/adr/017): a page of summaries with the count of
 * all, and one order's detail. The session travels in the HttpOnly cookies of the shop's origin.
 * Statuses other than 2xx throw ApiError (404: not the shopper's order; 401: signed out; 429 and
 * 5xx: the error page).
 */
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderExtrasWire,
  type OrderListWire,
  type OrderStatus,
  type OrderSummary,
} from '../../../server/src/contract/orders';
import type { OrderPaymentWire, PaymentState } from '../../../server/src/contract/payments';
import useSWR from 'swr';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';

export { ORDERS_PAGE_SIZE };
export type { OrderDetail, OrderStatus, OrderSummary, PaymentState };
/** An order's payment: its method and type, and a card payment's state. */
export type OrderPayment = OrderPaymentWire;
export type OrderPage = OrderListWire;

/** The checkout's choices: names for the codes an order holds (GET /client/v4/orders/extras). */
export type OrderChoices = Pick<
  OrderExtrasWire,
  'deliveryMethods' | 'deliveryTypes' | 'paymentMethods' | 'paymentTypes'
>;

const ordersCall = <T>(path: string, lng: Lng) => apiCall<T>(`/client/v4/orders${path}`, { lng });

export const ordersPage = (lng: Lng, page: number) =>
  ordersCall<OrderPage>(`?limit=${ORDERS_PAGE_SIZE}&offset=${(page - 1) * ORDERS_PAGE_SIZE}`, lng);

export const orderDetail = (lng: Lng, id: number) => ordersCall<OrderDetail>(`/${id}`, lng);

export const orderChoices = (lng: Lng) => ordersCall<OrderChoices>('/extras', lng);

/** A 401 (the session ended elsewhere) tells the screen, which offers the login again. */
const sessionWatch = (onSessionEnded?: () => void) => (failure: unknown) => {
  if (failure instanceof ApiError && failure.status === 401) onSessionEnded?.();
};

/** One page of the shopper's orders; the previous page stays on screen while the next loads. */
export const useOrdersPage = (lng: Lng, page: number, onSessionEnded?: () => void) =>
  useSWR(['orders', lng, page], () => ordersPage(lng, page), {
    ...SWR_DEFAULTS,
    keepPreviousData: true,
    onError: sessionWatch(onSessionEnded),
  });

/** One order's detail; `id` null: none asked. */
export const useOrder = (lng: Lng, id: number | null, onSessionEnded?: () => void) =>
  useSWR(id === null ? null : ['order', lng, id], () => orderDetail(lng, id!), {
    ...SWR_DEFAULTS,
    onError: sessionWatch(onSessionEnded),
  });

/** The names of the codes an order holds (the checkout's choices, one key with the checkout's). */
export const useOrderChoices = (lng: Lng, wanted: boolean) =>
  useSWR(wanted ? ['order-extras', lng] : null, () => orderChoices(lng), { ...SWR_DEFAULTS, errorRetryCount: 0 });
