import { eq } from 'drizzle-orm';
import { formatAmount } from '../../contract/price-format';
import type { StockAlertPushPayload } from '../../contract/stock-alerts';
import type { Db } from '../../db/client';
import { products, stockAlerts } from '../../db/schema';
import { parseLng, pick, type Lng } from '../../lib/lng';
import { message, messageWith } from '../../lib/messages';

export type AlertRow = typeof stockAlerts.$inferSelect;

/** The storefront's page of `path` in `lng` (TM unprefixed, /ru and /en: docs/storefront.md). */
export const shopPage = (shopUrl: string, lng: Lng, path: string) =>
  `${shopUrl.replace(/\/+$/, '')}${lng === 'tm' ? '' : `/${lng}`}${path}`;

export interface AlertContent {
  alert: AlertRow;
  lng: Lng;
  product: { id: number; name: string; price: string };
}

/** The subscription and its product, in the subscription's language; null when either is gone. */
export async function contentOf(db: Db, alertId: number, lngText: string): Promise<AlertContent | null> {
  const [row] = await db
    .select({ alert: stockAlerts, name: products.name, price: products.price, id: products.id })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.id, alertId));
  if (!row) return null;
  const lng = parseLng(lngText);
  return { alert: row.alert, lng, product: { id: row.id, name: pick(row.name, lng), price: formatAmount(row.price) } };
}

export interface EmailLinks {
  shopUrl: string;
  /** the API's own public address: the one-click unsubscribe of List-Unsubscribe (RFC 8058) */
  apiUrl: string;
}

/** The alert e-mail; `linkToken` (alert-links.ts) opens the settings page and unsubscribes in one click. */
export function emailOf(content: AlertContent, links: EmailLinks, linkToken: string) {
  const { alert, lng, product } = content;
  const manage = `${shopPage(links.shopUrl, lng, '/stock-alerts')}?token=${linkToken}`;
  const oneClick = `${links.apiUrl.replace(/\/+$/, '')}/client/v4/stock-alerts/unsubscribe?token=${linkToken}`;
  const values = {
    name: alert.fio ? `, ${alert.fio}` : '',
    product: product.name,
    price: product.price,
    link: shopPage(links.shopUrl, lng, `/product/${product.id}`),
    manage,
  };
  return {
    subject: messageWith('stockAlertSubject', lng, values),
    text: messageWith('stockAlertText', lng, values),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function pushPayloadOf(content: AlertContent, deliveryId: string, shopUrl: string): StockAlertPushPayload {
  const { lng, product } = content;
  return {
    id: deliveryId,
    productId: product.id,
    lng,
    title: message('stockAlertPushTitle', lng),
    body: messageWith('stockAlertPushBody', lng, { product: product.name, price: product.price }),
    url: shopPage(shopUrl, lng, `/product/${product.id}`),
  };
}
