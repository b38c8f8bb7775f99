import type { Lng } from '../contract/constants';
import { ACCOUNT_MESSAGES } from './messages-accounts';
import { CATALOGUE_MESSAGES } from './messages-catalogue';
import { CHAT_MESSAGES } from './messages-chat';
import { EDGE_MESSAGES } from './messages-edge';
import { GIFT_MESSAGES } from './messages-gift';
import { ORDER_MESSAGES } from './messages-orders';
import { PAYMENT_MESSAGES } from './messages-payments';
import { PROMO_MESSAGES } from './messages-promo';
import { SITE_MESSAGES } from './messages-site';
import { STAFF_MESSAGES } from './messages-staff';
import { STOCK_ALERT_MESSAGES } from './messages-stock-alerts';

/** Texts the API itself sends to shoppers, in the three shop languages, one table per part of the API. */
const MESSAGES = {
  ...SITE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...CHAT_MESSAGES,
  ...ORDER_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...STOCK_ALERT_MESSAGES,
  ...EDGE_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...STAFF_MESSAGES,
  ...PROMO_MESSAGES,
  ...GIFT_MESSAGES,
};

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, lng: Lng): string {
  return MESSAGES[id][lng];
}

/** A message with its {placeholders} filled in. */
export function messageWith(id: MessageId, lng: Lng, values: Record<string, string | number>): string {
  return message(id, lng).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
