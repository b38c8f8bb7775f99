// Browser: nothing beyond the served bytes (Playwright's HTTP client): every built page as the server sends it.
/**
 * Every page the sitemap lists, as the server sends it: no NUL byte and no U+FFFD in it. React 18's
 * streaming renderer left zero bytes where a multibyte character met the end of its buffer, which
 * browsers show as '�' and which broke a button's accessible name
 * (plugins/gatsby-plugin-shop-build/src/csp-hashes.ts, withoutNulBytes).
 */
import { expect, test } from './fixtures';

test('no page of the sitemap holds a NUL byte or a replacement character', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the pages are the same bytes at every width');
  const locations = async (url: string) =>
    [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc).pathname,
    );
  const pages = (await Promise.all((await locations('/sitemap.xml')).map(locations))).flat();
  expect(pages.length).toBeGreaterThan(500);
  const broken: string[] = [];
  for (let start = 0; start < pages.length; start += 20) {
    await Promise.all(
      pages.slice(start, start + 20).map(async (path) => {
        const answer = await request.get(path);
        const text = await answer.text();
        if (!answer.ok() || text.includes('\u0000') || text.includes('\uFFFD')) broken.push(path);
      }),
    );
  }
  expect(broken).toEqual([]);
});
