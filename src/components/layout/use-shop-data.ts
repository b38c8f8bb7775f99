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
  const data = useStaticQuery<ShopDataQuery>(graphql`
    query ShopData {
      allStoreCategory {
        nodes {
          lng
          category
        }
      }
      allStoreBrand {
        nodes {
          lng
          brand
        }
      }
      allStoreFooterPage(sort: { position: ASC }) {
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
