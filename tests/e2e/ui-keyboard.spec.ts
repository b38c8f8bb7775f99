// Browser: real focus and focus rings, Escape from side panels.
/**
 * Defects a shopper met with the keyboard and the controls, at 1280 px (desktop) and
 * 390 px (phone), in TM, RU and EN: focus back to a side panel's button on Escape, focus rings that
 * show whole and stand out, the subcategories popover, slider arrows disabled at the ends. The
 * layout's defects: ui-layout.spec.ts.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  animationsDone,
  filtersButton,
  LANGS,
  type Lng,
  MESSAGES,
  oneLanguagePerWidth,
  open,
  prefix,
  tops,
} from './support';

/** Presses a control the way a keyboard user does: focus, then Enter. */
async function pressWithKeyboard(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 0);
    const m = MESSAGES[lng];
    test(`Escape on a side panel gives focus back to the button that opened it (${lng.toUpperCase()})`, async ({
      page,
      isMobile,
    }) => {
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
      // The menu listens for Escape from the effect that moves focus into it (use-modal.ts): on a
      // busy machine the menu can be drawn before that effect has run.
      await expect.poll(() => menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
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
  });

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

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 2);
    test(`the search box shows a clear, high-contrast focus ring (${lng.toUpperCase()})`, async ({ page }) => {
      await open(page, `${prefix(lng)}/`);
      await page.getByRole('combobox', { name: MESSAGES[lng]['header.search.label'] }).focus();
      const ring = await focusRing(page);
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.clippedBy).toBeNull();
      // WCAG 2.2 focus appearance: at least 3:1 against what the ring replaces (the header's white).
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
    });
  });

// ------------------------------------------------------------------ 1. the subcategories popover

for (const lng of LANGS)
  test.describe(() => {
    oneLanguagePerWidth(lng, 1);
    test(`subcategories open in a popover: button state, focus into it, Escape back, click outside (${lng.toUpperCase()})`, async ({
      page,
      request,
      isMobile,
    }) => {
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
  });

// ------------------------------------------------------------------ 2. slider arrows

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
  // Scrolled (as a trackpad does) to the end: more cards join the row, then the end is reached. The
  // row's part hydrates when seen, so a scroll may come before its handler: each try tells it again.
  await expect
    .poll(async () => {
      await row.evaluate((element) => {
        element.scrollTo({ left: element.scrollWidth, behavior: 'instant' });
        element.dispatchEvent(new Event('scroll'));
      });
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
  // The row's part of the page hydrates when it is seen: a pointer that entered it before has to
  // come again, as a shopper's would, for swiper to start.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await row.hover();
    await expect(row).toHaveClass(/swiper-initialized/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(previous).toBeDisabled();
  await next.focus();
  for (let step = 0; step < 40 && (await next.getAttribute('aria-disabled')) !== 'true'; step += 1) {
    const from = await row.evaluate(
      (el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex,
    );
    await page.keyboard.press('Enter');
    // swiper's transition: over once the slide moved on and it is no longer animating
    await expect
      .poll(() =>
        row.evaluate((el) => {
          const { swiper } = el as HTMLElement & { swiper: { activeIndex: number; animating: boolean } };
          return swiper.animating ? -1 : swiper.activeIndex;
        }),
      )
      .toBeGreaterThan(from);
  }
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(next).toBeEnabled();
});
