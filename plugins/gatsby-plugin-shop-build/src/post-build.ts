/** Files written after the build: the sitemap (every language, with alternates) and 404 copies. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LNG, HREFLANG, LANGUAGES, localizePath, splitLocalePath } from '../../../src/lib/i18n';
import { CLIENT_ROUTES } from '../../../src/lib/routes';
import { writeIfChanged } from './list-files';

/** Under the sitemap protocol's 50 000 URLs per file. */
const URLS_PER_FILE = 40_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function isIndexable(page: { path: string; matchPath: string | null }) {
  if (page.matchPath) return false;
  const { path: base } = splitLocalePath(page.path);
  if (base.startsWith('/404') || base.startsWith('/dev-404') || base === '/429') return false;
  return !CLIENT_ROUTES.some((route) => base === route);
}

function urlEntry(siteUrl: string, base: string, lng: (typeof LANGUAGES)[number]) {
  const alternates = LANGUAGES.map(
    (other) =>
      `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${escapeXml(siteUrl + localizePath(base, other))}"/>`,
  );
  alternates.push(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + localizePath(base, DEFAULT_LNG))}"/>`,
  );
  return `<url><loc>${escapeXml(siteUrl + localizePath(base, lng))}</loc>${alternates.join('')}</url>`;
}

/**
 * The client-only routes' shells and their match paths (`{ path: '/ru/cart', matchPath: '/ru/cart/*' }`),
 * written beside the pages for the API's site server (server/src/site.ts), which never serves it.
 */
export const MATCH_PATHS_FILE = 'match-paths.json';

/**
 * Writes public/sitemap.xml (an index) and its parts; answers how many files. A file that would not
 * change is left as it is (with its compressed copies): a rebuild that changed no page's path
 * rewrites none.
 */
export async function writeSitemap(
  publicDir: string,
  siteUrl: string,
  pages: { path: string; matchPath: string | null }[],
) {
  const site = siteUrl.replace(/\/$/, '');
  const entries = pages
    .filter(isIndexable)
    .map((page) => splitLocalePath(page.path))
    .sort(
      (a, b) =>
        LANGUAGES.indexOf(a.lng) - LANGUAGES.indexOf(b.lng) || a.path.localeCompare(b.path, 'en', { numeric: true }),
    )
    .map(({ lng, path: base }) => urlEntry(site, base, lng));
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += URLS_PER_FILE) {
    const name = `sitemap-${parts.length}.xml`;
    await writeIfChanged(
      path.join(publicDir, name),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        entries.slice(start, start + URLS_PER_FILE).join('\n') +
        '\n</urlset>\n',
    );
    parts.push(name);
  }
  await writeIfChanged(
    path.join(publicDir, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      parts.map((name) => `<sitemap><loc>${escapeXml(`${site}/${name}`)}</loc></sitemap>`).join('\n') +
      '\n</sitemapindex>\n',
  );
  return parts.length + 1;
}

/**
 * Static servers answer misses under /ru with /ru/404.html; Gatsby writes that page as
 * /ru/404/index.html. The copy claims to be Gatsby's own /404.html page: the browser then hydrates
 * it with the one 404 page (whose language comes from the URL) instead of navigating to /ru/404.
 * Answers the copies' names under publicDir. A copy is of the page as it is now: whatever the page
 * mend does to pages later (the NUL bytes taken out) is to be done to the copies too.
 */
export async function writeLocalized404s(publicDir: string): Promise<string[]> {
  const copies: string[] = [];
  for (const lng of LANGUAGES.filter((candidate) => candidate !== DEFAULT_LNG)) {
    const built = await readFile(path.join(publicDir, lng, '404', 'index.html'), 'utf8').catch(() => null);
    if (built === null) continue;
    await writeIfChanged(
      path.join(publicDir, lng, '404.html'),
      built.replace(`pagePath="/${lng}/404"`, 'pagePath="/404.html"'),
    );
    copies.push(`${lng}/404.html`);
  }
  return copies;
}

/** static/robots.txt names the default host; point its Sitemap line at this build's SITE_URL. */
export async function pointRobotsAtSitemap(publicDir: string, siteUrl: string) {
  const file = path.join(publicDir, 'robots.txt');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return;
  await writeIfChanged(file, text.replace(/^Sitemap: .*$/m, `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`));
}
