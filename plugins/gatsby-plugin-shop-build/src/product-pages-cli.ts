/**
 * The API's command for a product's pages between builds (SITE_PAGES_COMMAND, docs/adr/018):
 *   tsx plugins/gatsby-plugin-shop-build/src/product-pages-cli.ts --site DIR --render DIR --products 7,9 [--result FILE]
 * (--always: also when a page's data did not change) with BUILD_API_URL (and ADMIN_TOKEN) as for the build, run in the project. Prints what it did and,
 * with --result, writes the result (pages, files written, pages left out) there as JSON; exits 1 with the reason when the pages could not be made.
 */
import { writeFile } from 'node:fs/promises';
import { publishProductPages } from './product-pages';

function option(name: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value) throw new Error(`missing --${name}`);
  return value;
}

async function main() {
  const started = Date.now();
  const productIds = option('products')
    .split(',')
    .map((id) => Number(id));
  if (productIds.some((id) => !Number.isSafeInteger(id) || id < 1)) throw new Error('--products takes ids such as 7,9');
  const apiUrl = process.env.BUILD_API_URL;
  if (!apiUrl) throw new Error('BUILD_API_URL is not set');
  const result = await publishProductPages({
    siteDir: option('site'),
    renderDir: option('render'),
    projectDir: process.cwd(),
    apiUrl,
    adminToken: process.env.ADMIN_TOKEN || undefined,
    productIds,
    always: process.argv.includes('--always'),
  });
  for (const skipped of result.skipped) console.log(`left to the full build: ${skipped.path} (${skipped.reason})`);
  console.log(`rendered ${result.pages.join(', ') || 'no page'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const resultIndex = process.argv.indexOf('--result');
  if (resultIndex >= 0) await writeFile(option('result'), JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
