/**
 * The quick order's call (POST /client/v4/orders/fast, docs/api.md "Orders"), through the API
 * client, with the Idempotency-Key of the attempt: the same name and phone sent again replays the
 * first answer instead of making a second order.
 */
import { IDEMPOTENCY_HEADER, type FastOrderPlacedWire } from '../../../server/src/contract/orders';
import { apiCall, ApiError } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';

export interface QuickOrderBody {
  productId: number;
  count: number;
  name: string;
  phone: string;
}

export const placeQuickOrder = (lng: Lng, body: QuickOrderBody, idempotencyKey: string) =>
  apiCall<FastOrderPlacedWire>('/client/v4/orders/fast', {
    lng,
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** The API's translated words for a refusal, or null (5xx, no answer: the dialog's own text). */
export const quickOrderRefusal = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message || null : null;
