import type { MessageId } from '../../lib/messages';

/**
 * An account request refused with one of the translated messages (lib/messages.ts); the auth routes
 * answer it with its status (and Retry-After, in seconds, when waiting helps).
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 429,
    readonly messageId: MessageId,
    readonly retryAfterSeconds?: number,
  ) {
    super(messageId);
  }
}
