import type { MessageId } from '../lib/messages';

/** A request the API's edge refuses, with the translated message to answer (edge/error-text.ts). */
export class RefusedRequest extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageId: MessageId,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageId);
    this.name = 'RefusedRequest';
  }
}
