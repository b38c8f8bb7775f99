// Browser: hydration timing on a slowed CPU: input before and during hydration.
/**
 * A shopper who acts while the page is still starting. The page's root hydrates first; the header,
 * the footer and the home page's hero hydrate after it as boundaries of their own, in slices
 * (docs/performance.md). Text typed into the header's search box before or while it hydrates, and a
 * tap on its buttons right after the root's hydration mark, must not be lost. For what happens at
 * the root's hydration mark the CPU is slowed down 4x (as Lighthouse's phone) so that the window
 * between the root and the header is wide, and each case runs several loads, since what it guards
 * against is a matter of timing. Text typed before hydration holds the scripts back instead.
 */
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, prefix, type Lng } from './support';

const LOADS = 3;

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const searchBox = (page: Page, lng: Lng) => page.getByRole('combobox', { name: MESSAGES[lng]['header.search.label'] });

/**
 * The search box works on the text typed: it is kept, and its suggestions are looked for. Alone,
 * the list shows 1.5 s after the hydration mark (1 s of it the debounce); with the other worker's
 * browser on the same 2 cores, both slowed 4x, one failed run took 11 s to send the query and more
 * to show the answer, hence the long wait (what is asserted is that it comes, not how fast).
 */
async function expectSearched(page: Page, lng: Lng, text: string) {
  await expect(searchBox(page, lng)).toHaveValue(text);
  await expect(page.getByRole('listbox', { name: MESSAGES[lng]['search.suggestions'] })).toBeVisible({
    timeout: 30_000,
  });
  await expect(searchBox(page, lng)).toHaveValue(text);
}

// One language per width: the timing is the same in all three, the texts are checked elsewhere. The
// search box is one component at both widths: each of its cases runs at one, the header's buttons
// (a menu on a phone, the categories on a desktop) at both.
const LNG_OF: Record<string, Lng> = { desktop: 'tm', phone: 'ru' };
const lngOf = (info: TestInfo): Lng => LNG_OF[info.project.name] ?? 'en';

test.describe('input while the page starts, 4x CPU slowdown', () => {
  // The CPU throttle is the context's for good.
  test.use({ isolated: true });
  test.describe.configure({ timeout: 180_000 });

  test('text typed at the moment the root has hydrated is kept and searched @at-390', async ({ page }, info) => {
    const lng = lngOf(info);
    await slowCpu(page);
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(`${prefix(lng)}/`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await searchBox(page, lng).pressSequentially('sa');
      await expectSearched(page, lng, 'sa');
    }
  });

  test("the header's menu or catalogue button pressed at the moment the root has hydrated opens its panel", async ({
    page,
    isMobile,
  }, info) => {
    const lng = lngOf(info);
    const m = MESSAGES[lng];
    await slowCpu(page);
    for (let load = 0; load < LOADS; load += 1) {
      await page.goto(`${prefix(lng)}/`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      if (isMobile) {
        await page.getByRole('button', { name: m['header.menu.open'] }).click();
        await expect(page.getByRole('dialog', { name: m['header.menu.title'] })).toBeVisible({ timeout: 15_000 });
      } else {
        await page.getByRole('banner').getByRole('button', { name: m['header.categories'] }).click();
        await expect(page.getByRole('dialog', { name: m['panel.categories.title'] })).toBeVisible({
          timeout: 15_000,
        });
      }
    }
  });
});

// The scripts held back until the shopper has typed make this case's order of events certain: no
// CPU slowdown or repeated loads are needed to reach it.
test('text typed before the page has hydrated is kept and searched once it has @any-width', async ({ page }, info) => {
  const lng = lngOf(info);
  let typed = () => {};
  const held = new Promise<void>((resolve) => {
    typed = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${prefix(lng)}/`, { waitUntil: 'commit' });
  const box = searchBox(page, lng);
  await box.pressSequentially('sam');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  typed();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expectSearched(page, lng, 'sam');
});
