// Browser: layout at 390 px: whether long unbroken text widens the page is only known after real layout.
/**
 * Long text a shopper brings stays inside a phone's page (390 px): a 600-character query from the
 * URL in the search results' heading, and an address typed without spaces in /profile's list.
 */
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, open } from './support';

const atPhoneWidth = (info: TestInfo) => test.skip(info.project.name !== 'phone', 'seen at 390 px');

/** How much wider than the window the page is (0 when nothing spills out sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function codeFor(request: APIRequestContext, to: string) {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[];
      const message = outbox.find((entry) => entry.to.replace(/\D/g, '') === to.replace(/\D/g, ''));
      code = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

test('a 600-character query from the URL wraps inside the results heading and the page (TM)', async ({
  page,
}, info) => {
  atPhoneWidth(info);
  const query = 'samsunggalaxy'.repeat(47).slice(0, 600);
  await open(page, `/search?q=${query}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(query.slice(0, 40));
  // the heading's own text stays inside its box (no line wider than the heading)
  expect(await heading.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // nothing else quoting the query (the "nothing found" notice) widens the page past the 390 px window
  await expect(page.getByTestId('nothing-found')).toContainText(query.slice(0, 40));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an address typed without spaces wraps in /profile instead of widening the page (TM)', async ({ page }, info) => {
  atPhoneWidth(info);
  const phone = `+9936${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const sent = await page.request.post('/auth/v2/signin', { data: { phone } });
  const { verification } = (await sent.json()) as { verification: string };
  const verified = await page.request.post('/auth/v2/verifycode', {
    data: { phone, code: await codeFor(page.request, phone), verification },
  });
  expect(verified.status()).toBe(200);
  const street = 'Magtymgulyşaýoly'.repeat(7);
  const added = await page.request.post('/auth/v2/addresses', {
    data: { name: 'Öý', welayat: 'ashgabat', etrap: 'bagtyyarlyk', city: 'parahat-7', street, building: '3' },
  });
  expect(added.status(), await added.text()).toBe(200);
  await open(page, '/profile');
  const section = page.getByRole('region', { name: MESSAGES.tm['profile.section.addresses'], exact: true });
  await expect(section.getByText(street, { exact: false })).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
