/** A text in the three shop languages. TM is the source and the fallback. */
export interface Loc {
  tm: string;
  ru: string;
  en: string;
}

/**
 * The catalogue file: what the sample generator produces and `npm run catalogue:import FILE` loads.
 * Records refer to each other by code (sku for products); the import upserts by code.
 */
export interface CatalogueFile {
  images?: CatalogueImage[];
  parameters?: { code: string; name: Loc; values: { code: string; value: Loc }[] }[];
  brands?: { code: string; name: string; icon?: string | null; position?: number }[];
  categories?: {
    code: string;
    parent?: string | null;
    name: Loc;
    icon?: string | null;
    position?: number;
    parameters?: string[];
  }[];
  products?: CatalogueProduct[];
  footers?: { slug: string; name: Loc; content: Loc; position?: number }[];
  groups?: {
    code: string;
    kind: 'product' | 'brand' | 'category';
    name: Loc;
    endsAt?: string | null;
    items: string[];
  }[];
}

export interface CatalogueImage {
  key: string;
  contentType: 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';
  /** SVG text as is; raster images base64-encoded */
  data: string;
}

export interface CatalogueProduct {
  sku: string;
  category: string;
  brand: string;
  model: string;
  name: Loc;
  description: Loc;
  features: Loc[];
  price: number;
  oldPrice?: number | null;
  stock: number;
  /** a gift certificate of the value of its price (docs/adr/031): its stock is never taken */
  giftCertificate?: boolean;
  isNew?: boolean;
  rating?: { average: number; count: number };
  popularity?: number;
  video?: string | null;
  createdAt?: string;
  images: string[];
  /** parameter code -> value code (or several value codes) */
  parameters?: Record<string, string | string[]>;
  offerto?: string[];
  sameto?: string[];
}

const code = { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,79}$' } as const;
const imageKey = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$' } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const loc = (max: number) =>
  ({
    type: 'object',
    required: ['tm'],
    additionalProperties: false,
    properties: { tm: { ...text(max), minLength: 1 }, ru: text(max), en: text(max) },
  }) as const;
/** At most two decimals, checked in whole cents (lib/whole-cents.ts; `multipleOf: 0.01` refused 19.99). */
const money = { type: 'number', minimum: 0, maximum: 100_000_000, 'x-whole-cents': true } as const;

/** JSON schema of the file (the shape); references between records are checked by validate.ts. */
export const catalogueSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    images: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'contentType', 'data'],
        additionalProperties: false,
        properties: {
          key: imageKey,
          contentType: { enum: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] },
          data: { type: 'string', minLength: 1, maxLength: 10_000_000 },
        },
      },
    },
    parameters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name', 'values'],
        additionalProperties: false,
        properties: {
          code,
          name: loc(120),
          values: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['code', 'value'],
              additionalProperties: false,
              properties: { code, value: loc(120) },
            },
          },
        },
      },
    },
    brands: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name'],
        additionalProperties: false,
        properties: {
          code,
          name: { type: 'string', minLength: 1, maxLength: 80 },
          icon: { anyOf: [imageKey, { type: 'null' }] },
          position: { type: 'integer' },
        },
      },
    },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name'],
        additionalProperties: false,
        properties: {
          code,
          parent: { anyOf: [code, { type: 'null' }] },
          name: loc(120),
          icon: { anyOf: [imageKey, { type: 'null' }] },
          position: { type: 'integer' },
          parameters: { type: 'array', items: code },
        },
      },
    },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['sku', 'category', 'brand', 'model', 'name', 'description', 'features', 'price', 'stock', 'images'],
        additionalProperties: false,
        properties: {
          sku: code,
          category: code,
          brand: code,
          model: { type: 'string', minLength: 1, maxLength: 120 },
          name: loc(300),
          description: loc(20_000),
          features: { type: 'array', maxItems: 50, items: loc(500) },
          price: { ...money, exclusiveMinimum: 0 },
          oldPrice: { anyOf: [money, { type: 'null' }] },
          stock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          giftCertificate: { type: 'boolean' },
          isNew: { type: 'boolean' },
          rating: {
            type: 'object',
            required: ['average', 'count'],
            additionalProperties: false,
            properties: { average: { type: 'number', minimum: 0, maximum: 5 }, count: { type: 'integer', minimum: 0 } },
          },
          popularity: { type: 'integer', minimum: 0 },
          video: { anyOf: [{ type: 'string', pattern: '^(https?://|/)', maxLength: 1000 }, { type: 'null' }] },
          createdAt: { type: 'string', format: 'date-time' },
          images: { type: 'array', maxItems: 20, items: imageKey },
          parameters: {
            type: 'object',
            propertyNames: code,
            additionalProperties: { anyOf: [code, { type: 'array', minItems: 1, items: code }] },
          },
          offerto: { type: 'array', maxItems: 50, items: code },
          sameto: { type: 'array', maxItems: 50, items: code },
        },
      },
    },
    footers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['slug', 'name', 'content'],
        additionalProperties: false,
        properties: { slug: code, name: loc(120), content: loc(50_000), position: { type: 'integer' } },
      },
    },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'kind', 'name', 'items'],
        additionalProperties: false,
        properties: {
          code,
          kind: { enum: ['product', 'brand', 'category'] },
          name: loc(120),
          endsAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          items: { type: 'array', items: code },
        },
      },
    },
  },
} as const;
