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
    ...categories.rows.map(async (row) => {
      // With its facets, so the filter panel is in the static page.
      const page = await get<ProductListingWire>(
        `/products?categoryId=${row.id}&limit=${LISTING_PAGE_SIZE}&facets=true`,
      );
      emit({
        type: 'StoreCategory',
        key: String(row.id),
        data: { category: toCategory(row), firstPage: toListingPage(page) },
      });
    }),
    ...brands.rows.map(async (row) => {
      const page = await get<ProductListingWire>(`/products?brands=${row.id}&limit=${LISTING_PAGE_SIZE}&facets=true`);
      emit({ type: 'StoreBrand', key: String(row.id), data: { brand: toBrand(row), firstPage: toListingPage(page) } });
    }),
    ...footers.rows.map(async (row, position) => {
      const page = await get<FooterPageWire>(`/footers/${row.uuid}`);
      emit({ type: 'StoreFooterPage', key: row.uuid, data: { ...toFooterPage(page), position } });
    }),
    sourceHomeGroups(get, emit),
    // Product pages' data in pages of ids: a product at a time cost the API's database eight
    // statements each (the 10 000-product build's sourcing took 269 s).
    ...pagesOf(ids, MAX_DETAILS_PER_CALL).map(async (page) => {
      const details = await get<ListWire<ProductDetailWire>>(
        `/products/details?ids=${page.join(',')}&includeParameters=true&includeLinks=true`,
      );
      for (const detail of details.rows) {
        emit({ type: 'StoreProduct', key: String(detail.id), data: { detail: toDetail(detail) } });
        hooks.onProductDone();
      }
    }),
  ]);
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
