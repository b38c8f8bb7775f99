// Browser: the built pages hydrating and navigating, each screen seen in each language.
import { expect, test } from './fixtures';
import {
  api,
  escapeRegExp,
  idleStartsDone,
  LANGS,
  type Lng,
  MESSAGES,
  oneLanguagePerWidth,
  open,
  prefix,
} from './support';

for (const lng of LANGS) {
  test.describe(`catalogue pages in ${lng.toUpperCase()}`, () => {
    oneLanguagePerWidth(lng, 1);
    test('home shows the sections of the home page', async ({ page }) => {
      await page.goto(`${prefix(lng)}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng === 'tm' ? 'tk' : lng);
      for (const id of ['home.popular', 'home.sales', 'home.new', 'home.weekly']) {
        await expect(page.getByRole('heading', { name: MESSAGES[lng][id] })).toBeVisible();
      }
      await expect(page.getByText(MESSAGES[lng]['countdown.endsIn']).first()).toBeVisible();
    });

    test('a product page shows the product in the language', async ({ page, request }) => {
      const product = await api(request, '/client/v4/products/1?includeParameters=true', lng);
      await page.goto(`${prefix(lng)}/product/1/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await expect(page.getByText(product.parameters[0].name).first()).toBeVisible();
      await expect(page.getByRole('button', { name: MESSAGES[lng]['product.action.addToCart'] }).first()).toBeVisible();
      expect(await page.title()).toContain(product.name);
    });

    test('a category page shows its products and breadcrumbs', async ({ page, request }) => {
      const tops = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', lng)).rows;
      const sub = tops[0].items[0];
      await page.goto(`${prefix(lng)}/categories/${sub.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sub.name);
      const crumbs = page.getByRole('navigation', { name: MESSAGES[lng]['breadcrumbs.label'] });
      await expect(crumbs.getByRole('link', { name: tops[0].name })).toBeVisible();
      const first = (await api(request, `/client/v4/products?categories=${sub.id}&limit=1`, lng)).rows[0];
      await expect(page.getByText(first.name).first()).toBeVisible();
    });

    test('a brand page and a footer page', async ({ page, request }) => {
      const brand = (await api(request, '/client/v4/brands?group=popular-brands&limit=1', lng)).rows[0];
      await page.goto(`${prefix(lng)}/brands/${brand.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
      const footer = (await api(request, '/client/v4/footers', lng)).rows[0];
      await page.goto(`${prefix(lng)}/footers/${footer.uuid}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(footer.name);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: footer.name })).toBeVisible();
    });

    test('an unknown page answers 404 with the message', async ({ page }) => {
      const response = await page.goto(`${prefix(lng)}/no-such-page`);
      expect(response?.status()).toBe(404);
      const message = MESSAGES[lng]['notFound.title'].replace('{path}', `${prefix(lng)}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message);
    });
  });
}

test('the language switcher stores the cookie and reloads the same page in the new language', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the switcher lives in the slide-out menu on phones; covered by the menu test');
  const russian = await api(request, '/client/v4/products/2', 'ru');
  await open(page, '/product/2/');
  await page
    .getByRole('group', { name: MESSAGES.tm['header.language.label'] })
    .getByRole('link', { name: 'RU', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ru\/product\/2\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(russian.name);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'lng');
  expect(cookie?.value).toBe('RU');
});

test('an unprefixed page opened with lng=EN moves to the English copy @any-width', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lng', value: 'EN', url: baseURL as string }]);
  await page.goto('/product/3/');
  await expect(page).toHaveURL(/\/en\/product\/3\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every API call carries the lng header of the page @at-390', async ({ page }) => {
  const seen: { url: string; lng: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/client/v4/')) seen.push({ url: request.url(), lng: request.headers().lng });
  });
  await page.goto('/ru/product/1/');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  for (const call of seen) expect(call).toEqual({ url: call.url, lng: 'RU' });
});

test('a price changed after the build shows on the product page without a rebuild @any-width', async ({
  page,
  request,
}, testInfo) => {
  const id = testInfo.project.name === 'phone' ? 41 : 40;
  const before = await api(request, `/client/v4/products/${id}`);
  const price = before.price + 1111;
  const change = await request.patch(`/admin/v1/products/${id}`, {
    data: { price, oldPrice: null },
    headers: { 'x-admin-token': 'e2e-admin-token' },
  });
  expect(change.ok()).toBe(true);
  try {
    await page.goto(`/en/product/${id}/`);
    const formatted = `${Math.trunc(price)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} TMT`;
    await expect(page.getByTestId('price').first()).toContainText(formatted);
  } finally {
    await request.patch(`/admin/v1/products/${id}`, {
      data: { price: before.price, oldPrice: before.oldPrice },
      headers: { 'x-admin-token': 'e2e-admin-token' },
    });
  }
});

test('the header sticks to the top when scrolling, except on the comparison page', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await page.locator('header').first().boundingBox())?.y).toBe(0);
  await page.goto('/comparess/');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
  });
  await expect.poll(async () => (await page.locator('header').first().boundingBox())?.y ?? 0).toBeLessThan(0);
});

test('the categories and brands side panels', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'on phones the panels open from the slide-out menu (menu test)');
  const tops = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', 'en')).rows;
  await open(page, '/en/');
  await page
    .getByRole('navigation', { name: MESSAGES.en['header.nav.label'] })
    .getByRole('button', { name: MESSAGES.en['header.categories'] })
    .click();
  const panel = page.getByRole('dialog', { name: MESSAGES.en['panel.categories.title'] });
  await expect(panel).toBeVisible();
  for (const top of tops) await expect(panel.getByRole('link', { name: top.name, exact: true })).toBeVisible();
  await panel
    .getByRole('button', { name: MESSAGES.en['panel.subcategories.open'].replace('{name}', tops[1].name) })
    .click();
  await expect(
    panel
      .getByRole('region', { name: tops[1].name })
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(tops[1].items[0].name)}( \\d+)?$`) }),
  ).toBeVisible();
  await panel.getByRole('button', { name: MESSAGES.en['panel.close'] }).click();
  await expect(panel).toBeHidden();

  const brands = (await api(request, '/client/v4/brands?limit=100', 'en')).rows;
  await page
    .getByRole('navigation', { name: MESSAGES.en['header.nav.label'] })
    .getByRole('button', { name: MESSAGES.en['header.brands'] })
    .click();
  const brandPanel = page.getByRole('dialog', { name: MESSAGES.en['panel.brands.title'] });
  await expect(brandPanel.getByRole('link', { name: new RegExp(brands[0].name) })).toBeVisible();
});

test("a page starts without the panels', the chat's or the cookie banner's code: each comes when wanted (TM)", async ({
  page,
  isMobile,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await open(page, '/categories/1/');
  await page.waitForLoadState('networkidle');
  await idleStartsDone(page); // past every idle start (whenIdle's 3 s limit)
  const newScripts = async (action: () => Promise<void>) => {
    const before = scripts.length;
    await action();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
  };

  // pointing at a panel's button fetches its code before the click
  const button = isMobile
    ? page.getByRole('button', { name: MESSAGES.tm['header.menu.open'] })
    : page
        .getByRole('navigation', { name: MESSAGES.tm['header.nav.label'] })
        .getByRole('button', { name: MESSAGES.tm['header.categories'] });
  await newScripts(() => button.hover());
  await button.click();
  const panel = page.getByRole('dialog', {
    name: MESSAGES.tm[isMobile ? 'header.menu.title' : 'panel.categories.title'],
  });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: MESSAGES.tm['panel.close'] }).first().click();
  await expect(panel).toBeHidden();

  // the chat's button is in the page from the build; its code comes with the first press
  const chat = page.getByRole('button', { name: MESSAGES.tm['layout.chat'] });
  await expect(chat).toBeVisible();
  await newScripts(() => chat.click());
  await expect(page.getByRole('dialog', { name: MESSAGES.tm['chat.title'] })).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.tm['chat.close'] }).click();

  // the choice is stored (tests/playwright.config.ts): the banner's code comes with "Cookie settings"
  await newScripts(() => page.getByRole('link', { name: MESSAGES.tm['footer.cookies'] }).click());
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});

test('the slide-out menu on a phone holds categories, brands, comparison, favourites and languages', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phones only');
  const lng: Lng = 'ru';
  await open(page, '/ru/');
  await expect(page.getByRole('navigation', { name: MESSAGES[lng]['header.nav.label'] })).toBeHidden();
  await page.getByRole('button', { name: MESSAGES[lng]['header.menu.open'] }).click();
  const menu = page.getByRole('dialog', { name: MESSAGES[lng]['header.menu.title'] });
  await expect(menu).toBeVisible();
  for (const id of ['header.categories', 'header.brands', 'header.comparison', 'header.favourites']) {
    await expect(menu.getByText(MESSAGES[lng][id], { exact: false }).first()).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'EN', exact: true })).toBeVisible();
});

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 0);
    test(`the rate-limit error page in ${lng.toUpperCase()}: status, message, Home and Back`, async ({ page }) => {
      await open(page, `${prefix(lng)}/429`);
      await expect(page.getByText('429', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lng]['error.tooManyRequests']);
      await expect(page.getByText(MESSAGES[lng]['error.tooManyRequests.text'])).toBeVisible();
      await expect(page.getByRole('link', { name: MESSAGES[lng]['common.home'], exact: true })).toHaveAttribute(
        'href',
        prefix(lng) || '/',
      );
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: MESSAGES[lng]['common.back'] }).click();
      await reloaded;
      await expect(page).toHaveURL(new RegExp(`${prefix(lng)}/429$`));
    });
  });
