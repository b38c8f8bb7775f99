// Prints a fingerprint of what a site build depends on: the storefront's sources and the
// catalogue version the API reports (or its content version), and the settings inlined into pages
// (GATSBY_API_URL, SITE_URL). The same fingerprint means the last build is current. Not the URL the
// build reads the API at: no page holds it (they call the API at GATSBY_API_URL, by default their
// own origin), so the same shop restarted on another port keeps its site.
//   node scripts/site-fingerprint.mjs http://127.0.0.1:8000 [--content]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const api = process.argv[2];
const hash = createHash('sha1');
// The staff app is bundled by the API, not by the site build (docs/adr/029): its code and its
// texts (the `staff.` part of locales/*.json) leave the site as it is.
const STAFF_APP = join('src', 'staff-app');
const withoutStaffTexts = (text) =>
  JSON.stringify(Object.entries(JSON.parse(text)).filter(([id]) => !id.startsWith('staff.')));
const walk = (path) => {
  if (path === STAFF_APP) return;
  let entries;
  try {
    entries = statSync(path);
  } catch {
    return;
  }
  if (entries.isDirectory()) {
    for (const name of readdirSync(path).sort()) if (name !== 'node_modules') walk(join(path, name));
  } else if (path.startsWith('locales') && path.endsWith('.json')) {
    hash.update(path).update(withoutStaffTexts(readFileSync(path, 'utf8')));
  } else {
    hash.update(path).update(readFileSync(path));
  }
};
for (const path of [
  'src',
  'plugins',
  'locales',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
])
  walk(path);
const ready = await (await fetch(`${api}/health/ready`)).json();
// --content: the catalogue's content version, which orders, prices and stock do not move (pages
// refresh those after hydration; migration 0018): npm start rebuilds for content only. Without
// it, every change's version: a build asked for (build-site.sh) is skipped only when nothing changed.
const content = process.argv.includes('--content');
hash.update(`catalogue:${content ? ready.contentVersion : ready.catalogueVersion}:${ready.products}`);
hash.update(`env:${process.env.GATSBY_API_URL ?? ''}:${process.env.SITE_URL ?? ''}`);
console.log(hash.digest('hex'));
