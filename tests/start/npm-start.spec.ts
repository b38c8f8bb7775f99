/**
 * The whole purchase from `npm start` itself: the shop as a person runs it on a
 * fresh data directory, the site built through the API's own build queue, no test server and no
 * development outbox (npm start runs as production). The codes are read where that person reads
 * them: the `outbox: SMS to …` lines npm start prints in its terminal. Sign-up in the login dialog,
 * a product into the cart from its page, the checkout with the order's code, then /order. Turkmen,
 * the shop's default language, at a phone's width (tests/playwright.start.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import tm from '../../locales/tm.json';
import { fillForm, typeCode } from '../e2e/checkout-steps';

const m = tm as Record<string, string>;
const PORT = process.env.START_PORT ?? '8790';
let shop: ChildProcess | undefined;
let dataDir = '';
/** Every line npm start has printed so far, as the terminal shows them. */
const printed: string[] = [];

test.beforeAll(async () => {
  // A first start writes the sample catalogue and builds the whole site: minutes on two cores.
  test.setTimeout(20 * 60_000);
  dataDir = await mkdtemp(join(tmpdir(), 'npm-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT, DATA_DIR: dataDir };
  for (const name of ['SITE_DIR', 'ADMIN_TOKEN', 'NODE_ENV', 'DATABASE_URL', 'SAMPLE_PRODUCTS', 'LOG_LEVEL'])
    delete env[name];
  shop = spawn('npm', ['start'], { cwd: join(__dirname, '..', '..'), env, detached: true });
  let rest = '';
  const read = (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    printed.push(...lines);
  };
  shop.stdout!.on('data', read);
  shop.stderr!.on('data', read);
  const exited = new Promise<never>((_, reject) =>
    shop!.once('exit', (code) => reject(new Error(`npm start ended (${code}):\n${printed.join('\n')}`))),
  );
  const running = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (printed.some((line) => line.startsWith('The shop is running'))) {
        clearInterval(check);
        resolve();
      }
    }, 200);
  });
  await Promise.race([running, exited]);
  // What it told the person: the shop's address, and that codes are printed here.
  expect(printed.join('\n')).toContain(`shop               http://127.0.0.1:${PORT}`);
  expect(printed.join('\n')).toContain("printed here as 'outbox: ...' lines");
});

test.afterAll(async () => {
  if (shop?.pid) {
    const ended = new Promise((resolve) => shop!.once('exit', resolve));
    process.kill(-shop.pid, 'SIGTERM');
    await ended;
  }
  // the API's last writes may still land while it stops: rm retries a directory that filled again
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/** The 4-digit code of the newest SMS npm start printed for `phone` whose text passes `accept`. */
async function printedCode(phone: string, accept: (text: string) => boolean = () => true) {
  const digits = phone.replace(/\D/g, '');
  let code = '';
  await expect
    .poll(() => {
      const sms = printed
        .map((line) => /^outbox: SMS to ([^:]+): (.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null && match[1].replace(/\D/g, '') === digits)
        .map((match) => match[2])
        .reverse()
        .find(accept);
      code = /\b(\d{4})\b(?!.*\b\d{4}\b)/.exec(sms ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

async function openLogin(page: Page) {
  // A first visit answers the cookie banner first, as a person does; its button works once the page runs.
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: m['consent.necessaryOnly'] }).click();
  await expect(banner).toBeHidden();
  const menu = page.getByRole('dialog', { name: m['header.menu.title'] });
  await page.getByRole('button', { name: m['header.menu.open'] }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: m['header.profile.button'] }).click();
  const dialog = page.getByRole('dialog', { name: m['auth.dialog.title'] });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('sign up with the printed code, buy a product, see the order in /order (TM, 390 px)', async ({ page }) => {
  const stamp = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `+99361${stamp}00`;
  const recipient = `+99365${stamp}11`;

  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: m['auth.tab.signUp'] }).click();
  await dialog.getByRole('textbox', { name: m['auth.field.identifier'] }).fill(phone);
  await dialog.getByRole('button', { name: m['auth.code.send'] }).click();
  const cells = dialog.getByRole('group', { name: m['auth.field.code'] }).getByRole('textbox');
  await expect(cells).toHaveCount(4);
  await cells.first().click();
  await page.keyboard.type(await printedCode(phone));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: m['route.profile.title'] })).toBeVisible();

  // A product in stock, opened from its card on the home page as a shopper would.
  const popular = (await (await page.request.get('/client/v4/products?group=popular&limit=20')).json()) as {
    rows: { id: number; inStock: boolean }[];
  };
  const product = popular.rows.slice(0, 8).find((row) => row.inStock)!;
  await page.goto('/');
  const card = page.locator(`article[data-product-id="${product.id}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.locator(`a[href$="/product/${product.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await page.getByRole('button', { name: m['product.action.addToCart'] }).first().click();
  await expect(page.getByTestId('toast')).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('link', { name: m['cart.checkout'] }).click();
  await expect(page).toHaveURL(/\/cart-view$/);
  const form = page.getByTestId('checkout-form');
  await form.getByLabel(m['checkout.field.name'], { exact: true }).fill('Aýgül');
  await form.getByLabel(m['checkout.field.surname'], { exact: true }).fill('Meredowa');
  await fillForm(page, m, recipient);
  await form.getByTestId('checkout-submit').click();

  const step = page.getByTestId('checkout-code');
  await expect(step).toBeVisible();
  const id = Number(/№ ?(\d+)/.exec((await step.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await typeCode(page, await printedCode(recipient, (text) => text.includes(`№${id} `)));
  const done = page.getByTestId('checkout-done');
  await expect(done).toContainText(m['checkout.done.title']);

  await done.getByRole('link', { name: m['checkout.done.orders'] }).click();
  await expect(page).toHaveURL(/\/order$/);
  const row = page.getByTestId('order-row').filter({ hasText: `№ ${id}` });
  await expect(row.getByTestId('order-status')).toHaveText(m['orders.status.accepted']);
});
