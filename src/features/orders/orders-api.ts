/**
 * The shopper's orders (spec §7: GET /client/v4/orders, then /orders/{id}) as the orders API
 * answers them (server/src/contract/orders.ts, docs/adr/017): a page of summaries with the count of
 * all, and one order's detail. The session travels in the HttpOnly cookies of the shop's origin.
 * Statuses other than 2xx throw ApiError (404: not the shopper's order; 401: signed out; 429 and
 * 5xx: the error page).
 */
import {
  ORDERS_PAGE_SIZE,
  type OrderDetail as ContractOrderDetail,
  type OrderExtrasWire,
  type OrderStatus as ContractOrderStatus,
  type OrderSummary as ContractOrderSummary,
} from '../../../server/src/contract/orders';
import useSWR from 'swr';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';

export { ORDERS_PAGE_SIZE };

/**
 * Issue 43's additions to the order's wire (the payments contract: server/src/contract/payments.ts
 * is being written beside this), stated here so the site builds against either contract; once the
 * contract has them, these unions and intersections add nothing.
 */
export type OrderStatus = ContractOrderStatus | 'awaiting_payment';

/** A card payment's state (only card orders have one). */
export const PAYMENT_STATES = ['awaiting', 'checking', 'paid', 'declined', 'expired', 'reversed', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface OrderPayment {
  method: string;
  type: string;
  /** the method's and the type's names in the page's language */
  name?: string;
  typeName?: string;
  state?: PaymentState;
  /** ISO time the order's stock is held until, while the payment is awaited or declined */
  holdUntil?: string;
}

export type OrderSummary = Omit<ContractOrderSummary, 'status' | 'payment'> & {
  status: OrderStatus;
  payment?: OrderPayment;
};
export type OrderDetail = Omit<ContractOrderDetail, 'status' | 'payment'> & {
  status: OrderStatus;
  payment: OrderPayment;
};
export interface OrderPage {
  rows: OrderSummary[];
  count: number;
}

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
