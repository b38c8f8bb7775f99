/**
 * What every page's layout shows: the category tree, brands and footer links in the page's
 * language. One static query holds all three languages (a few kilobytes); the browser loads it once.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import type { Brand, Category, FooterLink, Lng } from '../../lib/catalog-types';

interface ShopDataQuery {
  allStoreCategory: { nodes: { lng: string; category: Category }[] };
  allStoreBrand: { nodes: { lng: string; brand: Brand }[] };
  allStoreFooterPage: { nodes: (FooterLink & { lng: string })[] };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface CategoryBranch extends Category {
  children: Category[];
}

export interface ShopData {
  categories: CategoryBranch[];
  brands: Brand[];
  footers: FooterLink[];
}

export function useShopData(lng: Lng): ShopData {
  // Sorted by node id: sourcing fetches in parallel, so the nodes' order varies from build to build;
  // a result that is the same lets an incremental build keep every unchanged page's HTML (this query
  // is on every page). The lists are put in the shop's order below.
  const data = useStaticQuery<ShopDataQuery>(graphql`
    query ShopData {
      allStoreCategory(sort: { id: ASC }) {
        nodes {
          lng
          category
        }
      }
      allStoreBrand(sort: { id: ASC }) {
        nodes {
          lng
          brand
        }
      }
      allStoreFooterPage(sort: [{ position: ASC }, { id: ASC }]) {
        nodes {
          lng
          uuid
          name
        }
      }
    }
  `);
  return useMemo(() => {
    const categories = data.allStoreCategory.nodes
      .filter((node) => node.lng === lng)
      .map((node) => node.category)
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const branches = categories
      .filter((category) => category.parentId === null)
      .map((top) => ({ ...top, children: categories.filter((category) => category.parentId === top.id) }));
    return {
      categories: branches,
      brands: data.allStoreBrand.nodes
        .filter((node) => node.lng === lng)
        .map((node) => node.brand)
        .sort((a, b) => b.countProduct - a.countProduct || byText(a.name, b.name)),
      footers: data.allStoreFooterPage.nodes
        .filter((node) => node.lng === lng)
        .map(({ uuid, name }) => ({ uuid, name })),
    };
  }, [data, lng]);
}
