// A small real pages command for the site build tests (SITE_PAGES_COMMAND, docs/adr/018): given
// `--site DIR --render DIR --products 3,4 --result FILE`, it rewrites each product's page in the
// copy of the live build the way the real one (plugins/gatsby-plugin-shop-build/src/product-pages.ts)
// does: the file unlinked first (it is a hard link to the live build's), a new page written, the
// page's script hash put in csp-hashes.json, and the result written as JSON. The control file named
// as its first argument (the build command's) says what to write:
//   { "pagesLabel": "P", "pagesFail": false, "pagesPauseMs": 0 }
// pagesLabel: the label the pages carry; pagesFail: exit 2 after rewriting the first page (a
// half-done copy); pagesPauseMs: a pause before the result. It checks that the renderer kept with
// the build is the one of the build it was copied from (the fake build writes its label there).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const control = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const option = (name) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const site = option('site');
const renderer = readFileSync(join(option('render'), 'render-page.js'), 'utf8');
const label = control.pagesLabel ?? 'pages';
const manifestFile = join(site, 'csp-hashes.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const result = { pages: [], files: [], skipped: [] };
for (const id of option('products').split(',')) {
  const file = `product/${id}/index.html`;
  if (!existsSync(join(site, file))) {
    result.skipped.push({ path: `/product/${id}`, reason: 'no page in the live build' });
    continue;
  }
  const inline = `window.build=${JSON.stringify(label)}`;
  unlinkSync(join(site, file));
  writeFileSync(
    join(site, file),
    `<html><body data-build="${label}" data-renderer="${renderer.trim()}"><h1>product ${id}</h1><script>${inline}</script></body></html>`,
  );
  manifest.scripts[file] = [`sha256-${createHash('sha256').update(inline).digest('base64')}`];
  result.pages.push(`/product/${id}`);
  result.files.push(file);
  console.log(`rendered /product/${id}`);
  if (control.pagesFail) {
    console.error('fake pages: failing half-way on purpose');
    process.exit(2);
  }
}
unlinkSync(manifestFile);
writeFileSync(manifestFile, JSON.stringify(manifest));
result.files.push('csp-hashes.json');
await new Promise((done) => setTimeout(done, control.pagesPauseMs ?? 0));
writeFileSync(option('result'), JSON.stringify(result));
