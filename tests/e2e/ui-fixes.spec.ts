/**
 * The shopper's defects of issue 12, each as a shopper meets it, at 1280 px (desktop) and 390 px
 * (phone), in TM, RU and EN: focus back to a side panel's button on Escape, focus rings that show
 * whole and stand out, names that break between words only, the subcategories popover, comparison
 * buttons on one line, slider arrows disabled at the ends, filter options that no product has.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { animationsDone, api, escapeRegExp, LANGS, MESSAGES, open, prefix, type Lng } from './support';

interface Top {
  id: number;
  name: string;
  items: { id: number; name: string }[];
}

const tops = (request: APIRequestContext, lng: Lng) =>
  api<{ rows: Top[] }>(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', lng).then(
    (answer) => answer.rows,
  );

/** The language a test runs in on each screen: every language on one of them, none on both. */
const ON = { desktop: ['tm', 'ru'], phone: ['en', 'tm'] } as const;
const runsIn = (project: string) => ON[project as keyof typeof ON] as readonly Lng[];

/** The phone's Filters button (its name ends with the number of filters set). */
const filtersButton = (page: Page, lng: Lng) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(MESSAGES[lng]['filters.title'])}( \\d+)?$`) });

// ------------------------------------------------------------------ 1. keyboard and focus rings

/** Presses a control the way a keyboard user does: focus, then Enter. */
async function pressWithKeyboard(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

for (const lng of LANGS) {
  const m = MESSAGES[lng];
  test(`Escape on a side panel gives focus back to the button that opened it (${lng.toUpperCase()})`, async ({
    page,
    isMobile,
  }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    await open(page, `${prefix(lng)}/categories/1`);
    const categories = page.getByRole('dialog', { name: m['panel.categories.title'] });
    if (!isMobile) {
      const nav = page.getByRole('navigation', { name: m['header.nav.label'] });
      for (const [id, title] of [
        ['header.categories', 'panel.categories.title'],
        ['header.brands', 'panel.brands.title'],
      ]) {
        const opener = nav.getByRole('button', { name: m[id] });
        await pressWithKeyboard(opener);
        const panel = page.getByRole('dialog', { name: m[title] });
        await expect(panel.getByRole('button', { name: m['panel.close'] })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(opener).toBeFocused();
      }
      return;
    }
    // The phone: the menu, the categories opened from the menu, and the filter drawer.
    const menuButton = page.getByRole('button', { name: m['header.menu.open'] });
    const menu = page.getByRole('dialog', { name: m['header.menu.title'] });
    await pressWithKeyboard(menuButton);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await pressWithKeyboard(menuButton);
    await pressWithKeyboard(menu.getByRole('button', { name: m['header.categories'] }));
    await expect(categories.getByRole('button', { name: m['panel.close'] })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(categories).toBeHidden();
    await expect(menuButton).toBeFocused();

    const filters = filtersButton(page, lng);
    await pressWithKeyboard(filters);
    const drawer = page.getByRole('dialog', { name: m['filters.title'] });
    await expect(drawer).toBeVisible();
    // Ticking a filter re-renders the drawer: focus stays on the box ticked.
    const box = drawer.getByRole('checkbox').first();
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filters).toBeFocused();
  });
}

interface Ring {
  /** outline style and width (px) */
  style: string;
  width: number;
  /** contrast of the ring's colour against the background around the control */
  contrast: number;
  /** an ancestor that clips the ring, if any */
  clippedBy: string | null;
}

/** The focus ring of the focused element: its outline, its contrast, and whether anything cuts it. */
function focusRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    // The first ancestor with an opaque background is what the ring is drawn on.
    let behind = element.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const background = rgb(getComputedStyle(behind ?? document.body).backgroundColor);
    const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(background)].sort((a, b) => b - a);
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const reach = width + parseFloat(style.outlineOffset || '0');
    const box = element.getBoundingClientRect();
    let clippedBy: string | null = null;
    for (let parent = element.parentElement; parent && !clippedBy; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (
        box.left - reach < clip.left - 0.5 ||
        box.right + reach > clip.right + 0.5 ||
        box.top - reach < clip.top - 0.5 ||
        box.bottom + reach > clip.bottom + 0.5
      )
        clippedBy = `${parent.tagName.toLowerCase()}.${parent.className}`;
    }
    return { style: style.outlineStyle, width, contrast: (light + 0.05) / (dark + 0.05), clippedBy };
  });
}

test("the header's second-row links show their whole focus ring, in a colour that stands out", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'on phones these links are in the slide-out menu');
  const m = MESSAGES.ru;
  await open(page, '/ru/');
  const nav = page.getByRole('navigation', { name: m['header.nav.label'] });
  await nav.getByRole('button', { name: m['header.brands'] }).focus();
  // Tab through the category links that are on screen, then comparison and favourites.
  const shown = await nav.getByRole('link').evaluateAll(
    (links) =>
      links.filter((link) => {
        const box = link.getBoundingClientRect();
        const nav = link.closest('nav')!.getBoundingClientRect();
        return box.width > 0 && box.top >= nav.top && box.bottom <= nav.bottom;
      }).length,
  );
  expect(shown).toBeGreaterThan(2);
  for (let index = 0; index < shown; index += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    const name = await page.evaluate(() => document.activeElement?.textContent);
    expect(ring.style, `${name}: a solid ring`).toBe('solid');
    expect(ring.width, `${name}: ring width`).toBeGreaterThanOrEqual(2);
    expect(ring.clippedBy, `${name}: nothing cuts the ring`).toBeNull();
    expect(ring.contrast, `${name}: ring contrast on the green row`).toBeGreaterThanOrEqual(3);
  }
});

for (const lng of LANGS) {
  test(`the search box shows a clear, high-contrast focus ring (${lng.toUpperCase()})`, async ({ page }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    await open(page, `${prefix(lng)}/`);
    await page.getByRole('combobox', { name: MESSAGES[lng]['header.search.label'] }).focus();
    const ring = await focusRing(page);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.clippedBy).toBeNull();
    // WCAG 2.2 focus appearance: at least 3:1 against what the ring replaces (the header's white).
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  });
}

// ------------------------------------------------------------------ 2. words broken inside

/**
 * The words of `scope`'s elements that the layout broke inside, or that stick out of their element:
 * a word (or a compound's part up to its hyphen, where a line may break) must lie on one line.
 */
function brokenWords(scope: Locator) {
  return scope.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) found.push(`${match[0]} (broken)`);
          else if (rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1))
            found.push(`${match[0]} (sticks out)`);
        }
      }
      return found;
    }),
  );
}

for (const lng of LANGS) {
  test(`names on tiles and cards break between words only (${lng.toUpperCase()})`, async ({ page, request }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    test.setTimeout(90_000);
    const m = MESSAGES[lng];
    await page.goto(`${prefix(lng)}/`);
    // The tiles (links) of the home page's categories and brands, and the product cards' names.
    const homeTiles = page.locator('#categories li > a, #brands li > a');
    await expect(homeTiles.first()).toBeVisible();
    expect(await brokenWords(homeTiles)).toEqual([]);
    expect(await brokenWords(page.locator('article h3'))).toEqual([]);
    for (const top of await tops(request, lng)) {
      if (!top.items.length) continue;
      await page.goto(`${prefix(lng)}/categories/${top.id}`);
      const tiles = page
        .getByRole('heading', { name: m['category.subcategories'], exact: true })
        .locator('xpath=following-sibling::ul')
        .locator('li > a');
      await expect(tiles).toHaveCount(top.items.length);
      expect(await brokenWords(tiles), `subcategories of ${top.name}`).toEqual([]);
      expect(await brokenWords(page.locator('article h3')), `cards of ${top.name}`).toEqual([]);
    }
  });
}

// ------------------------------------------------------------------ 3. the subcategories popover

for (const lng of LANGS) {
  test(`subcategories open in a popover: button state, focus into it, Escape back, click outside (${lng.toUpperCase()})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    const m = MESSAGES[lng];
    const [first, second] = (await tops(request, lng)).filter((top) => top.items.length > 0);
    await open(page, `${prefix(lng)}/`);
    if (isMobile) {
      await page.getByRole('button', { name: m['header.menu.open'] }).click();
      await page
        .getByRole('dialog', { name: m['header.menu.title'] })
        .getByRole('button', { name: m['header.categories'] })
        .click();
    } else {
      await page
        .getByRole('navigation', { name: m['header.nav.label'] })
        .getByRole('button', { name: m['header.categories'] })
        .click();
    }
    const panel = page.getByRole('dialog', { name: m['panel.categories.title'] });
    const toggle = panel.getByRole('button', { name: m['panel.subcategories.open'].replace('{name}', first.name) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const popoverId = await toggle.getAttribute('aria-controls');
    expect(popoverId).toBeTruthy();
    const popover = page.locator(`[id="${popoverId}"]`);
    await expect(popover).toBeHidden();
    const nextRow = panel.getByRole('link', { name: second.name, exact: true });
    await animationsDone(panel); // the panel slides in: measure where the row stays
    const before = await nextRow.boundingBox();

    await pressWithKeyboard(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toBeVisible();
    const links = popover.getByRole('link');
    await expect(links).toHaveCount(first.items.length);
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toContainText(first.items[0].name);
    // A popover floats over the list: the rows below stay where they were.
    expect(await nextRow.boundingBox()).toEqual(before);
    // Within the panel on a phone too.
    const [panelBox, popoverBox] = [await panel.boundingBox(), await popover.boundingBox()];
    expect(popoverBox!.x).toBeGreaterThanOrEqual(panelBox!.x);
    expect(popoverBox!.x + popoverBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);

    // Escape closes the popover, back to its button; the panel stays.
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeVisible();

    // A click outside it closes it.
    await toggle.click();
    await expect(popover).toBeVisible();
    await panel.getByRole('heading', { name: m['panel.categories.title'] }).click();
    await expect(popover).toBeHidden();
    await expect(panel).toBeVisible();

    // Its links lead to the subcategory.
    await toggle.click();
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lng)}/categories/${first.items[0].id}/?$`));
    await expect(panel).toBeHidden();
  });
}

// ------------------------------------------------------------------ 4. comparison buttons

for (const lng of LANGS) {
  test(`the comparison page's buttons stay on one line on a phone (${lng.toUpperCase()})`, async ({
    page,
    request,
    context,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the narrow columns are the phone layout');
    const m = MESSAGES[lng];
    const category = (await tops(request, lng))[0].items[0].id;
    const products = (
      await api<{ rows: { id: number; name: string; inStock: boolean }[] }>(
        request,
        `/client/v4/products?categories=${category}&limit=20`,
        lng,
      )
    ).rows.filter((product) => product.inStock);
    const [a, b] = products;
    await context.addCookies([
      { name: 'comparess', value: encodeURIComponent(JSON.stringify([a.id, b.id])), url: baseURL as string },
    ]);
    await open(page, `${prefix(lng)}/comparess`);
    const columns = page.getByTestId('compared-product');
    await expect(columns).toHaveCount(2);
    // The lines a button's text takes (its icon aside).
    const lines = (button: Locator) =>
      button.evaluate((element) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
    const cart = page.getByRole('button', { name: m['comparison.cart.named'].replace('{name}', a.name) });
    await expect(cart).toHaveText(m['comparison.cart']);
    expect(await lines(cart)).toBe(1);
    await cart.click();
    await expect(cart).toHaveText(m['product.action.inCart']);
    expect(await lines(cart)).toBe(1);
    // the other product's cart button, and the remove buttons (an icon alone)
    for (const button of await columns.getByRole('button').all()) expect(await lines(button)).toBeLessThanOrEqual(1);
  });
}

// ------------------------------------------------------------------ 5. slider arrows

/** The home page's first slider, its row and its arrows. */
function slider(page: Page, lng: Lng) {
  const frame = page.locator('[aria-roledescription="carousel"]').first();
  return {
    frame,
    row: frame.locator('.swiper'),
    previous: frame.getByRole('button', { name: MESSAGES[lng]['slider.previous'] }),
    next: frame.getByRole('button', { name: MESSAGES[lng]['slider.next'] }),
  };
}

test('slider arrows are disabled at the ends while the row scrolls natively, before swiper runs (TM)', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'phones swipe; the arrows are the desktop layout');
  await open(page, '/');
  const { row, previous, next } = slider(page, 'tm');
  await expect(previous).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // Scrolled (as a trackpad does) to the end: more cards join the row, then the end is reached.
  await expect
    .poll(async () => {
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      return next.getAttribute('aria-disabled');
    })
    .toBe('true');
  await expect(previous).toBeEnabled();
  await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // All of it without swiper.
  await expect(row).not.toHaveClass(/swiper-initialized/);
});

test('slider arrows are disabled at the ends once swiper runs, and keep focus (RU)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'phones swipe; the arrows are the desktop layout');
  await open(page, '/ru/');
  const { row, previous, next } = slider(page, 'ru');
  await row.hover();
  await expect(row).toHaveClass(/swiper-initialized/);
  await expect(previous).toBeDisabled();
  await next.focus();
  for (let step = 0; step < 40 && (await next.getAttribute('aria-disabled')) !== 'true'; step += 1) {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(350); // swiper's transition
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(next).toBeEnabled();
});

// ------------------------------------------------------------------ 6. filter options no product has

interface Facets {
  count: number;
  facets: { parameters: { options: { id: number; value: string; count: number }[] }[] };
}

/** Every parameter option of category 1 under the given options, with its count (the API's facets). */
async function categoryOptions(request: APIRequestContext, lng: Lng, parameters: number[]) {
  const response = await request.post('/client/v4/products/filter?limit=1&facets=true', {
    headers: { lng: lng.toUpperCase() },
    data: { categories: [1], parameters },
  });
  return ((await response.json()) as Facets).facets.parameters.flatMap((parameter) => parameter.options);
}

for (const lng of LANGS) {
  test(`a filter option no product has is disabled unless ticked (${lng.toUpperCase()})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    const m = MESSAGES[lng];
    // One option ticked (the first that some products have), and one that none of those has, whose
    // name no other option starts with.
    const ticked = (await categoryOptions(request, lng, [])).find((option) => option.count > 0)!;
    const under = await categoryOptions(request, lng, [ticked.id]);
    const zero = under.find(
      (option) =>
        option.count === 0 &&
        under.filter((other) => other.value.startsWith(option.value)).length === 1 &&
        option.id !== ticked.id,
    )!;
    expect(zero, 'the catalogue has an option no product under the filter has').toBeDefined();

    const base = `${prefix(lng)}/categories/1`;
    await open(page, `${base}?options=${ticked.id}`);
    let panel = page.getByTestId('filter-panel');
    if (isMobile) {
      await filtersButton(page, lng).click();
      panel = page.getByRole('dialog', { name: m['filters.title'] }).getByTestId('filter-panel');
    }
    const box = (value: string) =>
      panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)}\\s*\\d+$`) }).first();
    await expect(box(zero.value)).toBeDisabled();
    await expect(box(zero.value)).not.toBeChecked();
    await expect(box(ticked.value)).toBeEnabled();

    // Ticked while it had products (a shared link): it can still be unticked.
    await open(page, `${base}?options=${ticked.id},${zero.id}`);
    if (isMobile) {
      await filtersButton(page, lng).click();
    }
    await expect(box(zero.value)).toBeChecked();
    await expect(box(zero.value)).toBeEnabled();
    await box(zero.value).click();
    await expect(page).toHaveURL(`${base}?options=${ticked.id}`);
    await expect(box(zero.value)).toBeDisabled();
  });
}

// ------------------------------------------------------------------ 7. a shared filtered link holds still

// The static page is the unfiltered listing; under a shared link with filters, the status line
// ("Loading products…", then "16 products match") appears after load. On a phone it has a row of its
// own above the Filters and sort buttons: were that row empty until then, the buttons would jump a
// line down under the shopper's finger (a tap there landed above the button).
for (const lng of ['tm', 'ru'] as const) {
  test(`a shared filtered link on a phone: the Filters button stays where the page drew it (${lng.toUpperCase()})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the status line has a row of its own on phones only');
    const first = (await categoryOptions(request, lng, [])).find((option) => option.count > 0)!;
    await page.goto(`${prefix(lng)}/categories/1?options=${first.id}`, { waitUntil: 'commit' });
    const button = filtersButton(page, lng);
    await button.waitFor();
    const drawn = (await button.boundingBox())!;
    const status = page.getByTestId('result-count');
    await expect(status).toHaveText(/\d/); // the live answer's count: the status line in its final state
    await expect(button).toHaveText(/1$/); // the badge of the filter set
    const after = (await button.boundingBox())!;
    expect(after.y).toBe(drawn.y);
    const statusBox = (await status.boundingBox())!;
    expect(statusBox.y + statusBox.height).toBeLessThanOrEqual(after.y);
    // The sort menu stays on the button's row with the badge shown, so the cards below do not move.
    const sort = (await page.getByTestId('sort').boundingBox())!;
    expect(Math.abs(sort.y + sort.height / 2 - (after.y + after.height / 2))).toBeLessThanOrEqual(2);
    expect(sort.x).toBeGreaterThanOrEqual(after.x + after.width);
  });
}

// ------------------------------------------------------------------ 8. the shop's providers, once

// Gatsby wraps a page's Head in wrapRootElement too: the shop's providers around it made a second
// store, and so a second session check on every load and the global styles twice in the page.
test('a page load checks the session once and writes the global styles once', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/v2/verify') checks.push(request.url());
  });
  const response = await open(page, '/ru/');
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  await page.waitForTimeout(1500); // a second check, were there one, starts with the first
  expect(checks).toHaveLength(1);
  const html = await response!.text();
  expect(html.match(/<style data-emotion="css-global /g)).toHaveLength(1);
  await expect(page.locator('style[data-emotion^="css-global"]')).toHaveCount(1);
});

// ------------------------------------------------------------------ 9. icons keep their size

// The circled badge of an empty state is styled by its class, which every icon also carries: the
// rule once reached the home icon inside 'Continue shopping' and drew it as an 80 px circle, and the
// categories panel's image rule drew its 20 px chevrons at 32 px.
for (const lng of LANGS) {
  const m = MESSAGES[lng];
  test(`an icon inside a button keeps its own size: the empty cart, the categories panel (${lng.toUpperCase()})`, async ({
    page,
    isMobile,
  }, info) => {
    test.skip(!runsIn(info.project.name).includes(lng), 'another language on this screen');
    const size = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [Math.round(box.width), Math.round(box.height)];
      });
    await open(page, `${prefix(lng)}/cart`);
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('heading', { name: m['cart.empty.title'] })).toBeVisible();
    expect(await size(empty.locator('> .icon'))).toEqual([80, 80]);
    const home = empty.getByRole('link', { name: m['lists.toShopping'] });
    expect(await size(home.locator('svg'))).toEqual([22, 22]);
    const homeBox = await home.boundingBox();
    expect(homeBox!.height).toBeLessThan(60);

    if (isMobile) {
      const menu = page.getByRole('dialog', { name: m['header.menu.title'] });
      await page.getByRole('button', { name: m['header.menu.open'] }).click();
      await menu.getByRole('button', { name: m['header.categories'] }).click();
    } else {
      const nav = page.getByRole('navigation', { name: m['header.nav.label'] });
      await nav.getByRole('button', { name: m['header.categories'] }).click();
    }
    const panel = page.getByRole('dialog', { name: m['panel.categories.title'] });
    const chevron = panel.locator('button[aria-expanded]').first().locator('svg');
    await expect(chevron).toBeVisible();
    expect(await size(chevron)).toEqual([20, 20]);
  });
}
