/**
 * The wire of /client/v4/stock-alerts (spec §2 "product notification settings", §3 notification
 * subscription: push, email, fio; §9 fcmToken and the embedded web-push key; docs/adr/020).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Format, Id, NullableString, PersonName, Str, StringEnum } from './kit';
import { LNGS } from './constants';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, FULL_NAME_MAX_LENGTH } from './identity-rules';

export { PUSH_TOKEN_COOKIE, STOCK_ALERTS_TOKEN_HEADER } from './stock-alert-names';
/** Subscriptions one owner (account, e-mail address or browser) may hold. */
export const MAX_STOCK_ALERTS_PER_OWNER = 100;
export const FIO_MAX_LENGTH = FULL_NAME_MAX_LENGTH;

const Base64Url = (minLength: number, maxLength: number) => Format('^[A-Za-z0-9_-]+=*$', { minLength, maxLength });

export const PushSubscriptionSchema = Type.Object(
  {
    endpoint: Format('^https?://[!-~]+$', { minLength: 10, maxLength: 1000 }),
    keys: Type.Object(
      {
        p256dh: Base64Url(86, 90),
        auth: Base64Url(16, 40),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, description: "the browser's PushSubscription.toJSON() (endpoint and keys)" },
);

export const SubscribeBodySchema = Type.Object(
  {
    productId: Id(),
    email: Type.Optional(Str({ minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH })),
    push: Type.Optional(PushSubscriptionSchema),
    fio: Type.Optional(PersonName(FIO_MAX_LENGTH, { required: false })),
  },
  { additionalProperties: false, description: 'e-mail, push or both; fio is the full name of the spec' },
);
export type SubscribeBody = Static<typeof SubscribeBodySchema>;

export const StockAlertSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String(),
  inStock: Type.Boolean(),
  channel: StringEnum(['push', 'email'] as const),
  email: NullableString('the address, for e-mail subscriptions'),
  fio: Type.String(),
  lng: StringEnum(LNGS),
  createdAt: Type.String({ format: 'date-time' }),
  notifiedAt: NullableString('when the product came back and the notification was queued'),
});
export type StockAlertWire = Static<typeof StockAlertSchema>;

export const SubscribedSchema = Type.Object({
  rows: Type.Array(StockAlertSchema),
  token: Type.Optional(
    Type.String({ description: "push: this browser's manage token, kept in the fcmToken cookie with consent" }),
  ),
});
export type SubscribedWire = Static<typeof SubscribedSchema>;

export const StockAlertListSchema = Type.Object({ rows: Type.Array(StockAlertSchema), count: Type.Integer() });
export type StockAlertListWire = Static<typeof StockAlertListSchema>;

export const VapidKeySchema = Type.Object({
  publicKey: Type.String({ description: 'the VAPID public key (applicationServerKey), base64url' }),
});

export const TokenQuery = Type.Object(
  { token: Type.Optional(Str({ maxLength: 600 })) },
  { additionalProperties: false },
);
export const UnsubscribeQuery = Type.Object(
  // `id`: carried by the old signed links, which are refused (a link token names its subscription)
  { token: Str({ maxLength: 600 }), id: Type.Optional(Id()) },
  { additionalProperties: false },
);

/** The push message's JSON (the service worker shows it: static/push-sw.js). */
export interface StockAlertPushPayload {
  /** the delivery id: the notification's tag, so a message sent again replaces, never doubles */
  id: string;
  productId: number;
  lng: (typeof LNGS)[number];
  title: string;
  body: string;
  /** the product's page, absolute */
  url: string;
  icon?: string;
}
