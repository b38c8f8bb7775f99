/**
 * Wire schemas of products: the card every list shows, the product page's detail, listings with
 * their price range and facets, and the comparison table.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AVAILABILITY } from './constants';
import { CrumbSchema, ParameterFacetSchema } from './catalogue';
import { ListOf, NullableNumber, NullableObject, NullableString, RefTo, StringEnum } from './kit';

/** What a card and a product page both show, in this order. */
const offerFields = {
  id: Type.Integer(),
  name: Type.String(),
  model: Type.String(),
  price: Type.Number(),
  oldPrice: NullableNumber(),
  discount: Type.Integer({ description: 'percent off the old price, 0 when none' }),
  stock: Type.Integer(),
  inStock: Type.Boolean(),
  availability: StringEnum(AVAILABILITY),
  isNew: Type.Boolean(),
  rating: Type.Number(),
  ratingCount: Type.Integer(),
  icon: NullableString(),
};

export const ProductCardSchema = Type.Object(
  {
    ...offerFields,
    categoryId: Type.Integer(),
    brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  },
  { $id: 'productCard' },
);
export type ProductCardWire = Static<typeof ProductCardSchema>;

export const ProductParameterSchema = Type.Object(
  {
    id: Type.Integer({ description: 'the parameter' }),
    code: Type.String(),
    name: Type.String(),
    valueId: Type.Integer(),
    valueCode: Type.String(),
    value: Type.String(),
  },
  { $id: 'productParameter' },
);
export type ProductParameterWire = Static<typeof ProductParameterSchema>;

const productCards = Type.Array(RefTo(ProductCardSchema));

export const ProductDetailSchema = Type.Object(
  {
    ...offerFields,
    description: Type.String(),
    features: Type.Array(Type.String()),
    galleries: Type.Array(Type.Object({ img: Type.String() })),
    video: NullableString(),
    brand: Type.Object({ id: Type.Integer(), name: Type.String(), icon: NullableString() }),
    category: Type.Object({ id: Type.Integer(), name: Type.String(), parent: NullableObject(CrumbSchema) }),
    parameters: Type.Optional(Type.Array(RefTo(ProductParameterSchema))),
    offerto: Type.Optional(productCards),
    sameto: Type.Optional(productCards),
  },
  { $id: 'productDetail' },
);
export type ProductDetailWire = Static<typeof ProductDetailSchema>;

/** A product group a listing was asked for (popular, sales, new, weekly). */
export const ProductGroupSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  endsAt: NullableString("ISO time the group's offer ends (weekly discounts)"),
});
export type ProductGroupWire = Static<typeof ProductGroupSchema>;

export const PriceRangeSchema = Type.Object(
  {
    min: NullableNumber(),
    max: NullableNumber(),
  },
  {
    description:
      'lowest and highest price under the filter without its own priceMin/priceMax; null when nothing matches',
  },
);
export type PriceRangeWire = Static<typeof PriceRangeSchema>;

export const BrandFacetSchema = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });
export type BrandFacetWire = Static<typeof BrandFacetSchema>;

export const FacetsSchema = Type.Object(
  {
    brands: Type.Array(BrandFacetSchema),
    parameters: Type.Array(ParameterFacetSchema, {
      description: "the category's filterable parameters; empty without a category",
    }),
  },
  { description: "each count is taken under every filter except the facet's own selection" },
);
export type FacetsWire = Static<typeof FacetsSchema>;

/** A product listing's answer: cards, total, and on request (facets=true) price range and facets. */
export const ProductListingSchema = Type.Object({
  rows: productCards,
  count: Type.Integer({ description: 'products under the whole filter' }),
  group: Type.Optional(ProductGroupSchema),
  priceRange: Type.Optional(PriceRangeSchema),
  facets: Type.Optional(FacetsSchema),
});
export type ProductListingWire = Static<typeof ProductListingSchema>;

export const ProductCardListSchema = ListOf(RefTo(ProductCardSchema));
export const ProductDetailListSchema = ListOf(RefTo(ProductDetailSchema));

/** Products side by side: one group per category, one row per parameter any of them has. */
export const ComparisonGroupSchema = Type.Object({
  category: CrumbSchema,
  products: productCards,
  rows: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      values: Type.Array(NullableString(), {
        description: 'values[i] belongs to products[i], null when that product lacks it',
      }),
      differs: Type.Boolean(),
    }),
  ),
});
export type ComparisonGroupWire = Static<typeof ComparisonGroupSchema>;

export const ComparisonSchema = Type.Object({
  groups: Type.Array(ComparisonGroupSchema),
  missing: Type.Array(Type.Integer(), { description: 'requested ids that are not (or no longer) in the catalogue' }),
});
export type ComparisonWire = Static<typeof ComparisonSchema>;

/** POST /client/v3/: one comparison per call, under the call's resKey. */
export const CompareAnswerSchema = Type.Record(Type.String(), ComparisonSchema, {
  description: 'one key per call: { [resKey]: { groups, missing } }',
});
export type CompareAnswerWire = Static<typeof CompareAnswerSchema>;
