/**
 * A page's head (src/app/seo.tsx): the server writes it, and the browser renders the Head again
 * only once its code is in (src/app/seo.browser.tsx, ADR 006 item 24). While that code is on its
 * way the server's head stays whole; a page reached by a link then gets its own title, canonical
 * address and JSON-LD, once each. Each language on one screen width, all three on the two.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, LANGS, open, prefix, type Lng } from './support';

const ON = { desktop: ['tm', 'ru'], phone: ['en'] } as const;

/** The tags a search engine reads, as the document has them now. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    titles: [...document.querySelectorAll('head title')].map((title) => title.textContent),
    canonical: [...document.querySelectorAll('head link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: document.querySelectorAll('head link[rel="alternate"]').length,
    description: document.querySelector('head meta[name="description"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('head script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
    ),
  }));

for (const lng of LANGS) {
  test(`the server's head stays while the Head's code loads; a linked page gets its own (${lng.toUpperCase()})`, async ({
    page,
    request,
  }, info) => {
    test.skip(
      !(ON[info.project.name as keyof typeof ON] as readonly Lng[]).includes(lng),
      'another language on this screen',
    );
    // The chunk with the Head's tags (it alone writes og:locale:alternate) is held for 2 s.
    let asked = false;
    let given = false;
    // Chunks the product page asks for as the test ends are left alone (a route callback still
    // fetching then would fail the run outside any test).
    await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('og:locale:alternate')) {
          asked = true;
          await new Promise((resolve) => setTimeout(resolve, 2000));
          given = true;
        }
        await route.fulfill({ response, body });
      } catch (error) {
        if (!/Test ended|Target .*closed|has been closed/i.test(String(error))) throw error;
      }
    });
    const category = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', lng))
      .rows[0];
    await open(page, `${prefix(lng)}/categories/${category.id}`);
    const served = await headOf(page);
    expect(served.titles).toHaveLength(1);
    expect(served.titles[0]).toContain(category.name);
    expect(served.canonical).toEqual([expect.stringMatching(new RegExp(`${prefix(lng)}/categories/${category.id}$`))]);
    expect(served.alternates).toBe(4);
    expect(served.jsonLd).toEqual(['BreadcrumbList']);

    // The page is hydrated and its Head has asked for its code: the head is the server's meanwhile.
    await expect.poll(() => asked).toBe(true);
    expect(given).toBe(false);
    expect(await headOf(page)).toEqual(served);
    await expect.poll(() => given, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(300);
    expect(await headOf(page)).toEqual(served);

    // A product reached by a link: its own head, each tag once.
    const card = page.locator('article[data-product-id]').first();
    const id = Number(await card.getAttribute('data-product-id'));
    const product = await api(request, `/client/v4/products/${id}`, lng);
    await card.getByRole('link', { name: product.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lng)}/product/${id}$`));
    await expect.poll(async () => (await headOf(page)).titles).toEqual([expect.stringContaining(product.name)]);
    const linked = await headOf(page);
    expect(linked.canonical).toEqual([expect.stringMatching(new RegExp(`${prefix(lng)}/product/${id}$`))]);
    expect(linked.alternates).toBe(4);
    expect(linked.jsonLd.sort()).toEqual(['BreadcrumbList', 'Product']);
    expect(linked.description).not.toBe(served.description);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
