/**
 * Everything the static shop needs in one language, fetched from the commerce API. Each entity is
 * handed to `emit` as soon as it arrives, so 10 000 product details never sit in memory twice.
 */
import { toBrand, toCategory, toDetail, toFooterPage, toGroup, toListingPage } from '../../../src/lib/catalog-map';
import {
  CATALOGUE_LIST_LIMIT,
  HOME_BRAND_GROUP,
  HOME_CATEGORY_GROUP,
  HOME_PRODUCT_GROUPS,
  LISTING_PAGE_SIZE,
  MAX_DETAILS_PER_CALL,
  productDetailsPath,
  type ApiLng,
} from '../../../server/src/contract/constants';
import type {
  BrandRowWire,
  CategoryRowWire,
  FooterLinkWire,
  FooterPageWire,
} from '../../../server/src/contract/catalogue';
import type { ListWire } from '../../../server/src/contract/kit';
import type { ProductDetailWire, ProductListingWire } from '../../../server/src/contract/products';
import {
  type Brand,
  type Category,
  type FooterPage,
  type ListingPage,
  type Lng,
  type ProductDetail,
  type ProductGroup,
} from '../../../src/lib/catalog-types';
import type { Fetcher } from './http';

export type Emitted =
  | { type: 'StoreCategory'; key: string; data: { category: Category; firstPage: ListingPage } }
  | { type: 'StoreBrand'; key: string; data: { brand: Brand; firstPage: ListingPage } }
  | { type: 'StoreProduct'; key: string; data: { detail: ProductDetail } }
  | { type: 'StoreFooterPage'; key: string; data: FooterPage & { position: number } }
  | { type: 'StoreHomeGroup'; key: string; data: HomeGroupData };

/** A home page section: a product group (with its countdown end) or the popular brands or categories. */
export type HomeGroupData =
  | { kind: 'product'; code: string; group: ProductGroup }
  | { kind: 'brand'; code: string; brands: Brand[] }
  | { kind: 'category'; code: string; categories: Category[] };

const PRODUCT_LIST_PAGE = 1000;

export interface SourceHooks {
  emit: (lng: Lng, item: Emitted) => void;
  onProductsCounted: (count: number) => void;
  onProductDone: () => void;
}

export async function sourceLanguage(fetcher: Fetcher, lng: Lng, hooks: SourceHooks): Promise<void> {
  const apiLng = lng.toUpperCase() as ApiLng;
  const get = <T>(path: string) => fetcher.getJson<T>(`/client/v4${path}`, apiLng);
  const emit = (item: Emitted) => hooks.emit(lng, item);

  const [categories, brands, footers] = await Promise.all([
    get<ListWire<CategoryRowWire>>(`/categories?limit=${CATALOGUE_LIST_LIMIT}`),
    get<ListWire<BrandRowWire>>(`/brands?limit=${CATALOGUE_LIST_LIMIT}`),
    get<ListWire<FooterLinkWire>>('/footers'),
  ]);

  const ids = await listProductIds(get);
  if (!ids.length || !categories.rows.length) {
    throw new Error(
      `gatsby-source-store: the API answered an empty catalogue in ${apiLng} (products ${ids.length}, categories ${categories.rows.length}); refusing to build an empty shop`,
    );
  }
  hooks.onProductsCounted(ids.length);

  await Promise.all([
    ...categories.rows.map(async (row) => emit(await categoryNode(get, row))),
    ...brands.rows.map(async (row) => emit(await brandNode(get, row))),
    ...footers.rows.map(async (row, position) => {
      const page = await get<FooterPageWire>(`/footers/${row.uuid}`);
      emit({ type: 'StoreFooterPage', key: row.uuid, data: { ...toFooterPage(page), position } });
    }),
    sourceHomeGroups(get, emit),
    // Product pages' data in pages of ids: a product at a time costs the API's database eight
    // statements each, the longest part of a 10 000-product build's sourcing.
    ...pagesOf(ids, MAX_DETAILS_PER_CALL).map(async (page) => {
      for (const detail of await productDetails(get, page)) {
        emit({ type: 'StoreProduct', key: String(detail.id), data: { detail } });
        hooks.onProductDone();
      }
    }),
  ]);
}

type Get = <T>(path: string) => Promise<T>;

async function categoryNode(get: Get, row: CategoryRowWire): Promise<Emitted> {
  // With its facets, so the filter panel is in the static page.
  const page = await get<ProductListingWire>(`/products?categoryId=${row.id}&limit=${LISTING_PAGE_SIZE}&facets=true`);
  return {
    type: 'StoreCategory',
    key: String(row.id),
    data: { category: toCategory(row), firstPage: toListingPage(page) },
  };
}

async function brandNode(get: Get, row: BrandRowWire): Promise<Emitted> {
  const page = await get<ProductListingWire>(`/products?brands=${row.id}&limit=${LISTING_PAGE_SIZE}&facets=true`);
  return { type: 'StoreBrand', key: String(row.id), data: { brand: toBrand(row), firstPage: toListingPage(page) } };
}

async function productDetails(get: Get, ids: number[]): Promise<ProductDetail[]> {
  const details = await get<ListWire<ProductDetailWire>>(productDetailsPath(ids));
  return details.rows.map(toDetail);
}

/** The nodes of the last build, in one language: their data by type and key. */
export interface Sourced {
  get<T extends Emitted['type']>(type: T, key: string): Extract<Emitted, { type: T }>['data'] | undefined;
  keys(type: Emitted['type']): string[];
}

export interface ChangeHooks extends SourceHooks {
  /** a node of the last build that stays as it is */
  keep: (lng: Lng, type: Emitted['type'], key: string) => void;
  /** a node of the last build that is gone (a product deleted) */
  remove: (lng: Lng, type: Emitted['type'], key: string) => void;
}

/**
 * One language brought up to date from the nodes of the last build (`sourced`) and the API's change
 * feed (server/src/services/catalogue-changes.ts): the details of the products that changed and of
 * those showing one of them as a linked product; the first pages of the categories (with their
 * ancestors: a listing holds its descendants' products) and brands that held or hold a changed
 * product (every brand's when a brand's count moved: a brand's facets count all brands); the
 * category and brand lists (their counts) and the home page's sections, always. What
 * else the last build had stays as it was: the feed answers `full` for any change of categories,
 * brands, parameters, groups or footer pages, and the caller then sources everything.
 */
export async function sourceLanguageChanges(
  fetcher: Fetcher,
  lng: Lng,
  changes: { products: number[]; linking: number[] },
  sourced: Sourced,
  hooks: ChangeHooks,
): Promise<void> {
  const apiLng = lng.toUpperCase() as ApiLng;
  const get = <T>(path: string) => fetcher.getJson<T>(`/client/v4${path}`, apiLng);
  const emit = (item: Emitted) => hooks.emit(lng, item);
  const keep = (type: Emitted['type'], key: string) => hooks.keep(lng, type, key);

  const [categories, brands] = await Promise.all([
    get<ListWire<CategoryRowWire>>(`/categories?limit=${CATALOGUE_LIST_LIMIT}`),
    get<ListWire<BrandRowWire>>(`/brands?limit=${CATALOGUE_LIST_LIMIT}`),
  ]);
  const own = new Set(changes.products);
  const wanted = [...new Set([...changes.products, ...changes.linking])];
  hooks.onProductsCounted(wanted.length);

  // The products first: their categories and brands, before and after, name the listings to fetch.
  const touchedCategories = new Set<number>();
  const touchedBrands = new Set<number>();
  const noteListings = (detail: { category: { id: number }; brand: { id: number } } | undefined) => {
    if (!detail) return;
    touchedCategories.add(detail.category.id);
    touchedBrands.add(detail.brand.id);
  };
  const found = new Set<number>();
  await Promise.all(
    pagesOf(wanted, MAX_DETAILS_PER_CALL).map(async (page) => {
      for (const detail of await productDetails(get, page)) {
        found.add(detail.id);
        if (own.has(detail.id)) {
          noteListings(sourced.get('StoreProduct', String(detail.id))?.detail);
          noteListings(detail);
        }
        emit({ type: 'StoreProduct', key: String(detail.id), data: { detail } });
        hooks.onProductDone();
      }
    }),
  );
  for (const id of wanted) {
    if (found.has(id)) continue;
    // Gone from the catalogue: its page goes, and so does it from the listings that held it.
    const before = sourced.get('StoreProduct', String(id));
    noteListings(before?.detail);
    if (before) hooks.remove(lng, 'StoreProduct', String(id));
    hooks.onProductDone();
  }
  const changedIds = new Set(wanted.map(String));
  for (const key of sourced.keys('StoreProduct')) if (!changedIds.has(key)) keep('StoreProduct', key);

  // A listing holds its descendants' products: a changed product's category and every ancestor.
  const parentOf = new Map(categories.rows.map((row) => [row.id, row.parentId]));
  for (const id of [...touchedCategories]) {
    for (let parent = parentOf.get(id); parent != null && !touchedCategories.has(parent); parent = parentOf.get(parent))
      touchedCategories.add(parent);
  }

  // A brand's listing counts, in its brand facet, every brand's products (no other condition
  // narrows it): when a brand's count moved, every brand's first page changed.
  const brandCountsMoved = brands.rows.some(
    (row) => sourced.get('StoreBrand', String(row.id))?.brand.countProduct !== row.countProduct,
  );

  await Promise.all([
    ...categories.rows.map(async (row) => {
      const before = sourced.get('StoreCategory', String(row.id));
      if (touchedCategories.has(row.id) || !before) emit(await categoryNode(get, row));
      else
        emit({
          type: 'StoreCategory',
          key: String(row.id),
          data: { category: toCategory(row), firstPage: before.firstPage },
        });
    }),
    ...brands.rows.map(async (row) => {
      const before = sourced.get('StoreBrand', String(row.id));
      if (touchedBrands.has(row.id) || !before || brandCountsMoved) emit(await brandNode(get, row));
      else
        emit({ type: 'StoreBrand', key: String(row.id), data: { brand: toBrand(row), firstPage: before.firstPage } });
    }),
    sourceHomeGroups(get, emit),
  ]);
  for (const key of sourced.keys('StoreFooterPage')) keep('StoreFooterPage', key);
}

function pagesOf<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

async function listProductIds(get: <T>(path: string) => Promise<T>): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += PRODUCT_LIST_PAGE) {
    const page = await get<ProductListingWire>(`/products?limit=${PRODUCT_LIST_PAGE}&offset=${offset}`);
    ids.push(...page.rows.map((row) => row.id));
    if (page.rows.length < PRODUCT_LIST_PAGE || ids.length >= page.count) return ids;
  }
}

async function sourceHomeGroups(get: <T>(path: string) => Promise<T>, emit: (item: Emitted) => void) {
  const [groups, brands, categories] = await Promise.all([
    Promise.all(HOME_PRODUCT_GROUPS.map((code) => get<ProductListingWire>(`/products?group=${code}&limit=24`))),
    get<ListWire<BrandRowWire>>(`/brands?group=${HOME_BRAND_GROUP}&limit=${CATALOGUE_LIST_LIMIT}`),
    get<ListWire<CategoryRowWire>>(`/categories?group=${HOME_CATEGORY_GROUP}&limit=${CATALOGUE_LIST_LIMIT}`),
  ]);
  groups.forEach((list, index) => {
    const code = HOME_PRODUCT_GROUPS[index];
    emit({ type: 'StoreHomeGroup', key: code, data: { kind: 'product', code, group: toGroup(code, list) } });
  });
  emit({
    type: 'StoreHomeGroup',
    key: HOME_BRAND_GROUP,
    data: { kind: 'brand', code: HOME_BRAND_GROUP, brands: brands.rows.map(toBrand) },
  });
  emit({
    type: 'StoreHomeGroup',
    key: HOME_CATEGORY_GROUP,
    data: { kind: 'category', code: HOME_CATEGORY_GROUP, categories: categories.rows.map(toCategory) },
  });
}
