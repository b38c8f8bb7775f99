/**
 * What the API's calls accept: params, query strings and bodies. Fastify validates each request
 * against these (coercing query strings to the declared types) before a handler runs.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CATALOGUE_LIST_LIMIT,
  IDS_CALL_DEFAULT_LIMIT,
  LISTING_PAGE_SIZE,
  MAX_BATCH_CALLS,
  MAX_COMPARED,
  MAX_DETAILS_PER_CALL,
  MAX_FILTER_IDS,
  MAX_ID,
  MAX_IDS_PER_CALL,
  MAX_LISTING_LIMIT,
  MAX_OFFSET,
  MAX_SEARCH_TEXT,
  MAX_SUGGESTIONS_PER_TYPE,
  SORTS,
  SUGGESTIONS_PER_TYPE,
} from './constants';
import { Format, Id, MAX_MONEY, Str, StringEnum } from './kit';

/** Free text from a shopper: PostgreSQL cannot hold NUL, so it is refused here with a 400. */
export const SearchText = () => Str({ maxLength: MAX_SEARCH_TEXT });

/** A group code such as popular, sales, new, weekly, popular-brands. */
export const GroupCode = () => Format('^[A-Za-z0-9._-]+$', { maxLength: 64 });

/** Ids in a query string, '3,5,8' (routes/id-list.ts reads them). */
export const IdListText = (description = 'comma-separated ids', most = MAX_FILTER_IDS) =>
  Format(`^[0-9]{1,10}(,[0-9]{1,10}){0,${most - 1}}$`, { description });

export const IdParams = Type.Object({ id: Id() });
export const UuidParams = Type.Object({ uuid: Type.String({ format: 'uuid' }) });

/** Paging shared by list calls; `limit` caps at 10000 as spec §7 uses (brands, categories). */
export const Paging = (defaultLimit: number, maxLimit: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0 })),
});
/** After validation the defaults are filled in. */
export type Paged<T> = T & { limit: number; offset: number };

/** A listing's price bound (TMT): every number the API takes has a finite range (docs/adr/010). */
const PriceBound = () => Type.Number({ minimum: 0, maximum: MAX_MONEY });

const withFacets = Type.Boolean({
  description: "also answer priceRange and facets (brands, the category's parameters)",
});
const parameterOptionsNote = 'parameter option ids: options of one parameter OR-ed, parameters AND-ed';

export const CategoryListQuery = Type.Object(
  {
    ...Paging(CATALOGUE_LIST_LIMIT, CATALOGUE_LIST_LIMIT),
    group: Type.Optional(GroupCode()),
    onlyglobal: Type.Optional(Type.Boolean()),
    inclucesubcategories: Type.Optional(
      Type.Boolean({ description: 'spelled as the shop client spells it; with onlyglobal, rows carry items' }),
    ),
    parentId: Type.Optional(Id()),
    query: Type.Optional(SearchText()),
  },
  { additionalProperties: false },
);
export type CategoryListQuery = Paged<Static<typeof CategoryListQuery>>;

export const CategoryDetailQuery = Type.Object(
  { includeParameters: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const BrandListQuery = Type.Object(
  {
    ...Paging(CATALOGUE_LIST_LIMIT, CATALOGUE_LIST_LIMIT),
    group: Type.Optional(GroupCode()),
    query: Type.Optional(SearchText()),
    categoryId: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type BrandListQuery = Paged<Static<typeof BrandListQuery>>;

export const ProductListQuery = Type.Object(
  {
    ...Paging(LISTING_PAGE_SIZE, MAX_LISTING_LIMIT),
    sort: Type.Optional(StringEnum(SORTS)),
    query: Type.Optional(SearchText()),
    group: Type.Optional(GroupCode()),
    categories: Type.Optional(IdListText()),
    categoryId: Type.Optional(Id()),
    brands: Type.Optional(IdListText()),
    parameters: Type.Optional(IdListText(parameterOptionsNote)),
    priceMin: Type.Optional(PriceBound()),
    priceMax: Type.Optional(PriceBound()),
    inStock: Type.Optional(Type.Boolean()),
    offerto: Type.Optional(Id({ description: 'products recommended with this product' })),
    sameto: Type.Optional(Id({ description: 'products similar to this product' })),
    facets: Type.Optional(withFacets),
  },
  { additionalProperties: false },
);
export type ProductListQuery = Paged<Static<typeof ProductListQuery>>;

/** POST /products: cards for these ids, in this order; 0 stands for none. */
export const ProductIdsBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_ID }), { maxItems: MAX_IDS_PER_CALL }),
  },
  { additionalProperties: false },
);
export type ProductIdsBody = Static<typeof ProductIdsBody>;
export const ProductIdsQuery = Type.Object(
  {
    limit: Paging(IDS_CALL_DEFAULT_LIMIT, MAX_IDS_PER_CALL).limit,
  },
  { additionalProperties: false },
);

const filterIds = (description: string) => Type.Array(Id(), { maxItems: MAX_FILTER_IDS, description });

export const ProductFilterQuery = Type.Object(
  {
    ...Paging(LISTING_PAGE_SIZE, MAX_LISTING_LIMIT),
    facets: Type.Optional(withFacets),
  },
  { additionalProperties: false },
);
export type ProductFilterQuery = Paged<Static<typeof ProductFilterQuery>>;

/** POST /products/filter: the filter of a listing page in a body, for filters too long for a URL. */
export const ProductFilterBody = Type.Object(
  {
    categories: Type.Optional(filterIds('category ids, subcategories included')),
    brands: Type.Optional(filterIds('brand ids')),
    parameters: Type.Optional(filterIds(parameterOptionsNote)),
    priceMin: Type.Optional(PriceBound()),
    priceMax: Type.Optional(PriceBound()),
    query: Type.Optional(SearchText()),
    sort: Type.Optional(StringEnum(SORTS)),
    inStock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProductFilterBody = Static<typeof ProductFilterBody>;

export const ProductDetailQuery = Type.Object(
  {
    includeParameters: Type.Optional(Type.Boolean()),
    includeLinks: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ProductDetailsQuery = Type.Object(
  {
    ids: IdListText(`comma-separated product ids, at most ${MAX_DETAILS_PER_CALL}`, MAX_DETAILS_PER_CALL),
    includeParameters: Type.Optional(Type.Boolean()),
    includeLinks: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProductDetailsQuery = Static<typeof ProductDetailsQuery>;

export const SuggestionsQuery = Type.Object(
  {
    query: SearchText(),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_SUGGESTIONS_PER_TYPE, default: SUGGESTIONS_PER_TYPE }),
    ),
  },
  { additionalProperties: false },
);
export type SuggestionsQuery = Static<typeof SuggestionsQuery> & { limit: number };

/** POST /client/v3/: the older batch call; the shop uses it for products.getCompare only. */
export const CompareCalls = Type.Array(
  Type.Object(
    {
      class: Type.Literal('products'),
      fn: Type.Literal('getCompare'),
      props: Type.Object(
        {
          ids: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_ID }), { maxItems: MAX_COMPARED }),
        },
        { additionalProperties: false },
      ),
      resKey: Format('^[A-Za-z_][A-Za-z0-9_]{0,31}$'),
    },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: MAX_BATCH_CALLS },
);
export type CompareCalls = Static<typeof CompareCalls>;

/** The calls as JSON text, bounded by the URL's size; their strings are checked once parsed (CompareCalls). */
export const CompareQuery = Type.Object({ json: Type.Optional(Str({})) });

export const ImageParams = Type.Object({ key: Format('^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$') });
export const ImageQuery = Type.Object(
  { w: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })) },
  { additionalProperties: false },
);
