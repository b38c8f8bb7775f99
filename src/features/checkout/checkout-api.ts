/**
 * The checkout's calls to /client/v4/orders (docs/api.md "Orders"), through the API client: the
 * choices (extras), the cart check, placing, confirming and resending, and the shopper's saved
 * addresses (/auth/v2/addresses). The session travels in the shop origin's HttpOnly cookies. A
 * creating or confirming POST carries the Idempotency-Key its caller chose for the attempt, so a
 * double click or a retry replays the first answer instead of making a second order. A refusal is
 * an ApiError; a 409's lines that changed are in its body (changedLines).
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { AddressWire } from '../../../server/src/contract/auth';
import {
  IDEMPOTENCY_HEADER,
  type CartCheckWire,
  type CartLineWire,
  type CheckedLineWire,
  type OrderExtrasWire,
  type OrderPlacedWire,
  type PlaceOrderBody,
} from '../../../server/src/contract/orders';
import {
  GIFT_REFUSALS,
  type GiftPreviewBody,
  type GiftPreviewWire,
} from '../../../server/src/contract/gift-certificates';
import { PROMO_REFUSALS, type PromoPreviewBody, type PromoPreviewWire } from '../../../server/src/contract/promotions';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';
import type { OrderDetail } from '../orders';

export type {
  AddressWire,
  CartCheckWire,
  CartLineWire,
  CheckedLineWire,
  OrderExtrasWire,
  GiftPreviewWire,
  PlaceOrderBody,
  PromoPreviewWire,
};

export type PaymentTypeWire = OrderExtrasWire['paymentTypes'][number];

const ORDERS = '/client/v4/orders';
const ADDRESSES = '/auth/v2/addresses';

const keyed = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export const orderExtras = (lng: Lng) => apiCall<OrderExtrasWire>(`${ORDERS}/extras`, { lng });

export const checkCart = (lng: Lng, lines: CartLineWire[]) =>
  apiCall<CartCheckWire>(`${ORDERS}/check`, { lng, body: { lines } });

export const placeOrder = (lng: Lng, body: PlaceOrderBody, idempotencyKey: string) =>
  apiCall<OrderPlacedWire>(ORDERS, { lng, body, headers: keyed(idempotencyKey) });

export const verifyOrder = (lng: Lng, id: number, code: string, idempotencyKey: string) =>
  apiCall<OrderDetail>(`${ORDERS}/verify`, { lng, body: { id, code }, headers: keyed(idempotencyKey) });

export const resendOrderCode = (lng: Lng, id: number) =>
  apiCall<OrderPlacedWire>(`${ORDERS}/resend`, { lng, body: { id } });

export const previewPromo = (lng: Lng, body: PromoPreviewBody) =>
  apiCall<PromoPreviewWire>(`${ORDERS}/promo`, { lng, body });

export const previewGift = (lng: Lng, body: GiftPreviewBody) =>
  apiCall<GiftPreviewWire>(`${ORDERS}/gift-certificate`, { lng, body });

export const savedAddresses = (lng: Lng) => apiCall<AddressWire[]>(ADDRESSES, { lng });

/** A 409's lines that cannot be ordered as they are; none for any other failure. */
export function changedLines(error: unknown): CheckedLineWire[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const lines = (error.body as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as CheckedLineWire[]) : [];
}

/**
 * A refusal that is about the promo code (docs/adr/030 §3, §5: it does not apply, or its discount
 * changed since placing): the order can go on without the code. Its text is the API's, translated.
 */
export function promoRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code) return false;
  return error.code === 'promoChanged' || (PROMO_REFUSALS as readonly string[]).includes(error.code);
}

/**
 * A refusal that is about the gift certificate (docs/adr/031 §8: unknown, expired, empty, nothing it
 * may pay, or too many wrong codes): the order can go on without it. Its text is the API's, translated.
 */
export function giftRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.code) return false;
  if (error.status === 429) return error.code === 'giftGuessLimit';
  return error.status === 409 && (GIFT_REFUSALS as readonly string[]).includes(error.code);
}

/** The checkout's choices: delivery and payment, days and hours, delivery costs. */
export const useOrderExtras = (lng: Lng) => useSWR(['order-extras', lng], () => orderExtras(lng), SWR_DEFAULTS);

/** The shopper's saved addresses (the profile's list shares the key). */
export const useSavedAddresses = (lng: Lng) => useSWR([ADDRESSES, lng], () => savedAddresses(lng), SWR_DEFAULTS);

const cartKey = (lines: CartLineWire[]) => lines.map((line) => `${line.id}:${line.count}:${line.cartPrice}`).join(',');

/** The cart checked line by line; a changed cart asks again, the previous check shown meanwhile. */
export const useCartCheck = (lng: Lng, lines: CartLineWire[]) =>
  useSWR(lines.length ? ['cart-check', lng, cartKey(lines)] : null, () => checkCart(lng, lines), {
    ...SWR_DEFAULTS,
    keepPreviousData: true,
  });

/**
 * The shopper's cached pages of orders (orders-api.ts, and the waiting order's notice on this very
 * screen) are asked again once an order is placed or confirmed: "My orders", opened from the
 * success screen, would otherwise show the list as it was before the order.
 */
const useOrdersRefresh = () => {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && key[0] === 'orders');
};

/** The code's discount on these lines (POST /orders/promo): asked on Apply and again when the cart changes. */
export const usePromoPreview = (lng: Lng) =>
  useSWRMutation(['promo-preview', lng], (_key, { arg }: { arg: PromoPreviewBody }) => previewPromo(lng, arg));

/** What the certificate would pay of these lines (POST /orders/gift-certificate): on Apply and when the cart changes. */
export const useGiftPreview = (lng: Lng) =>
  useSWRMutation(['gift-preview', lng], (_key, { arg }: { arg: GiftPreviewBody }) => previewGift(lng, arg));

export const usePlaceOrder = (lng: Lng) => {
  const onSuccess = useOrdersRefresh();
  return useSWRMutation(
    ['place-order', lng],
    (_key, { arg }: { arg: { body: PlaceOrderBody; idempotencyKey: string } }) =>
      placeOrder(lng, arg.body, arg.idempotencyKey),
    { onSuccess },
  );
};

export const useVerifyOrder = (lng: Lng) => {
  const onSuccess = useOrdersRefresh();
  return useSWRMutation(
    ['verify-order', lng],
    (_key, { arg }: { arg: { id: number; code: string; idempotencyKey: string } }) =>
      verifyOrder(lng, arg.id, arg.code, arg.idempotencyKey),
    { onSuccess },
  );
};

export const useResendOrderCode = (lng: Lng) =>
  useSWRMutation(['resend-order-code', lng], (_key, { arg }: { arg: number }) => resendOrderCode(lng, arg));
