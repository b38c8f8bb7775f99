/**
 * The calls of /client/v4/stock-alerts (docs/api.md "Back-in-stock alerts"): the VAPID key,
 * subscribing, listing and removing. A signed-in shopper's session rides in the shop origin's
 * cookies; an anonymous owner's manage token (the e-mail link's, or this browser's fcmToken
 * cookie) in the x-stock-alerts-token header. A refusal is an AlertsError with the API's
 * translated message.
 */
import { STOCK_ALERTS_TOKEN_HEADER } from '../../../server/src/contract/stock-alert-names';
import type { StockAlertListWire, StockAlertWire, SubscribedWire } from '../../../server/src/contract/stock-alerts';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

export type { StockAlertWire };

const BASE = '/client/v4/stock-alerts';

export class AlertsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, lng: Lng, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const response = await fetch(`${API_URL}${BASE}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      accept: 'application/json',
      lng: lng.toUpperCase(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { [STOCK_ALERTS_TOKEN_HEADER]: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    /* not JSON: a proxy's page */
  }
  if (!response.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    throw new AlertsError(response.status, typeof message === 'string' ? message : response.statusText);
  }
  return data as T;
}

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
