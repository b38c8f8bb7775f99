/**
 * The shop's pages: catalogue pages from the sourced nodes (gatsby-source-store) as page context,
 * and the client-only routes and error pages copied into every language. The build's toolchain
 * (message loader, sitemap, compressed copies) is plugins/gatsby-plugin-shop-build.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  categoryPages,
  homePage,
  type BrandNode,
  type CategoryNode,
  type FooterNode,
  type HomeGroupNode,
  type ProductNode,
} from './plugins/gatsby-plugin-shop-build/src/page-data';
import type { Lng } from './src/lib/catalog-types';
import { LANGUAGES, localizePath } from './src/lib/i18n';
import { CLIENT_ROUTES, SUGGESTION_REDIRECTS, paths } from './src/lib/routes';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** The sourced nodes of one type, in the order of their ids (the same from build to build). */
function nodesOf<T>(getNodesByType: (type: string) => unknown[], type: string): T[] {
  return (getNodesByType(type) as (T & { id: string })[]).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const createPages: GatsbyNode['createPages'] = ({ getNodesByType, actions, reporter }) => {
  const started = Date.now();
  // The nodes themselves (no GraphQL query of them), in id order so that a category's children of
  // one position come in the same order in every build. Reading them takes 0.1 s at 10 000
  // products; the step's 12-16 s are Gatsby's own work for 30 000 createPage calls.
  const data = {
    allStoreCategory: { nodes: nodesOf<CategoryNode>(getNodesByType, 'StoreCategory') },
    allStoreBrand: { nodes: nodesOf<BrandNode>(getNodesByType, 'StoreBrand') },
    allStoreProduct: { nodes: nodesOf<ProductNode>(getNodesByType, 'StoreProduct') },
    allStoreFooterPage: { nodes: nodesOf<FooterNode>(getNodesByType, 'StoreFooterPage') },
    allStoreHomeGroup: { nodes: nodesOf<HomeGroupNode>(getNodesByType, 'StoreHomeGroup') },
  };
  reporter.info(`createPages: the sourced nodes read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const byLng = <T extends { lng: Lng }>(nodes: T[], lng: Lng) => nodes.filter((node) => node.lng === lng);
  let count = 0;
  const create = (lng: Lng, basePath: string, component: string, context: Record<string, unknown>) => {
    actions.createPage({
      path: localizePath(basePath, lng),
      component: template(component),
      context: { lng, basePath, ...context },
    });
    count++;
  };

  for (const lng of LANGUAGES) {
    create(lng, paths.home(), 'home', { home: homePage(byLng(data.allStoreHomeGroup.nodes, lng)) });
    for (const page of categoryPages(byLng(data.allStoreCategory.nodes, lng))) {
      create(lng, paths.category(page.category.id), 'category', { page });
    }
    for (const { brand, firstPage } of byLng(data.allStoreBrand.nodes, lng)) {
      create(lng, paths.brand(brand.id), 'brand', { brand, firstPage });
    }
    for (const { detail } of byLng(data.allStoreProduct.nodes, lng)) {
      create(lng, paths.product(detail.id), 'product', { product: detail });
    }
    for (const { uuid, name, content } of byLng(data.allStoreFooterPage.nodes, lng)) {
      create(lng, paths.footer(uuid), 'footer-page', { page: { uuid, name, content } });
    }
    for (const label of Object.keys(SUGGESTION_REDIRECTS)) {
      actions.createPage({
        path: localizePath(`/${label}`, lng),
        matchPath: localizePath(`/${label}/:id`, lng),
        component: template('suggestion-redirect'),
        context: { lng, basePath: `/${label}`, label },
      });
    }
  }
  reporter.info(
    `createPages: ${count} catalogue pages in ${LANGUAGES.length} languages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

/** Pages from src/pages: the client-only route shells and the 404 and 429 pages, copied into every language. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if ((page.context as { lng?: string } | undefined)?.lng) return;
  const route = CLIENT_ROUTES.find((candidate) => page.path === candidate || page.path === `${candidate}/`);
  if (route) {
    actions.deletePage(page);
    for (const lng of LANGUAGES) {
      const localized = localizePath(route, lng);
      actions.createPage({
        ...page,
        path: localized,
        matchPath: `${localized}/*`,
        context: { lng, basePath: route, clientOnly: true },
      });
    }
    return;
  }
  // The 404 page takes its language from the requested path; the /ru and /en copies give static
  // servers a translated 404.html to answer under those prefixes.
  if (page.path === '/404/' || page.path === '/404') {
    for (const lng of LANGUAGES.filter((candidate) => candidate !== 'tm')) {
      actions.createPage({ ...page, path: localizePath('/404', lng) });
    }
  }
  // The error page the API's site server answers with when a shopper is rate limited (status 429).
  if (page.path === '/429/' || page.path === '/429') {
    actions.deletePage(page);
    for (const lng of LANGUAGES)
      actions.createPage({ ...page, path: localizePath('/429', lng), context: { lng, basePath: '/429' } });
  }
};
