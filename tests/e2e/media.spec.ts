// Browser: the slider's layout and the images and videos as the browser loads them.
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, framesPassed, LANGS, MESSAGES, oneLanguagePerWidth, open } from './support';

const FIRST_SLIDES = 6; // src/features/catalog/components/product-slider.tsx

/** Page errors and console errors (a hydration mismatch or React error 421 lands here). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('catalogue pages hydrate without errors once their live prices arrive', async ({ page, request }) => {
  const errors = collectErrors(page);
  const tops = (await api(request, '/client/v4/categories?onlyglobal=true&inclucesubcategories=true', 'en')).rows;
  for (const path of ['/en/', '/en/product/1/', `/en/categories/${tops[0].items[0].id}/`]) {
    const offers = page.waitForResponse(
      (response) => response.url().includes('/client/v4/products') && response.request().method() === 'POST',
    );
    await open(page, path);
    await offers;
    // the live prices are rendered into the hydrated cards (an error would be logged by then)
    await framesPassed(page);
  }
  expect(errors).toEqual([]);
});

test('a returning shopper sees their cart and favourites on cards that hydrate late', async ({
  page,
  context,
  baseURL,
}) => {
  // Slider sections hydrate after the cookies are read into the store; they must still show them.
  await open(page, '/en/');
  const ids = await page
    .locator('section#popular article[data-product-id]')
    .evaluateAll((cards) => cards.slice(0, 2).map((card) => Number(card.getAttribute('data-product-id'))));
  await context.addCookies([
    {
      name: 'carts',
      value: encodeURIComponent(JSON.stringify([{ id: ids[0], count: 1, cartPrice: 1 }])),
      url: baseURL as string,
    },
    { name: 'favorites', value: encodeURIComponent(JSON.stringify([ids[1]])), url: baseURL as string },
  ]);
  await open(page, '/en/');
  const card = (id: number) => page.locator(`section#popular article[data-product-id="${id}"]`);
  await expect(card(ids[0]).getByRole('button', { name: MESSAGES.en['product.action.addToCart'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(ids[0]).getByRole('button', { name: MESSAGES.en['product.action.favourite'] })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(card(ids[1]).getByRole('button', { name: MESSAGES.en['product.action.favourite'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(ids[1]).getByRole('button', { name: MESSAGES.en['product.action.addToCart'] })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a home slider renders its first cards, and the rest with swiper when the shopper reaches for it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'arrows are desktop controls; the phone test swipes');
  await open(page, '/en/');
  const row = page.locator('section#popular .swiper');
  const slides = row.locator('.swiper-slide');
  await expect(slides).toHaveCount(FIRST_SLIDES);
  await expect(row).not.toHaveClass(/swiper-initialized/);

  const next = page.locator('section#popular').getByRole('button', { name: MESSAGES.en['slider.next'] });
  await next.click();
  await expect(row).toHaveClass(/swiper-initialized/);
  expect(await slides.count()).toBeGreaterThan(FIRST_SLIDES);
  const wrapper = row.locator('.swiper-wrapper');
  await expect
    .poll(() => wrapper.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41))
    .toBeLessThan(0);

  await page.locator('section#popular').getByRole('button', { name: MESSAGES.en['slider.previous'] }).click();
  await expect
    .poll(() => wrapper.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41))
    .toBe(0);
});

test('on a phone a row scrolls natively before swiper, and swiper keeps the place', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout');
  await open(page, '/en/');
  const row = page.locator('section#popular .swiper');
  await expect(row.locator('.swiper-slide')).toHaveCount(FIRST_SLIDES);
  // A native swipe: the row scrolls, the remaining cards join it (scrolling again until the
  // section has hydrated: React does not replay a scroll that came before).
  await expect
    .poll(async () => {
      await row.evaluate((element) => element.scrollBy({ left: 200 }));
      return row.locator('.swiper-slide').count();
    })
    .toBeGreaterThan(FIRST_SLIDES);
  expect(await row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // The first touch starts swiper on the slide the shopper had scrolled to.
  await row.dispatchEvent('pointerdown');
  await expect(row).toHaveClass(/swiper-initialized/);
  await expect
    .poll(() =>
      row.locator('.swiper-wrapper').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41),
    )
    .toBeLessThan(0);
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('the product gallery: thumbnails choose the image, a click opens the full-screen viewer', async ({
  page,
  request,
}) => {
  const product = await api(request, '/client/v4/products/1', 'en');
  const total = product.galleries.length as number;
  expect(total).toBeGreaterThan(1);
  await open(page, '/en/product/1/');
  const label = (id: string, index: number) =>
    MESSAGES.en[id].replace('{index}', String(index)).replace('{total}', String(total));
  const second = page.getByRole('button', { name: label('product.gallery.show', 2) });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: label('product.gallery.show', 1) })).toHaveAttribute(
    'aria-current',
    'false',
  );
  const stage = page.locator('.stage .swiper');
  await expect(stage).toHaveClass(/swiper-initialized/);
  await expect
    .poll(() =>
      stage.locator('.swiper-wrapper').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41),
    )
    .toBeLessThan(0);

  await page.getByRole('button', { name: label('product.gallery.open', 2) }).click();
  const viewer = page.getByRole('dialog', { name: MESSAGES.en['viewer.label'].replace('{name}', product.name) });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 2);
    test(`${lng.toUpperCase()}: the product's video is a poster until played, then loads from the API and plays in its place`, async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      const product = await api(request, '/client/v4/products/1', lng);
      expect(product.video).toMatch(/\.webm$/);
      const videoRequests: string[] = [];
      page.on('request', (call) => {
        if (call.url().includes('/videos/')) videoRequests.push(call.url());
      });
      await open(page, `${lng === 'tm' ? '' : `/${lng}`}/product/1/`);
      await expect(page.getByRole('heading', { name: MESSAGES[lng]['product.video'] })).toBeVisible();
      const section = page.locator('section#video');
      // no player in the page while it loads: its controls would be built and styled then
      await expect(section.locator('video')).toHaveCount(0);
      const play = section.getByRole('link', {
        name: MESSAGES[lng]['product.video.play'].replace('{name}', product.name),
      });
      await play.scrollIntoViewIfNeeded();
      // without script the link plays the file itself
      await expect(play).toHaveAttribute('href', new RegExp(`${product.video.replace(/[.]/g, '\\.')}$`));
      await expect(play.locator('img')).toHaveAttribute('src', /\/images\//);
      expect(videoRequests).toEqual([]);
      await play.click();
      const video = section.locator('video');
      await expect(video).toBeFocused();
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute(
        'aria-label',
        MESSAGES[lng]['product.video.label'].replace('{name}', product.name),
      );
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
      expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(5);
      expect(videoRequests.length).toBeGreaterThan(0);
      await expect(section.getByRole('link')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
