import { message, messageWith } from '../src/lib/messages';
import { ACCOUNT_MESSAGES } from '../src/lib/messages-accounts';
import { CHAT_MESSAGES } from '../src/lib/messages-chat';
import { EDGE_MESSAGES } from '../src/lib/messages-edge';
import { ORDER_MESSAGES } from '../src/lib/messages-orders';
import { PAYMENT_MESSAGES } from '../src/lib/messages-payments';
import { PROMO_MESSAGES } from '../src/lib/messages-promo';
import { SITE_MESSAGES } from '../src/lib/messages-site';
import { STOCK_ALERT_MESSAGES } from '../src/lib/messages-stock-alerts';

const TABLES: Record<string, Record<string, { tm: string; ru: string; en: string }>> = {
  SITE_MESSAGES,
  ACCOUNT_MESSAGES,
  CHAT_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  STOCK_ALERT_MESSAGES,
  EDGE_MESSAGES,
  PROMO_MESSAGES,
};

describe("the API's messages", () => {
  // The tables are spread into one: an id in two of them would silently lose one text.
  it('gives each id to one table only', () => {
    const owners = new Map<string, string[]>();
    for (const [table, texts] of Object.entries(TABLES))
      for (const id of Object.keys(texts)) owners.set(id, [...(owners.get(id) ?? []), table]);
    expect([...owners].filter(([, tables]) => tables.length > 1)).toEqual([]);
  });

  it('has every text in the three languages', () => {
    const missing = Object.values(TABLES).flatMap((texts) =>
      Object.entries(texts).flatMap(([id, text]) =>
        (['tm', 'ru', 'en'] as const).filter((lng) => !text[lng]).map((lng) => `${id}.${lng}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('answers the text of each table through message() and fills placeholders', () => {
    expect(message('notFound', 'en')).toBe('Not found');
    expect(message('orderNotFound', 'ru')).toBe('Заказ не найден');
    expect(messageWith('bodyTooLarge', 'en', { limit: 64 })).toBe('The request body is too large: at most 64 KB');
    expect(messageWith('imageUnknown', 'en', {})).toBe('No such image: {key}');
  });
});
