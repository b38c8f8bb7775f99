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
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import tm from '../../locales/tm.json';

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
  if (process.env.START_REUSE_SITE === '1') Object.assign(env, { SITE_BUILD_COMMAND: 'true', SAMPLE_PRODUCTS: '240' });
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
    const check = () => {
      if (!printed.some((line) => line.startsWith('The shop is running'))) return;
      shop!.stdout!.off('data', check);
      resolve();
    };
    shop!.stdout!.on('data', check);
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

/** A call to the shop's API on its origin, as the storefront makes it; answers the status and body. */
async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', lng: 'TM', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('serves the site: the home page hydrates in Turkmen and opens a product (390 px)', async ({ page }) => {
  const popular = await call('/client/v4/products?group=popular&limit=8');
  const product = (popular.body.rows as { id: number }[])[0];
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tk');
  // The menu button works only once the page has hydrated.
  await page.getByRole('button', { name: m['header.menu.open'] }).click();
  await expect(page.getByRole('dialog', { name: m['header.menu.title'] })).toBeVisible();
  const response = await page.goto(`/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: m['product.action.addToCart'] }).first()).toBeVisible();
});

test('signs the owner it printed in to the staff app, which needs no site build of its own', async ({ page }) => {
  const owner = /staff app +http:\/\/127\.0\.0\.1:\d+\/admin +login (\S+), password (\S+) /.exec(printed.join('\n'));
  expect(owner).not.toBeNull();
  const [, login, password] = owner!;
  await page.goto('/admin');
  await page.getByLabel(m['staff.signIn.login']).fill(login);
  await page.getByLabel(m['staff.signIn.password']).fill(password);
  await page.getByRole('button', { name: m['staff.signIn.submit'] }).click();
  const nav = page.getByRole('navigation', { name: m['staff.nav.label'] });
  // the owner has every role: every screen is offered
  for (const screen of ['products', 'catalogue', 'builds', 'orders', 'messages', 'chat', 'staff', 'audit'])
    await expect(nav.getByRole('link', { name: m[`staff.nav.${screen}`] })).toBeVisible();
});

test('takes an order through its API with the codes it printed: sign-in, place, confirm, listed', async () => {
  const stamp = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `99361${stamp}00`;
  const recipient = `+99365${stamp}11`;

  const sent = await call('/auth/v2/signin', { method: 'POST', body: { phone } });
  expect(sent.status).toBe(200);
  const signedIn = await call('/auth/v2/verifycode', {
    method: 'POST',
    body: { phone, code: await printedCode(`+${phone}`), verification: sent.body.verification },
  });
  expect(signedIn.status).toBe(200);
  const session = { token: String(signedIn.body.token), device: String(signedIn.body.device) };

  const extras = await call('/client/v4/orders/extras');
  const date = (extras.body.dates as string[])[1];
  const cards = await call('/client/v4/products?limit=20');
  const product = (cards.body.rows as { id: number; price: number; inStock: boolean }[]).find((row) => row.inStock)!;
  const placed = await call('/client/v4/orders', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: {
      lines: [{ id: product.id, count: 1, cartPrice: product.price }],
      recipient: { name: 'Aýgül', surname: 'Meredowa', phone: recipient },
      address: { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-1', street: 'Atatürk', building: '1' },
      delivery: { method: 'courier', type: 'door', date, time: '12:00' },
      payment: { method: 'on-delivery', type: 'cash' },
    },
  });
  expect(placed.status).toBe(200);
  const id = Number(placed.body.id);
  const code = await printedCode(recipient, (text) => text.includes(`№${id} `));
  const verified = await call('/client/v4/orders/verify', {
    method: 'POST',
    headers: { ...session, 'idempotency-key': randomUUID() },
    body: { id, code },
  });
  expect(verified.body.status).toBe('accepted');

  const order = await call(`/client/v4/orders/${id}`, { headers: session });
  expect(order.status).toBe(200);
  expect(order.body.status).toBe('accepted');
});
