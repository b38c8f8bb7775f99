/**
 * The socket frames as TypeBox schemas (compiled once): a frame that does not match exactly one of
 * them is answered with an error frame (docs/adr/021). Types are contract/chat.ts's.
 */
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { EMAIL, EMAIL_MAX_LENGTH } from './identity-rules';
import {
  CHAT_CLIENT_ID,
  CHAT_COMMENT_MAX,
  CHAT_DEVICE,
  CHAT_NOTE_MAX,
  type OperatorFrame,
  type ShopperFrame,
} from './chat';
import { Format, Id, Str } from './kit';

const strict = { additionalProperties: false } as const;
const ClientId = Format(CHAT_CLIENT_ID);
/**
 * A message: the text rule with lines. Its length limit is checked apart (its own error code), so
 * any length up to the frame size is let through here.
 */
const Text = Str({ minLength: 1, lines: true });
const Upto = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

const shopperFrames = [
  Type.Object(
    {
      type: Type.Literal('hello'),
      device: Format(CHAT_DEVICE),
      lng: Type.Optional(Type.Union([Type.Literal('tm'), Type.Literal('ru'), Type.Literal('en')])),
      after: Type.Optional(Upto),
    },
    strict,
  ),
  Type.Object(
    {
      type: Type.Literal('send'),
      clientId: ClientId,
      text: Text,
      // a RegExp, not a pattern: TypeBox compiles patterns without the u flag the rule needs
      email: Type.Optional(Type.RegExp(EMAIL, { maxLength: EMAIL_MAX_LENGTH })),
    },
    strict,
  ),
  Type.Object({ type: Type.Literal('typing'), typing: Type.Boolean() }, strict),
  Type.Object({ type: Type.Literal('read'), upTo: Upto }, strict),
  Type.Object(
    { type: Type.Literal('comment'), text: Str({ minLength: 1, maxLength: CHAT_COMMENT_MAX, lines: true }) },
    strict,
  ),
  Type.Object(
    {
      type: Type.Literal('rate'),
      ticketId: Id(),
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      note: Type.Optional(Str({ maxLength: CHAT_NOTE_MAX, lines: true })),
    },
    strict,
  ),
  Type.Object({ type: Type.Literal('ping') }, strict),
];

const operatorFrames = [
  Type.Object({ type: Type.Literal('hello') }, strict),
  Type.Object({ type: Type.Literal('send'), ticketId: Id(), clientId: ClientId, text: Text }, strict),
  Type.Object({ type: Type.Literal('typing'), ticketId: Id(), typing: Type.Boolean() }, strict),
  Type.Object({ type: Type.Literal('read'), ticketId: Id(), upTo: Upto }, strict),
  Type.Object({ type: Type.Literal('close'), ticketId: Id() }, strict),
  Type.Object({ type: Type.Literal('ping') }, strict),
];

const compiled = <T>(schemas: ReturnType<typeof Type.Object>[]) => {
  const checks = new Map(
    schemas.map((schema) => [
      (schema.properties.type as unknown as { const: string }).const,
      TypeCompiler.Compile(schema),
    ]),
  );
  /** The frame, when the text is JSON of one of the schemas; else null. */
  return (raw: string): T | null => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const check = checks.get(String((value as { type?: unknown }).type));
    return check?.Check(value) ? (value as T) : null;
  };
};

export const parseShopperFrame = compiled<ShopperFrame>(shopperFrames);
export const parseOperatorFrame = compiled<OperatorFrame>(operatorFrames);

// HTTP answers (docs/api.md Chat): the same shapes as the frames carry.
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  author: Type.Union([Type.Literal('shopper'), Type.Literal('operator')]),
  operatorName: Nullable(Type.String()),
  clientId: Type.String(),
  text: Type.String(),
  at: Type.String({ format: 'date-time' }),
});
const ticketFields = {
  id: Type.Integer(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  operator: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  email: Nullable(Type.String()),
  lng: Type.String(),
  comment: Nullable(Type.String()),
  rating: Type.Union([Type.Integer(), Type.Null()]),
  note: Nullable(Type.String()),
  shopperReadId: Type.Integer(),
  operatorReadId: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  closedAt: Nullable(Type.String({ format: 'date-time' })),
};
export const ChatTicketSchema = Type.Object(ticketFields);
export const OperatorTicketSchema = Type.Object({
  ...ticketFields,
  shopperName: Type.String(),
  lastMessage: Type.Union([ChatMessageSchema, Type.Null()]),
  unread: Type.Integer(),
});
export const ChatTicketsSchema = Type.Object({ tickets: Type.Array(ChatTicketSchema) });
export const OperatorTicketsSchema = Type.Object({ tickets: Type.Array(OperatorTicketSchema) });
export const ChatHistorySchema = Type.Object({ ticket: ChatTicketSchema, messages: Type.Array(ChatMessageSchema) });
export const OperatorHistorySchema = Type.Object({
  ticket: OperatorTicketSchema,
  messages: Type.Array(ChatMessageSchema),
});
export const ChatPresenceSchema = Type.Object({ online: Type.Boolean(), name: Nullable(Type.String()) });
export const HistoryQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });
export const TicketParams = Type.Object({ id: Id() });
