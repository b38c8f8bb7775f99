/** JSON schemas shared by routes (referenced as { $ref: 'name#' }) and shown in the OpenAPI document. */

const nullableString = { type: ['string', 'null'] } as const;

export const sharedSchemas = [
  {
    $id: 'error',
    type: 'object',
    properties: {
      statusCode: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string' },
    },
  },
  {
    $id: 'categoryRow',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      icon: nullableString,
      parentId: { type: ['integer', 'null'] },
      position: { type: 'integer' },
      countProduct: { type: 'integer' },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' }, name: { type: 'string' }, icon: nullableString, countProduct: { type: 'integer' },
          },
        },
      },
    },
  },
  {
    $id: 'brandRow',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      icon: nullableString,
      countProduct: { type: 'integer' },
    },
  },
  {
    $id: 'productCard',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      model: { type: 'string' },
      price: { type: 'number' },
      oldPrice: { type: ['number', 'null'] },
      discount: { type: 'integer', description: 'percent off the old price, 0 when none' },
      stock: { type: 'integer' },
      inStock: { type: 'boolean' },
      availability: { type: 'string', enum: ['in_stock', 'not_available'] },
      isNew: { type: 'boolean' },
      rating: { type: 'number' },
      ratingCount: { type: 'integer' },
      icon: nullableString,
      categoryId: { type: 'integer' },
      brand: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
  {
    $id: 'productParameter',
    type: 'object',
    properties: {
      id: { type: 'integer', description: 'the parameter' },
      code: { type: 'string' },
      name: { type: 'string' },
      valueId: { type: 'integer' },
      valueCode: { type: 'string' },
      value: { type: 'string' },
    },
  },
  {
    $id: 'productDetail',
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      model: { type: 'string' },
      price: { type: 'number' },
      oldPrice: { type: ['number', 'null'] },
      discount: { type: 'integer' },
      stock: { type: 'integer' },
      inStock: { type: 'boolean' },
      availability: { type: 'string', enum: ['in_stock', 'not_available'] },
      isNew: { type: 'boolean' },
      rating: { type: 'number' },
      ratingCount: { type: 'integer' },
      icon: nullableString,
      description: { type: 'string' },
      features: { type: 'array', items: { type: 'string' } },
      galleries: { type: 'array', items: { type: 'object', properties: { img: { type: 'string' } } } },
      video: nullableString,
      brand: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, icon: nullableString } },
      category: {
        type: 'object',
        properties: {
          id: { type: 'integer' }, name: { type: 'string' },
          parent: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
        },
      },
      parameters: { type: 'array', items: { $ref: 'productParameter#' } },
      offerto: { type: 'array', items: { $ref: 'productCard#' } },
      sameto: { type: 'array', items: { $ref: 'productCard#' } },
    },
  },
];

const counted = (properties: Record<string, unknown>) => ({
  type: 'object', properties: { ...properties, count: { type: 'integer' } },
}) as const;

/** A product listing's answer: cards, total, and on request (facets=true) price range and facets. */
export const productListingResponse = {
  type: 'object',
  properties: {
    rows: { type: 'array', items: { $ref: 'productCard#' } },
    count: { type: 'integer', description: 'products under the whole filter' },
    group: {
      type: 'object',
      properties: { code: { type: 'string' }, name: { type: 'string' }, endsAt: { type: ['string', 'null'] } },
    },
    priceRange: {
      type: 'object',
      description: 'lowest and highest price under the filter without its own priceMin/priceMax; null when nothing matches',
      properties: { min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] } },
    },
    facets: {
      type: 'object',
      description: 'each count is taken under every filter except the facet\'s own selection',
      properties: {
        brands: { type: 'array', items: counted({ id: { type: 'integer' }, name: { type: 'string' } }) },
        parameters: {
          type: 'array',
          description: "the category's filterable parameters; empty without a category",
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              code: { type: 'string' },
              name: { type: 'string' },
              options: {
                type: 'array',
                items: counted({ id: { type: 'integer' }, code: { type: 'string' }, value: { type: 'string' } }),
              },
            },
          },
        },
      },
    },
  },
} as const;

export const errorResponses = {
  400: { $ref: 'error#' },
  404: { $ref: 'error#' },
  429: { $ref: 'error#' },
};

/** Free text from a shopper: PostgreSQL cannot hold NUL, so it is refused here with a 400. */
export const searchText = { type: 'string', maxLength: 255, pattern: '^[^\\u0000]*$' } as const;

/** A group code such as popular, sales, new, weekly, popular-brands. */
export const groupCode = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Paging shared by list calls; `limit` caps at 10000 as spec §7 uses (brands, categories). */
export function pagingProperties(defaultLimit: number, maxLimit: number) {
  return {
    limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  } as const;
}

export function listResponse(rowRef: string) {
  return {
    type: 'object',
    properties: { rows: { type: 'array', items: { $ref: `${rowRef}#` } }, count: { type: 'integer' } },
  } as const;
}
