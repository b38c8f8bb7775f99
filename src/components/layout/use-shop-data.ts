/**
 * What every page's layout shows: the category tree, brands and footer links in the page's
 * language. One static query holds all three languages (a few kilobytes); the browser loads it once.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import type { Brand, Category, FooterLink, Lng } from '../../lib/catalog-types';

interface LngRow { lng: string }
interface ShopDataQuery {
  allStoreCategory: { nodes: (LngRow & Omit<Category, 'id'> & { storeId: number })[] };
  allStoreBrand: { nodes: (LngRow & Omit<Brand, 'id'> & { storeId: number })[] };
  allStoreFooterPage: { nodes: (LngRow & FooterLink)[] };
}

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
      allStoreCategory(sort: [{ position: ASC }, { storeId: ASC }]) {
        nodes { lng storeId name icon parentId position countProduct }
      }
      allStoreBrand(sort: [{ countProduct: DESC }, { name: ASC }]) {
        nodes { lng storeId name icon countProduct }
      }
      allStoreFooterPage(sort: { position: ASC }) {
        nodes { lng uuid name }
      }
    }
  `);
  return useMemo(() => {
    const categories: Category[] = data.allStoreCategory.nodes.filter((node) => node.lng === lng)
      .map(({ storeId, name, icon, parentId, position, countProduct }) => ({ id: storeId, name, icon, parentId, position, countProduct }));
    const branches = categories.filter((category) => category.parentId === null)
      .map((top) => ({ ...top, children: categories.filter((category) => category.parentId === top.id) }));
    return {
      categories: branches,
      brands: data.allStoreBrand.nodes.filter((node) => node.lng === lng)
        .map(({ storeId, name, icon, countProduct }) => ({ id: storeId, name, icon, countProduct })),
      footers: data.allStoreFooterPage.nodes.filter((node) => node.lng === lng).map(({ uuid, name }) => ({ uuid, name })),
    };
  }, [data, lng]);
}
