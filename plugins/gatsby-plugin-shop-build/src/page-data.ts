/**
 * Turns the sourced nodes (one per entity and language) into page contexts. Page context rather
 * than page queries: 30 000 product pages build without 30 000 GraphQL queries.
 */
import type {
  Category,
  ListingPage,
  Lng,
  ProductDetail,
  ProductGroup,
  Brand,
  FooterPage,
  Ref,
} from '../../../src/lib/catalog-types';
import type { CategoryPageData, HomePageData } from '../../../src/lib/page-context';
import { HOME_PRODUCT_GROUPS } from '../../../server/src/contract/constants';

export type { CategoryPageData, HomePageData };

export interface CategoryNode {
  lng: Lng;
  category: Category;
  firstPage: ListingPage;
}
export interface BrandNode {
  lng: Lng;
  brand: Brand;
  firstPage: ListingPage;
}
export interface ProductNode {
  lng: Lng;
  detail: ProductDetail;
}
export interface FooterNode extends FooterPage {
  lng: Lng;
  position: number;
}
export interface HomeGroupNode {
  lng: Lng;
  code: string;
  kind: 'product' | 'brand' | 'category';
  data: { group?: ProductGroup; brands?: Brand[]; categories?: Category[] };
}

/** Category pages of one language: each with its ancestors (for breadcrumbs) and children. */
export function categoryPages(nodes: CategoryNode[]): CategoryPageData[] {
  const byId = new Map(nodes.map(({ category }) => [category.id, category]));
  const children = new Map<number, Category[]>();
  for (const { category } of nodes) {
    if (category.parentId === null) continue;
    const list = children.get(category.parentId) ?? [];
    list.push(category);
    children.set(category.parentId, list);
  }
  return nodes.map(({ category, firstPage }) => {
    const trail: Ref[] = [];
    for (
      let parent = category.parentId === null ? undefined : byId.get(category.parentId);
      parent && trail.length < 10;
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId)
    ) {
      trail.unshift({ id: parent.id, name: parent.name });
    }
    return {
      category,
      trail,
      children: [...(children.get(category.id) ?? [])].sort((a, b) => a.position - b.position),
      firstPage,
    };
  });
}

const groupOrder = (code: string) => (HOME_PRODUCT_GROUPS as readonly string[]).indexOf(code);

export function homePage(nodes: HomeGroupNode[]): HomePageData {
  const groups = nodes
    .filter((node) => node.kind === 'product' && node.data.group)
    .map((node) => node.data.group as ProductGroup)
    .sort((a, b) => groupOrder(a.code) - groupOrder(b.code));
  return {
    groups,
    brands: nodes.find((node) => node.kind === 'brand')?.data.brands ?? [],
    categories: nodes.find((node) => node.kind === 'category')?.data.categories ?? [],
  };
}
