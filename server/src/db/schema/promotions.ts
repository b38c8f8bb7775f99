import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PromoKind } from '../../contract/promotions';
import { money } from '../money';
import { users } from './accounts';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Promo codes made by staff (docs/adr/030). `code` is kept as staff typed it and shown so;
 * `code_key` (lower case) is the one a shopper's code is found by, unique whatever the case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull().unique(),
    kind: text('kind').$type<PromoKind>().notNull(),
    /** percent: 1-100; amount: TMT */
    value: money('value').notNull(),
    minTotal: money('min_total'),
    /** empty: every category (a category here includes its subcategories) */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** empty: every brand */
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    totalLimit: integer('total_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    combinesWithWeekly: boolean('combines_with_weekly').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check('promo_codes_value_positive', sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`),
    check('promo_codes_dates_ordered', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order confirmed with a code (the confirming transaction inserts it under the code's
 * row lock). Cancelling the order sets `released_at` (a trigger of migration 0026, so every way an
 * order is cancelled releases it, once); a released use no longer counts toward the limits.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** TMT taken off the order's goods */
    discount: money('discount').notNull(),
    usedAt: at('used_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [
    index('promo_code_uses_code_idx')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);
