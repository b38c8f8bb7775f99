// Browser: Gatsby's Head API renders in the browser after hydration and after a navigation.
/**
 * A page's head (src/app/seo.tsx, through Gatsby's Head API): the server writes it, the browser's
 * Head renders the same tags once each after hydration, and a page reached by a link gets its own
 * title, canonical address and JSON-LD, once each. In each language; the head does not depend on
 * the width (@any-width).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, LANGS, open, prefix } from './support';

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

for (const lng of LANGS)
  test.describe(() => {
    test(`the head holds each tag once after hydration; a linked page gets its own (${lng.toUpperCase()}) @any-width`, async ({
      page,
      request,
    }) => {
      const category = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', lng))
        .rows[0];
      await open(page, `${prefix(lng)}/categories/${category.id}`);
      const served = await headOf(page);
      expect(served.titles).toHaveLength(1);
      expect(served.titles[0]).toContain(category.name);
      expect(served.canonical).toEqual([
        expect.stringMatching(new RegExp(`${prefix(lng)}/categories/${category.id}$`)),
      ]);
      expect(served.alternates).toBe(4);
      expect(served.jsonLd).toEqual(['BreadcrumbList']);

      // Hydrated, the browser's Head has rendered the same tags, each once.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
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
    });
  });
