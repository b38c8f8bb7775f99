/** Wire schemas of the service calls: health checks and the editors' admin API. */
import { Type, type Static, type TInteger } from '@sinclair/typebox';
import { MAX_ID } from './constants';
import { Format, Money, NullableNumber, Str } from './kit';
import {
  IMAGE_KEY_PATTERN,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
} from './product-rules';

export const HealthSchema = Type.Object({ status: Type.String() });

export const ReadinessSchema = Type.Object({
  status: Type.String(),
  products: Type.Integer(),
  catalogueVersion: Type.Integer({
    description: 'moves on with every catalogue change; a build made at this version is current',
  }),
  contentVersion: Type.Integer({
    description:
      "the catalogue version of the last change built pages are made for: a product's price, old price, stock or popularity alone does not move it (pages refresh those live)",
  }),
});
export type ReadinessWire = Static<typeof ReadinessSchema>;

/** A text in the three shop languages (Turkmen required: it is every language's fallback). */
const LocalizedText = (maxLength: number, rule: { lines?: boolean } = {}) =>
  Type.Object(
    {
      tm: Str({ minLength: 1, maxLength, ...rule }),
      ru: Str({ maxLength, ...rule }),
      en: Str({ maxLength, ...rule }),
    },
    { additionalProperties: false },
  );

/** An image already in the catalogue (uploaded by an import), by its key. */
export const ImageKey = () => Format(IMAGE_KEY_PATTERN);

/**
 * PATCH /admin/v1/products/:id: at least one of the fields. Price, old price and stock show on
 * pages after hydration; the name, description and images are in the built pages, so changing
 * them queues a site build (docs/adr/018). The limits are product-rules.ts's, which the staff
 * app's form checks too.
 */
export const ProductChangeSchema = Type.Object(
  {
    price: Type.Optional(Money()),
    oldPrice: Type.Optional(Type.Union([Money(), Type.Null()])),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STOCK })),
    name: Type.Optional(LocalizedText(PRODUCT_NAME_MAX)),
    description: Type.Optional(LocalizedText(PRODUCT_DESCRIPTION_MAX, { lines: true })),
    images: Type.Optional(
      Type.Array(ImageKey(), {
        maxItems: MAX_PRODUCT_IMAGES,
        uniqueItems: true,
        description: 'keys of catalogue images, in order; the first is the icon',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProductChangeWire = Static<typeof ProductChangeSchema>;

export const ProductChangedSchema = Type.Object({
  id: Type.Integer(),
  price: Type.Number(),
  oldPrice: NullableNumber(),
  stock: Type.Integer(),
  rebuild: Type.Optional(
    Type.Object(
      { buildId: Type.Integer(), coalesced: Type.Boolean() },
      { description: 'the site build queued (or joined) for a change of name, description or images' },
    ),
  ),
});
export type ProductChangedWire = Static<typeof ProductChangedSchema>;

/** GET /admin/v1/products/:id: what an editor may change, texts in all three languages. */
export const EditableProductSchema = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  model: Type.String(),
  name: Type.Object({ tm: Type.String(), ru: Type.String(), en: Type.String() }),
  description: Type.Object({ tm: Type.String(), ru: Type.String(), en: Type.String() }),
  price: Type.Number(),
  oldPrice: NullableNumber(),
  stock: Type.Integer(),
  images: Type.Array(Type.String()),
});
export type EditableProductWire = Static<typeof EditableProductSchema>;

/** The largest catalogue file POST /admin/v1/catalogue takes, in bytes (docs/catalogue.md). */
export const CATALOGUE_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/** What an import brings, counted by kind, in the order the staff app names them. */
export const IMPORT_KINDS = ['products', 'categories', 'brands', 'parameters', 'images', 'footers', 'groups'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const importCounts = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, Type.Integer({ minimum: 0 })])) as {
  [kind in ImportKind]: TInteger;
};

/** POST /admin/v1/catalogue imported: what it brought, and the site build it queued (where the API builds). */
export const ImportedSchema = Type.Object({
  ...importCounts,
  rebuild: Type.Optional(
    Type.Object(
      { buildId: Type.Integer(), coalesced: Type.Boolean() },
      { description: 'the site build queued (or joined) for the import' },
    ),
  ),
});
export type ImportedWire = Static<typeof ImportedSchema>;

/** POST /admin/v1/catalogue refused: nothing was imported. */
export const ImportRefusedSchema = Type.Object({
  message: Type.String(),
  problems: Type.Array(
    Type.Object({
      at: Type.String({ description: "where, in the file's notation: 'products[12] (sku a55-1).price'" }),
      reason: Type.String({ description: 'why, in technical English' }),
      place: Type.String({ description: "where, in the request's language: 'product 13 (sku a55-1), field price'" }),
      cause: Type.String({ description: "why, in the request's language" }),
    }),
  ),
  complete: Type.Boolean({
    description: 'false when checking stopped at the first 50 problems and the rest of the file was not checked',
  }),
});
export type ImportRefusedWire = Static<typeof ImportRefusedSchema>;

/** GET /admin/v1/catalogue/changes: since which catalogue version (a build's last). */
export const CatalogueChangesQuery = Type.Object(
  {
    since: Type.Optional(
      // Bounded as every number the API reads (tests/security): a version past it (2^31 catalogue
      // statements) is refused, and the build then sources everything, as without the feed.
      Type.Integer({
        minimum: 0,
        maximum: MAX_ID,
        description: 'the catalogue version the last build sourced; without it the answer is full',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CatalogueChangesQueryWire = Static<typeof CatalogueChangesQuery>;

/**
 * The change feed of incremental site builds (docs/adr/018): the products that changed after
 * `since` and those showing one of them as a linked product, or `full` when the build must source
 * the whole catalogue, with the reason.
 */
export const CatalogueChangesSchema = Type.Object({
  version: Type.Integer({ description: 'the current catalogue version: the build is at it once sourced' }),
  revision: Type.String({
    description: "a digest of the API's code: nodes sourced from an API of another revision are sourced again",
  }),
  full: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  products: Type.Array(Type.Integer(), {
    description: 'products changed themselves (their pages and listings), ascending; empty when full',
  }),
  linking: Type.Array(Type.Integer(), {
    description: 'other products whose pages show a changed one as a linked product, ascending; empty when full',
  }),
});
export type CatalogueChangesWire = Static<typeof CatalogueChangesSchema>;
