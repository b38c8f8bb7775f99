/** The page context the build gives the home and category templates (gatsby-node.ts, page-data.ts). */
import type { Brand, Category, ListingPage, ProductGroup, Ref } from './catalog-types';

export interface CategoryPageData {
  category: Category;
  trail: Ref[];
  children: Category[];
  firstPage: ListingPage;
}

export interface HomePageData {
  groups: ProductGroup[];
  brands: Brand[];
  categories: Category[];
}
