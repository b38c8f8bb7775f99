/**
 * The one place that maps the commerce API's wire format (server/src/contract, docs/api.md) to the
 * shop's own types. Used by the build (source plugin) and by the browser (live prices).
 */
import type { BrandRowWire, CategoryRowWire, FooterPageWire } from '../../server/src/contract/catalogue';
import type {
  FacetsWire,
  PriceRangeWire,
  ProductCardWire,
  ProductDetailWire,
  ProductListingWire,
} from '../../server/src/contract/products';
import type {
  Brand,
  Category,
  Facets,
  FooterPage,
  ListingPage,
  Offer,
  ProductCard,
  ProductDetail,
  ProductGroup,
} from './catalog-types';

/** The part of a card that changes without a rebuild (live prices and stock). */
export const toOffer = (row: ProductCardWire): Offer => ({
  price: row.price,
  oldPrice: row.oldPrice,
  discount: row.discount,
  inStock: row.inStock,
});

export const toCard = (row: ProductCardWire): ProductCard => ({
  id: row.id,
  name: row.name,
  model: row.model,
  ...toOffer(row),
  isNew: row.isNew,
  rating: row.rating,
  ratingCount: row.ratingCount,
  image: row.icon,
  brand: { id: row.brand.id, name: row.brand.name },
  categoryId: row.categoryId,
});

export function toDetail(row: ProductDetailWire): ProductDetail {
  // Several parameters (colours, ports) may hold more than one value: one features-table row each.
  const features = new Map<number, { name: string; values: string[] }>();
  for (const parameter of row.parameters ?? []) {
    const feature = features.get(parameter.id) ?? { name: parameter.name, values: [] };
    feature.values.push(parameter.value);
    features.set(parameter.id, feature);
  }
  return {
    ...toCard({ ...row, categoryId: row.category.id, brand: row.brand }),
    image: row.galleries[0]?.img ?? row.icon,
    description: row.description,
    highlights: row.features,
    images: row.galleries.map((gallery) => gallery.img),
    video: row.video,
    brandIcon: row.brand.icon,
    category: { id: row.category.id, name: row.category.name, parent: row.category.parent },
    features: [...features.values()].map((feature) => ({ name: feature.name, value: feature.values.join(', ') })),
    similar: (row.sameto ?? []).map(toCard),
    recommended: (row.offerto ?? []).map(toCard),
  };
}

export const toCategory = (row: CategoryRowWire): Category => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  parentId: row.parentId,
  position: row.position,
  countProduct: row.countProduct,
});

export const toBrand = (row: BrandRowWire): Brand => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  countProduct: row.countProduct,
});

export const toFooterPage = (row: FooterPageWire): FooterPage => ({
  uuid: row.uuid,
  name: row.name,
  content: row.content,
});

export const toGroup = (code: string, list: ProductListingWire): ProductGroup => ({
  code,
  name: list.group?.name ?? code,
  endsAt: list.group?.endsAt ?? null,
  products: list.rows.map(toCard),
});

/** A listing page; with facets when the list was asked for them. */
export function toListingPage(list: ProductListingWire): ListingPage {
  const page: ListingPage = { products: list.rows.map(toCard), count: list.count };
  if (list.facets && list.priceRange) page.facets = toFacets(list.priceRange, list.facets);
  return page;
}

function toFacets(priceRange: PriceRangeWire, facets: FacetsWire): Facets {
  return {
    priceRange: { min: priceRange.min, max: priceRange.max },
    brands: facets.brands.map((brand) => ({ id: brand.id, name: brand.name, count: brand.count })),
    parameters: facets.parameters.map((parameter) => ({
      id: parameter.id,
      name: parameter.name,
      options: parameter.options.map((option) => ({ id: option.id, name: option.value, count: option.count })),
    })),
  };
}
