/**
 * The wire of the messages the outbox providers keep instead of sending them (docs/adr/016): SMS
 * and e-mail of the channels that have no real provider, codes among them. The development page
 * (/dev/outbox.json) and the order staff's screen (GET /admin/v1/outbox) answer them.
 */
import { Type, type Static } from '@sinclair/typebox';

export const OutboxRowSchema = Type.Object({
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  to: Type.String({ description: "an SMS's phone (+ and its digits) or an e-mail's address" }),
  subject: Type.Optional(Type.String()),
  text: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
export type OutboxRowWire = Static<typeof OutboxRowSchema>;
