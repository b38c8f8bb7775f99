/**
 * The calls of /client/v4/stock-alerts (docs/api.md "Back-in-stock alerts"): the VAPID key,
 * subscribing, listing and removing. A signed-in shopper's session rides in the shop origin's
 * cookies; an anonymous owner's manage token (the e-mail link's, or this browser's fcmToken
 * cookie) in the x-stock-alerts-token header. A refusal is an ApiError with the API's translated
 * message.
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { STOCK_ALERTS_TOKEN_HEADER } from '../../../server/src/contract/stock-alert-names';
import type { StockAlertListWire, StockAlertWire, SubscribedWire } from '../../../server/src/contract/stock-alerts';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';

export type { StockAlertWire };

const BASE = '/client/v4/stock-alerts';

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** an anonymous owner's manage token */
  token?: string | null;
}

const call = <T>(path: string, lng: Lng, { method, body, token }: CallOptions = {}) =>
  apiCall<T>(`${BASE}${path}`, {
    lng,
    method,
    body,
    headers: token ? { [STOCK_ALERTS_TOKEN_HEADER]: token } : {},
  });

export interface SubscribeInput {
  productId: number;
  email?: string;
  fio?: string;
  push?: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export const subscribeToProduct = (lng: Lng, body: SubscribeInput) => call<SubscribedWire>('', lng, { body });
export const listAlerts = (lng: Lng, token: string | null) => call<StockAlertListWire>('', lng, { token });
export const removeAlert = (lng: Lng, id: number, token: string | null) =>
  call<StockAlertListWire>(`/${id}`, lng, { method: 'DELETE', token });
export const vapidKey = (lng: Lng) => call<{ publicKey: string }>('/key', lng);

/** A refusal the API worded for the shopper (4xx): its message is worth showing as it is. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status > 0 && error.status < 500;

const listKey = (lng: Lng, token: string | null) => ['stock-alerts', lng, token];

/** The owner's alerts (a session's, or a manage token's). */
export const useAlerts = (lng: Lng, token: string | null) =>
  useSWR(listKey(lng, token), () => listAlerts(lng, token), {
    ...SWR_DEFAULTS,
    // a refusal (an invalid link, no session) will not change by asking again
    shouldRetryOnError: (failure: unknown) => !isRefusal(failure),
  });

/** Removes one alert; the API's answer (the list left) becomes the list's cache. */
export const useRemoveAlert = (lng: Lng, token: string | null) =>
  useSWRMutation(listKey(lng, token), (_key, { arg }: { arg: number }) => removeAlert(lng, arg, token), {
    populateCache: true,
    revalidate: false,
  });

export const useSubscribeToProduct = (lng: Lng) =>
  useSWRMutation(['stock-alert-subscribe', lng], (_key, { arg }: { arg: SubscribeInput }) =>
    subscribeToProduct(lng, arg),
  );
