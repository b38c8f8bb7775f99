import type { MessageId } from '../lib/messages';

/**
 * A request the API refuses with one of the translated messages (lib/messages.ts), answered by the
 * app's error handler (edge/error-text.ts) with its status, and with Retry-After (seconds) when
 * waiting helps: rate limits, a blocked phone.
 */
export class RefusedRequest extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageId: MessageId,
    readonly values: Record<string, string | number> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageId);
    this.name = 'RefusedRequest';
  }
}
