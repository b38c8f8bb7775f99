// Browser: rows loaded as the page scrolls (IntersectionObserver) and presses during hydration.
/**
 * The product page's similar and recommended rows are below the fold: their code (the slider, the
 * cards) comes when the shopper gets near them, not in the page's first load (docs/adr/006 item
 * 20). A card's button pressed while that code is on its way is pressed once the row has
 * hydrated, once (src/components/ui/when-seen.tsx). Desktop in EN, phone in TM.
 */
import { type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { framesPassed, MESSAGES, open, prefix, type Lng } from './support';

test('a card button pressed in the similar row before its code arrived is pressed once it has', async ({
  page,
}, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'tm' : 'en';
  const m = MESSAGES[lng];
  // Scripts asked for after the page has hydrated are held until the test lets them go.
  let holding = false;
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => (holding ? held.push(route) : route.continue()));
  await open(page, `${prefix(lng)}/product/1`);
  holding = true;
  const card = page.locator('#similar article[data-product-id]').first();
  const id = await card.getAttribute('data-product-id');
  const button = card.getByRole('button', { name: m['product.action.addToCart'] });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.scrollIntoViewIfNeeded();
  await button.click();
  // the row's code was asked for (it is not in the page's first load) and has not arrived
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // the click has been dispatched and any render it caused drawn
  await framesPassed(page);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // pressed once: a second press would have taken it out of the cart again (held clicks are
  // given back in one task once the row hydrates; the frames after it show what they did)
  await framesPassed(page, 3);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const cookies = await page.context().cookies();
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === 'carts')?.value ?? '')).toContain(`${id}`);
});

test('the similar row works as before once the shopper has scrolled to it', async ({ page }, info) => {
  const lng: Lng = info.project.name === 'phone' ? 'tm' : 'en';
  const m = MESSAGES[lng];
  await open(page, `${prefix(lng)}/product/1`);
  const card = page.locator('#recommended article[data-product-id]').first();
  await card.scrollIntoViewIfNeeded();
  const favourite = card.getByRole('button', { name: m['product.action.favourite'] });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
});
