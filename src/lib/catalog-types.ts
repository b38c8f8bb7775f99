/** The shop's own catalogue types: what pages and components see (never the API's wire rows). */

export type { Lng } from '../../server/src/contract/constants';

export interface Ref {
  id: number;
  name: string;
}

/** The part of a product that changes without a rebuild: refreshed from the live API after hydration. */
export interface Offer {
  price: number;
  oldPrice: number | null;
  /** percent off the old price, 0 when none */
  discount: number;
  inStock: boolean;
}

export interface ProductCard extends Offer {
  id: number;
  name: string;
  model: string;
  isNew: boolean;
  rating: number;
  ratingCount: number;
  image: string | null;
  brand: Ref;
  categoryId: number;
}

export interface ProductFeature {
  name: string;
  value: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  highlights: string[];
  images: string[];
  video: string | null;
  brandIcon: string | null;
  category: Ref & { parent: Ref | null };
  features: ProductFeature[];
  similar: ProductCard[];
  recommended: ProductCard[];
}

export interface Category {
  id: number;
  name: string;
  icon: string | null;
  parentId: number | null;
  position: number;
  countProduct: number;
}

export interface Brand {
  id: number;
  name: string;
  icon: string | null;
  countProduct: number;
}

export interface FooterLink {
  uuid: string;
  name: string;
}

export interface FooterPage extends FooterLink {
  content: string;
}

/** One choice of a filter (a brand, a parameter's option) and how many products it would show. */
export interface FacetOption {
  id: number;
  name: string;
  count: number;
}

export interface ParameterFacet {
  id: number;
  name: string;
  options: FacetOption[];
}

/** What a listing can be narrowed by, under its current filter (docs/api.md, facets=true). */
export interface Facets {
  /** prices available under every filter but the price range itself; nulls when nothing matches */
  priceRange: { min: number | null; max: number | null };
  brands: FacetOption[];
  parameters: ParameterFacet[];
}

/** The first page of a listing, rendered statically; later pages come from the live API. */
export interface ListingPage {
  products: ProductCard[];
  count: number;
  /** present on category and brand pages (built with them) and on live filtered pages */
  facets?: Facets;
}

export interface ProductGroup {
  code: string;
  name: string;
  /** ISO time the group's offer ends (weekly discounts), else null */
  endsAt: string | null;
  products: ProductCard[];
}

export { LISTING_PAGE_SIZE } from '../../server/src/contract/constants';
