import { STATUS_CODES } from 'node:http';
import { RefusedRequest } from '../../edge/refused-request';
import type { Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';
import type { Answer } from './idempotency';

/**
 * A refusal thrown by the order services or by the accounts code they reuse (limits, blocks,
 * sign-in) as the answer to send, with Retry-After when waiting helps; null for any other error.
 * Not kept: the work it interrupted rolls back.
 */
export function refusalAnswer(error: unknown, lng: Lng): Answer | null {
  if (!(error instanceof RefusedRequest)) return null;
  return {
    status: error.statusCode,
    body: { ...errorBody(error.statusCode, messageWith(error.messageId, lng, error.values)), code: error.messageId },
    headers: error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : undefined,
    keep: false,
  };
}

export const errorBody = (status: number, message: string) => ({
  statusCode: status,
  error: STATUS_CODES[status] ?? 'Error',
  message,
});
