// Browser: axe-core reads the rendered page: computed colours, layout, accessible names.
/**
 * axe-core's full rules on every page type at both widths: Lighthouse runs a
 * subset and misses, among others, names that leave out their visible text (WCAG 2.5.3,
 * label-content-name-mismatch) and landmarks with the same name (landmark-unique). The page gets
 * axe-core's own source and runs every rule it has, experimental ones included, except those of
 * WCAG's level AAA (the shop's level is AA: its brand green on white is 5.4:1, AAA asks 7:1); any
 * violation fails.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, open } from './support';

// every rule axe-core has but level AAA's (experimental ones too): the run names them
const ALL_RULES = { runOnly: { type: 'rule', values: [] as string[] } };

// The page's Content-Security-Policy allows only the shop's own scripts: axe-core is the test's.
test.use({ bypassCSP: true });

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const found = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: {
          getRules(): { ruleId: string; tags: string[] }[];
          run(...args: unknown[]): Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    options.runOnly.values = axe
      .getRules()
      .filter((rule) => !rule.tags.some((tag) => /^wcag2\d*aaa$/.test(tag)))
      .map((rule) => rule.ruleId);
    const result = await axe.run(document, options);
    return result.violations;
  }, ALL_RULES);
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')}`),
  );
}

/** A shopper signed in with the page's cookies, by the SMS code the development outbox shows. */
async function signIn(request: APIRequestContext) {
  const phone = `9936${String(Date.now()).slice(-7)}`;
  const sent = await request.post('/auth/v2/signin', { data: { phone } });
  expect(sent.status()).toBe(200);
  const { verification } = (await sent.json()) as { verification: string };
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      const message = outbox.find((entry) => entry.to.replace(/\D/g, '') === phone);
      code = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  const verified = await request.post('/auth/v2/verifycode', { data: { phone, code, verification } });
  expect(verified.status()).toBe(200);
}

interface Row {
  id: number;
}

async function firstIds(request: APIRequestContext) {
  const product = (await api<{ rows: Row[] }>(request, '/client/v4/products?limit=1')).rows[0];
  const category = (await api<{ rows: Row[] }>(request, '/client/v4/categories?onlyglobal=true&limit=1')).rows[0];
  const brand = (await api<{ rows: Row[] }>(request, '/client/v4/brands?limit=1')).rows[0];
  return { product: product.id, category: category.id, brand: brand.id };
}

const PAGES: { name: string; path: (ids: Awaited<ReturnType<typeof firstIds>>) => string; signedIn?: boolean }[] = [
  { name: 'home', path: () => '/' },
  { name: 'category', path: (ids) => `/categories/${ids.category}` },
  { name: 'brand', path: (ids) => `/brands/${ids.brand}` },
  { name: 'product', path: (ids) => `/product/${ids.product}` },
  { name: 'search', path: () => '/search?q=samsung' },
  { name: 'cart', path: () => '/cart' },
  { name: 'wishlist', path: () => '/wishlist' },
  { name: 'comparison', path: () => '/comparess' },
  { name: 'cart-view', path: () => '/cart-view', signedIn: true },
  { name: 'profile', path: () => '/profile', signedIn: true },
  { name: '404', path: () => '/no-such-page' },
];

for (const entry of PAGES) {
  test(`axe-core finds nothing on the ${entry.name} page`, async ({ page, request }) => {
    const ids = await firstIds(request);
    if (entry.signedIn) await signIn(page.request);
    await open(page, entry.path(ids));
    // what the page fetches after hydration is in before the rules look
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}
