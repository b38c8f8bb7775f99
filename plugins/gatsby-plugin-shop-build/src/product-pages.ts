/**
 * A product's own pages published between builds (docs/adr/018, "The product's pages first"): when
 * an editor changes a product's texts or images, its page in every language is rendered again from
 * the API's answer with the server renderer of the build that is live, in a copy of that build
 * whose other files are hard links. The next full build follows and brings every other page that
 * shows the product (listings, the home page's rows, linked-product cards) up to date.
 *
 * The page is made exactly as the build makes it: the build's page data with the product taken
 * from the API as gatsby-source-store takes it (`toDetail`), rendered by Gatsby's own worker
 * function (`renderHTMLProd`) and the build's `render-page.js`, then the page mend
 * (threads/page-mend.cjs) reads its script hashes for csp-hashes.json, and compress-file.cjs writes
 * its copies. For a product that did not change, every file comes out byte for byte as the build
 * wrote it (tests/e2e/product-pages.spec.ts).
 *
 * Every file it changes is unlinked first and written anew: the folder's files are hard links to
 * the live build's, and writing through a link would change the site shoppers are served.
 */
import { mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productDetailsPath } from '../../../server/src/contract/constants';
import { CSP_MANIFEST_FILE, type CspManifest } from '../../../server/src/contract/page-policy';
import type { ProductDetailWire } from '../../../server/src/contract/products';
import { MAX_PAGES_ONLY_PRODUCTS } from '../../../server/src/contract/site-builds';
import { toDetail } from '../../../src/lib/catalog-map';
import type { Lng } from '../../../src/lib/catalog-types';
import { LANGUAGES, localizePath } from '../../../src/lib/i18n';
import { paths } from '../../../src/lib/routes';
import { compressFile } from '../threads/compress-file.cjs';
import { mendPage } from '../threads/page-mend.cjs';
import { PAGE_GZIP_LEVEL, PAGE_QUALITY } from './compress-assets';

export interface ProductPagesOptions {
  /** the copy of the live build's site to write into (its files are hard links) */
  siteDir: string;
  /** the live build's server renderer: Gatsby's .cache/page-ssr/routes, kept with the build */
  renderDir: string;
  /** the project, whose node_modules hold Gatsby */
  projectDir: string;
  /** the API the build sources from */
  apiUrl: string;
  adminToken?: string;
  productIds: number[];
  /** render the pages also when their data did not change (the test that they come out as built) */
  always?: boolean;
}

export interface ProductPagesResult {
  /** pages rendered again ('/ru/product/7') */
  pages: string[];
  /** every file written, relative to siteDir */
  files: string[];
  /** pages left to the full build, with the reason (a new product has no page in the live build) */
  skipped: { path: string; reason: string }[];
}

interface PageData {
  componentChunkName: string;
  path: string;
  result: { pageContext: Record<string, unknown> };
}

const pageDataFile = (pagePath: string) => path.posix.join('page-data', pagePath.replace(/^\//, ''), 'page-data.json');
const htmlFile = (pagePath: string) => path.posix.join(pagePath.replace(/^\//, ''), 'index.html');

/**
 * Unlinks `file`, a hard link to the live build's, if it is there. Any other failure is thrown:
 * writing the file then would write through the link.
 */
const unlinkLink = (file: string) =>
  unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });

/** Unlinks `file` and writes `data` as a new file. */
async function replaceFile(file: string, data: string) {
  await unlinkLink(file);
  await writeFile(file, data);
}

/** The products' details in one language, as gatsby-source-store fetches them. */
async function fetchDetails(options: ProductPagesOptions, lng: Lng): Promise<ProductDetailWire[]> {
  const url = `${options.apiUrl.replace(/\/$/, '')}/client/v4${productDetailsPath(options.productIds)}`;
  const response = await fetch(url, {
    headers: {
      accept: 'application/json',
      lng: lng.toUpperCase(),
      ...(options.adminToken ? { 'x-admin-token': options.adminToken } : {}),
    },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as { rows: ProductDetailWire[] }).rows;
}

/**
 * Gatsby's renderer reads and writes under `<cwd>/public` and keeps its state in module scope: it
 * runs once per call of this module's process (product-pages-cli.ts), in a folder whose `public`
 * is the site.
 */
async function renderWithGatsby(options: ProductPagesOptions, pagePaths: string[]) {
  const stage = await mkdtemp(path.join(tmpdir(), 'product-pages-'));
  const cwd = process.cwd();
  try {
    await symlink(path.resolve(options.siteDir), path.join(stage, 'public'));
    const { webpackCompilationHash } = JSON.parse(
      await readFile(path.join(options.siteDir, 'page-data', 'app-data.json'), 'utf8'),
    ) as { webpackCompilationHash: string };
    // The project's Gatsby, whose worker renders the pages of a build.
    const projectRequire = createRequire(path.join(path.resolve(options.projectDir), 'package.json'));
    const gatsbyRender = projectRequire('gatsby/dist/utils/worker/child/render-html') as {
      renderHTMLProd(args: {
        htmlComponentRendererPath: string;
        paths: string[];
        envVars: [string, string | undefined][];
        sessionId: number;
        webpackCompilationHash: string;
      }): Promise<unknown>;
    };
    const htmlComponentRendererPath = path.resolve(options.renderDir, 'render-page.js');
    process.chdir(stage);
    await gatsbyRender.renderHTMLProd({
      htmlComponentRendererPath,
      paths: pagePaths,
      envVars: [
        ['NODE_ENV', 'production'],
        ['gatsby_executing_command', 'build'],
        ['gatsby_log_level', process.env.gatsby_log_level],
      ],
      sessionId: Date.now(),
      webpackCompilationHash,
    });
  } finally {
    process.chdir(cwd);
    await rm(stage, { recursive: true, force: true });
  }
}

/** Renders the products' pages again into `siteDir` (see the module's comment). */
export async function publishProductPages(options: ProductPagesOptions): Promise<ProductPagesResult> {
  if (!options.productIds.length || options.productIds.length > MAX_PAGES_ONLY_PRODUCTS)
    throw new Error(`give 1 to ${MAX_PAGES_ONLY_PRODUCTS} product ids, got ${options.productIds.length}`);
  const result: ProductPagesResult = { pages: [], files: [], skipped: [] };
  const rendered: string[] = [];
  for (const lng of LANGUAGES) {
    const details = new Map((await fetchDetails(options, lng)).map((row) => [row.id, row]));
    for (const id of options.productIds) {
      const pagePath = localizePath(paths.product(id), lng);
      const row = details.get(id);
      if (!row) {
        result.skipped.push({ path: pagePath, reason: 'the API has no such product (removed or hidden)' });
        continue;
      }
      const dataFile = path.join(options.siteDir, pageDataFile(pagePath));
      const before = await readFile(dataFile, 'utf8').catch(() => null);
      if (before === null) {
        result.skipped.push({ path: pagePath, reason: 'the live build has no page for it (a new product)' });
        continue;
      }
      const data = JSON.parse(before) as PageData;
      const after = JSON.stringify({
        ...data,
        result: { ...data.result, pageContext: { ...data.result.pageContext, product: toDetail(row) } },
      });
      if (after === before && !options.always) {
        result.skipped.push({ path: pagePath, reason: 'its page data did not change' });
        continue;
      }
      await replaceFile(dataFile, after);
      await compressCopy(dataFile);
      result.files.push(pageDataFile(pagePath), `${pageDataFile(pagePath)}.br`, `${pageDataFile(pagePath)}.gz`);
      rendered.push(pagePath);
    }
  }
  if (!rendered.length) return result;
  // Gatsby writes the pages with outputFile (through a link): the links go first.
  await Promise.all(rendered.map((pagePath) => unlinkLink(path.join(options.siteDir, htmlFile(pagePath)))));
  await renderWithGatsby(options, rendered);
  const manifestFile = path.join(options.siteDir, CSP_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as CspManifest;
  for (const pagePath of rendered) {
    const file = path.join(options.siteDir, htmlFile(pagePath));
    // Gatsby's render leaves the places of its slices (the page's scripts) empty, and its build
    // stitches them in afterwards: here the mend does, from the live build's slices (docs/adr/024).
    const { hashes } = await mendPage({ file, sliceDir: path.join(options.siteDir, '_gatsby', 'slices') });
    if (hashes.length) manifest.scripts[htmlFile(pagePath)] = hashes;
    else delete manifest.scripts[htmlFile(pagePath)];
    await compressCopy(file);
    result.files.push(htmlFile(pagePath), `${htmlFile(pagePath)}.br`, `${htmlFile(pagePath)}.gz`);
    result.pages.push(pagePath);
  }
  const manifestText = JSON.stringify(manifest);
  if (manifestText !== (await readFile(manifestFile, 'utf8'))) {
    await replaceFile(manifestFile, manifestText);
    result.files.push(CSP_MANIFEST_FILE);
  }
  return result;
}

/** A page's brotli and gzip copies, as the build makes them (compress-assets.ts), as new files. */
async function compressCopy(file: string) {
  await Promise.all([unlinkLink(`${file}.br`), unlinkLink(`${file}.gz`)]);
  await compressFile(file, PAGE_QUALITY, PAGE_GZIP_LEVEL);
}
