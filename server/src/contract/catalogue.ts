/**
 * Wire schemas of categories, brands, footer pages and errors. Each schema is the JSON Schema a route
 * declares and, through `Static`, the TypeScript type of the same answer; property order is the
 * order the API writes them in.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ListOf, NullableInteger, NullableObject, NullableString } from './kit';

/** Every error answer (4xx, 5xx): `message` is in the caller's language where the API words it. */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(
      Type.String({
        description:
          "the refusal's stable name, which `message` translates (accounts calls: userExists, passwordIncorrect, invalidCode, invalidParameters, phoneBlocked, tooManyRequests, …)",
      }),
    ),
  },
  { $id: 'error' },
);
export type ErrorWire = Static<typeof ErrorSchema>;

/** A category as its subcategory list shows it. */
export const CategoryItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: NullableString(),
  countProduct: Type.Integer({ description: 'products of the category and its descendants' }),
});
export type CategoryItemWire = Static<typeof CategoryItemSchema>;

const categoryFields = {
  id: Type.Integer(),
  name: Type.String(),
  icon: NullableString(),
  parentId: NullableInteger(),
  position: Type.Integer(),
  countProduct: Type.Integer({ description: 'products of the category and its descendants' }),
};

export const CategoryRowSchema = Type.Object(
  {
    ...categoryFields,
    items: Type.Optional(Type.Array(CategoryItemSchema, { description: 'subcategories, when asked for' })),
  },
  { $id: 'categoryRow' },
);
export type CategoryRowWire = Static<typeof CategoryRowSchema>;

export const CrumbSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CrumbWire = Static<typeof CrumbSchema>;

/** One option of a filterable parameter and how many products carry it (under the filter). */
export const ParameterOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  value: Type.String(),
  count: Type.Integer(),
});
/** A filterable parameter with its options: a category's parameters, a listing's parameter facet. */
export const ParameterFacetSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  options: Type.Array(ParameterOptionSchema),
});
export type ParameterOptionWire = Static<typeof ParameterOptionSchema>;
export type ParameterFacetWire = Static<typeof ParameterFacetSchema>;

export const CategoryDetailSchema = Type.Object({
  ...categoryFields,
  items: Type.Array(CategoryItemSchema),
  parent: NullableObject(CrumbSchema),
  breadcrumbs: Type.Array(CrumbSchema, { description: 'from the top level down to the category itself' }),
  parameters: Type.Optional(Type.Array(ParameterFacetSchema, { description: 'with includeParameters=true' })),
});
export type CategoryDetailWire = Static<typeof CategoryDetailSchema>;

export const BrandRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    icon: NullableString(),
    countProduct: Type.Integer(),
  },
  { $id: 'brandRow' },
);
export type BrandRowWire = Static<typeof BrandRowSchema>;

export const FooterLinkSchema = Type.Object({ uuid: Type.String(), name: Type.String() });
export type FooterLinkWire = Static<typeof FooterLinkSchema>;
export const FooterListSchema = ListOf(FooterLinkSchema);

/** Content paragraphs are separated by blank lines; list items start with "- ". */
export const FooterPageSchema = Type.Object({ uuid: Type.String(), name: Type.String(), content: Type.String() });
export type FooterPageWire = Static<typeof FooterPageSchema>;
