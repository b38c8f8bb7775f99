import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Loc } from '../../catalogue/shape';
import { money } from '../money';

const loc = (name: string) => jsonb(name).$type<Loc>().notNull();

/**
 * Search columns (docs/search.md), filled by the triggers of migration 0005 from the row's names with
 * `search_fold()`; the application never writes them.
 * - search_words: the distinct folded words of every language's name (and, for products, of brand
 *   and model), GIN-indexed: a query word matches rows holding one of the catalogue words it stands
 *   for (search_vocabulary);
 * - search_text: the same words between spaces, ' samsung galaksi a15 ... ', brand first for
 *   products: word-prefix (LIKE '% galak%') and whole-word checks of the ranking;
 * - search_keys: between spaces, each name (and the model, its word-suffixes, brand + model) folded
 *   without spaces: exact (LIKE '% a15 %') and prefix ranking.
 */
const searchWords = () =>
  text('search_words')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
const searchText = () => text('search_text').notNull().default('');
const searchKeys = () => text('search_keys').notNull().default('');

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** '/1/' for a top-level category, '/1/7/' for its child: descendants share the prefix. */
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    name: loc('name'),
    icon: text('icon'),
    searchWords: searchWords(),
    searchText: searchText(),
    searchKeys: searchKeys(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position), index('categories_path_idx').on(t.path)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
  searchWords: searchWords(),
  searchText: searchText(),
  searchKeys: searchKeys(),
});

export const parameters = pgTable('parameters', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: loc('name'),
});

export const parameterValues = pgTable(
  'parameter_values',
  {
    id: serial('id').primaryKey(),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    value: loc('value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('parameter_values_parameter_code_idx').on(t.parameterId, t.code)],
);

export const categoryParameters = pgTable(
  'category_parameters',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.parameterId] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    model: text('model').notNull(),
    name: loc('name'),
    description: loc('description'),
    features: jsonb('features').$type<Loc[]>().notNull(),
    price: money('price').notNull(),
    oldPrice: money('old_price'),
    stock: integer('stock').notNull().default(0),
    /**
     * A gift certificate of the value of its price (docs/adr/031): never out of stock (its stock is
     * not taken), never on a promo code, never paid for with a certificate.
     */
    giftCertificate: boolean('gift_certificate').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    ratingAvg: real('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    video: text('video'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchWords: searchWords(),
    searchText: searchText(),
    searchKeys: searchKeys(),
    /** the model folded without spaces, then brand + model: model numbers typed with or without spaces and dashes */
    searchCompact: text('search_compact').notNull().default(''),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    // the shop's default order: available products first, then the most popular (services/products.ts)
    index('products_available_popularity_idx').on(sql`(${t.stock} > 0) desc`, t.popularity.desc().nullsFirst(), t.id),
    index('products_search_words_idx').using('gin', t.searchWords),
    index('products_search_compact_trgm_idx').using('gin', t.searchCompact.op('gin_trgm_ops')),
    // one-letter queries match texts by their start (brand first)
    index('products_search_text_prefix_idx').on(t.searchText.op('text_pattern_ops')),
  ],
);

/**
 * Every folded word of the catalogue's search columns, with a trigram index: typo-tolerant matching
 * runs over these few thousand words, not over every product (docs/search.md). Filled by triggers;
 * words of deleted products linger harmlessly.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index('product_parameters_value_idx').on(t.valueId)],
);

/** offerto = recommended with the product, sameto = similar to it. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'offerto' | 'sameto'>().notNull(),
    linkedId: integer('linked_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedId] })],
);

export const footerPages = pgTable('footer_pages', {
  uuid: uuid('uuid').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  name: loc('name'),
  content: loc('content'),
});

/** Home sections and featured lists: popular, sales, new, weekly (products), popular brands... */
export const groups = pgTable('groups', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'product' | 'brand' | 'category'>().notNull(),
  name: loc('name'),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const groupItems = pgTable(
  'group_items',
  {
    groupCode: text('group_code')
      .notNull()
      .references(() => groups.code, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.itemId] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Original images (SVG drawings or raster uploads); resized copies live in the disk cache. */
export const images = pgTable('images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row whose version moves on every change to the catalogue tables (statement triggers, see
 * migration 0003), which also NOTIFY 'catalogue_changed': API processes drop their response caches.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** catalogue_changes holds every change after this version (older entries were pruned) */
  changesFrom: bigint('changes_from', { mode: 'number' }).notNull().default(0),
  /**
   * Moves on with the changes built pages are made for, not with a product's price, old price,
   * stock or popularity alone (orders, editors' price and stock edits): whether the active build is
   * current at start (scripts/site-fingerprint.mjs; migration 0018).
   */
  contentVersion: bigint('content_version', { mode: 'number' }).notNull().default(0),
});

/**
 * The change feed of incremental site builds (docs/adr/018, services/catalogue-changes.ts), written
 * by the triggers of migration 0015 with the version their statement made: the products a statement
 * of products, product_images, product_parameters or product_links touched, or a row without a
 * product for a change every page may show (categories, brands, parameters, groups, footer pages).
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    /** null: not one product's change (a build then sources the whole catalogue) */
    productId: integer('product_id'),
    /** the table the statement changed */
    source: text('source').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_version_idx').on(t.version)],
);
