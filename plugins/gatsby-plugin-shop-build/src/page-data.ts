/**
 * Turns the sourced nodes (one per entity and language) into page contexts. Page context rather
 * than page queries: 30 000 product pages build without 30 000 GraphQL queries.
 */
import type { Category, ListingPage, Lng, ProductDetail, ProductGroup, Brand, FooterPage, Ref } from '../../../src/lib/catalog-types';
import type { CategoryPageData, HomePageData } from '../../../src/lib/page-context';

export type { CategoryPageData, HomePageData };

export interface CategoryNode extends Omit<Category, 'id'> { lng: Lng; storeId: number; firstPage: ListingPage }
export interface BrandNode extends Omit<Brand, 'id'> { lng: Lng; storeId: number; firstPage: ListingPage }
export interface ProductNode { lng: Lng; storeId: number; detail: ProductDetail }
export interface FooterNode extends FooterPage { lng: Lng; position: number }
export interface HomeGroupNode {
  lng: Lng;
  code: string;
  kind: 'product' | 'brand' | 'category';
  data: { group?: ProductGroup; brands?: Brand[]; categories?: Category[] };
}

const toCategory = ({ storeId, name, icon, parentId, position, countProduct }: CategoryNode): Category =>
  ({ id: storeId, name, icon, parentId, position, countProduct });

/** Category pages of one language: each with its ancestors (for breadcrumbs) and children. */
export function categoryPages(nodes: CategoryNode[]): CategoryPageData[] {
  const byId = new Map(nodes.map((node) => [node.storeId, node]));
  const children = new Map<number, Category[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(toCategory(node));
    children.set(node.parentId, list);
  }
  return nodes.map((node) => {
    const trail: Ref[] = [];
    for (let parent = node.parentId === null ? undefined : byId.get(node.parentId); parent && trail.length < 10;
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId)) {
      trail.unshift({ id: parent.storeId, name: parent.name });
    }
    return {
      category: toCategory(node),
      trail,
      children: (children.get(node.storeId) ?? []).sort((a, b) => a.position - b.position),
      firstPage: node.firstPage,
    };
  });
}

const GROUP_ORDER = ['popular', 'sales', 'new', 'weekly'];

export function homePage(nodes: HomeGroupNode[]): HomePageData {
  const groups = nodes.filter((node) => node.kind === 'product' && node.data.group)
    .map((node) => node.data.group as ProductGroup)
    .sort((a, b) => GROUP_ORDER.indexOf(a.code) - GROUP_ORDER.indexOf(b.code));
  return {
    groups,
    brands: nodes.find((node) => node.kind === 'brand')?.data.brands ?? [],
    categories: nodes.find((node) => node.kind === 'category')?.data.categories ?? [],
  };
}
