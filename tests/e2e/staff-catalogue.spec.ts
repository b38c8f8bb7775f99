// Browser: the staff app's catalogue screens signed in through the form, a product's address after a reload, the static product page's live price, the rollback dialog's focus and Escape (a bottom sheet on a phone), a refused file's problems at 390 px.
/**
 * The catalogue editors' part of the staff app (docs/adr/028, 029), which replaces the editors'
 * page (editors.spec.ts): an account with the catalogue role signs in at /staff, finds a product and
 * changes its price and stock (the shop's static page shows the new price at once, without a
 * rebuild), renames it, follows the site builds with a confirmation before a rollback, lists a
 * refused catalogue file's problems, and is refused the orders and the staff accounts. TM, RU and
 * EN over the tests, both widths. Products 211-213 are this file's; each test puts back what it
 * changed. What the screens decide (what a save sends, the rules, a real rollback on an API that
 * builds) is in src/staff-app/catalogue/*.test.tsx.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { BuildListWire, BuildWire } from '../../server/src/contract/site-builds';
import { STAFF_APP_BASE, STAFF_APP_SCREENS } from '../../server/src/contract/staff-app';
import { shopDateTime } from '../../src/lib/dates';
import { localizePath } from '../../src/lib/i18n';
import { animationsDone, api, MESSAGES, tmt, type Lng } from './support';
import { fitsTheWindow, makeStaff, signIn, STAFF_ADMIN_TOKEN } from './staff-support';

const ADMIN = { 'x-admin-token': STAFF_ADMIN_TOKEN };
const MINE = ['products', 'catalogue', 'builds'];

/** A text of the app with its {values} put in (the ones used here have no plurals). */
const say = (lng: Lng, id: string, values: Record<string, string | number> = {}) =>
  MESSAGES[lng][id].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

interface Editable {
  id: number;
  model: string;
  name: Record<Lng, string>;
  description: Record<Lng, string>;
  price: number;
  oldPrice: number | null;
  stock: number;
}

const editable = async (page: Page, id: number) =>
  (await (await page.request.get(`/admin/v1/products/${id}`, { headers: ADMIN })).json()) as Editable;

test('a catalogue editor finds a product, changes its price and stock, and its static page shows the new price at once (EN at 1280 px, TM at 390 px)', async ({
  page,
  request,
}, info) => {
  const phone = info.project.name === 'phone';
  const lng: Lng = phone ? 'tm' : 'en';
  const id = phone ? 212 : 211;
  const before = await editable(page, id);
  const listed = await api<{ name: string }>(request, `/client/v4/products/${id}`, lng);
  const price = before.price + 7;
  try {
    await signIn(page, await makeStaff(request, ['catalogue']), lng);
    // The editor's first screen is the products.
    await expect(page).toHaveURL(`${STAFF_APP_BASE}/products`);
    await page.getByLabel(say(lng, 'staff.products.query'), { exact: true }).fill(before.model);
    await page.getByRole('button', { name: say(lng, 'staff.products.searchSubmit') }).click();
    await page.getByRole('link', { name: listed.name, exact: true }).click();
    await expect(page).toHaveURL(`${STAFF_APP_BASE}/products/${id}?q=${encodeURIComponent(before.model)}`);
    await expect(page.getByLabel(say(lng, 'staff.products.name.en'), { exact: true })).toHaveValue(before.name.en);
    await expect(page.getByLabel(say(lng, 'staff.products.description.ru'), { exact: true })).toHaveValue(
      before.description.ru,
    );

    await page.getByLabel(say(lng, 'staff.products.price'), { exact: true }).fill(String(price));
    await page.getByLabel(say(lng, 'staff.products.stock'), { exact: true }).fill('3');
    await page.getByRole('button', { name: say(lng, 'staff.save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: say(lng, 'staff.products.saved') })).toHaveText(
      `${say(lng, 'staff.products.saved')} ${say(lng, 'staff.products.saved.live')}`,
    );
    expect(await editable(page, id)).toEqual({ ...before, price, stock: 3 });
    await fitsTheWindow(page);

    // The product's address opens it again after a reload, with what was saved.
    await page.reload();
    await expect(page.getByLabel(say(lng, 'staff.products.price'), { exact: true })).toHaveValue(String(price));

    // The shop's static page, built before the change, shows the new price: no rebuild needed.
    await page.goto(localizePath(`/product/${id}/`, lng));
    await expect(page.getByTestId('price').first()).toContainText(tmt(price));
  } finally {
    await request.patch(`/admin/v1/products/${id}`, {
      headers: ADMIN,
      data: { price: before.price, stock: before.stock },
    });
  }
});

test('a catalogue editor renames a product; nothing else is sent, and the page says when the pages show it (RU) @any-width', async ({
  page,
  request,
}) => {
  const lng: Lng = 'ru';
  const id = 213;
  const before = await editable(page, id);
  const patches: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') patches.push(sent.postDataJSON());
  });
  try {
    await signIn(page, await makeStaff(request, ['catalogue']), lng, `/products/${id}`);
    const name = page.getByLabel(say(lng, 'staff.products.name.ru'), { exact: true });
    await expect(name).toHaveValue(before.name.ru);
    await name.fill('Товар с новым именем');
    await page.getByRole('button', { name: say(lng, 'staff.save'), exact: true }).click();
    // The browser tests' API serves a built folder and builds nothing: the next build elsewhere shows it.
    await expect(page.getByRole('status').filter({ hasText: say(lng, 'staff.products.saved') })).toHaveText(
      `${say(lng, 'staff.products.saved')} ${say(lng, 'staff.products.saved.noBuilds')}`,
    );
    expect(patches).toEqual([{ name: { ...before.name, ru: 'Товар с новым именем' } }]);
    expect((await editable(page, id)).name.ru).toBe('Товар с новым именем');
    // Saving again sends nothing.
    await page.getByRole('button', { name: say(lng, 'staff.save'), exact: true }).click();
    await expect(page.getByText(say(lng, 'staff.products.unchanged'))).toBeVisible();
    expect(patches).toHaveLength(1);
  } finally {
    await request.patch(`/admin/v1/products/${id}`, { headers: ADMIN, data: { name: before.name } });
  }
});

test('the builds screen says this server builds nothing, and offers neither a rebuild nor a rollback (EN) @any-width', async ({
  page,
  request,
}) => {
  const lng: Lng = 'en';
  const builds = (await (await request.get('/admin/v1/builds', { headers: ADMIN })).json()) as BuildListWire;
  expect(builds.enabled).toBe(false);
  await signIn(page, await makeStaff(request, ['catalogue']), lng, '/builds');
  await expect(page.getByRole('heading', { level: 1, name: say(lng, 'staff.nav.builds') })).toBeVisible();
  await expect(page.getByText(say(lng, 'staff.builds.off'))).toBeVisible();
  await expect(page.getByRole('button', { name: say(lng, 'staff.builds.submit') })).toHaveCount(0);
});

/**
 * The browser tests' API serves a built folder (SITE_DIR) and keeps no builds, so the list here is
 * its answer with three builds written in: the live one, an earlier full build (a rollback target)
 * and a product's pages-only build (never one). A real rollback, on an API that builds, is in
 * builds-screen.test.tsx; this test is about the dialog in a browser, and sends no rollback.
 */
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 3, 19, 36) + minutes * 60_000).toISOString();

function build(id: number, fields: Partial<BuildWire> = {}): BuildWire {
  return {
    id,
    status: 'succeeded',
    causes: [{ kind: 'editor', at: at(id * 10), note: 'e2e' }],
    requests: 1,
    queuedAt: at(id * 10),
    startedAt: at(id * 10),
    finishedAt: at(id * 10 + 2),
    durationMs: 120_000,
    active: false,
    available: true,
    catalogueVersion: id,
    progress: null,
    files: 7973,
    reusedFiles: 7900,
    failure: null,
    logTail: '',
    pagesOf: null,
    ...fields,
  };
}

const BUILDS = [
  build(12, { active: true }),
  build(11, {
    causes: [{ kind: 'product', at: at(110), productId: 213, fields: ['name'] }],
    available: false,
    pagesOf: 10,
  }),
  build(10),
];

test('a rollback is offered only through a dialog that names the build; Escape and Cancel send nothing; a pages-only build is never offered (TM at 1280 px, RU at 390 px)', async ({
  page,
  request,
}, info) => {
  const phone = info.project.name === 'phone';
  const lng: Lng = phone ? 'ru' : 'tm';
  const activations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/activate')) activations.push(sent.url());
  });
  await page.route(
    (url) => url.pathname === '/admin/v1/builds',
    async (route) => {
      const real = (await (await route.fetch()).json()) as BuildListWire;
      await route.fulfill({ json: { ...real, enabled: true, activeBuildId: 12, rows: BUILDS } });
    },
  );
  await signIn(page, await makeStaff(request, ['catalogue']), lng, '/builds');

  const pagesOnly = page.locator('tr', { hasText: say(lng, 'staff.builds.pagesOnly', { id: 10 }) });
  await expect(pagesOnly.getByText(say(lng, 'staff.builds.notAvailable.pagesOnly'))).toBeVisible();
  await expect(pagesOnly.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: say(lng, 'staff.builds.rollbackLabel', { id: 12 }) })).toHaveCount(0);
  // The queued time stays on one line, also on a phone, and the page itself does not scroll sideways.
  const target = BUILDS[2];
  const queued = page.getByRole('cell', { name: shopDateTime(target.queuedAt), exact: true });
  await expect(queued).toHaveCSS('white-space', 'nowrap');
  await fitsTheWindow(page);

  const rollback = page.getByRole('button', { name: say(lng, 'staff.builds.rollbackLabel', { id: 10 }) });
  await rollback.click();
  const dialog = page.getByRole('dialog', { name: say(lng, 'staff.builds.confirm.title', { id: 10 }) });
  await expect(dialog).toBeVisible();
  const when = shopDateTime(target.finishedAt!);
  await expect(dialog).toContainText(
    say(lng, 'staff.builds.confirm.which', { id: 10, when, cause: `${say(lng, 'staff.builds.cause.editor')}: e2e` }),
  );
  await expect(dialog).toContainText(say(lng, 'staff.builds.confirm.instead', { live: 12 }));
  await expect(dialog).toContainText(say(lng, 'staff.builds.confirm.what'));
  await expect(dialog.getByText(when)).toHaveCSS('white-space', 'nowrap');
  // Cancel has the focus: Enter on a dialog opened by mistake does not roll back.
  await expect(dialog.getByRole('button', { name: say(lng, 'staff.cancel') })).toBeFocused();
  if (phone) {
    // a bottom sheet: once risen, its box ends at the window's bottom
    await animationsDone(dialog);
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.y + box.height - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rollback).toBeFocused();

  await rollback.click();
  await dialog.getByRole('button', { name: say(lng, 'staff.cancel') }).click();
  await expect(dialog).toBeHidden();
  expect(activations).toEqual([]);
});

test("a refused catalogue file's problems are listed at once, in the app's language, within a phone's width (RU, 390 px) @at-390", async ({
  page,
  request,
}) => {
  const lng: Lng = 'ru';
  await signIn(page, await makeStaff(request, ['catalogue']), lng, '/catalogue');
  const product = {
    sku: 'e2e-bad-1',
    category: 'e2e-no-such-category',
    brand: 'e2e-no-such-brand',
    model: 'E2E',
    name: { tm: 'E2E' },
    description: { tm: 'E2E' },
    features: [],
    price: 'five',
    stock: 1,
    images: [],
  };
  await page.getByLabel(say(lng, 'staff.import.file'), { exact: true }).setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ products: [product] })),
  });
  await page.getByRole('button', { name: say(lng, 'staff.import.submit'), exact: true }).click();
  const problems = page.getByRole('region', { name: say(lng, 'staff.import.problems', { file: 'bad.json' }) });
  await expect(problems.getByRole('alert')).toHaveText('Найдено: 3 ошибки; ничего не загружено');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Товар №1 (sku e2e-bad-1), поле «price»: должно быть числом',
    'Товар №1 (sku e2e-bad-1), поле «category»: нет категории «e2e-no-such-category»',
    'Товар №1 (sku e2e-bad-1), поле «brand»: нет бренда «e2e-no-such-brand»',
  ]);
  await fitsTheWindow(page);
});

test('a catalogue editor is refused the orders and the staff accounts, by the app and by the API (TM) @any-width', async ({
  page,
  request,
}) => {
  const lng: Lng = 'tm';
  await signIn(page, await makeStaff(request, ['catalogue']), lng);
  const nav = page.getByRole('navigation', { name: say(lng, 'staff.nav.label') });
  await expect(nav.getByRole('link')).toHaveText(MINE.map((screen) => say(lng, `staff.nav.${screen}`)));

  const roles = ['owner', 'orders', 'chat'].map((role) => say(lng, `staff.role.${role}`));
  const missing = new RegExp(
    `^${say(lng, 'staff.roleMissing', { role: `(${roles.join('|')})` }).replace(/[.?]/g, '\\$&')}$`,
  );
  // every other screen, asked for by its address, says which role it needs
  for (const screen of STAFF_APP_SCREENS.filter((each) => !MINE.includes(each))) {
    await page.goto(`${STAFF_APP_BASE}/${screen}`);
    await expect(page.getByRole('alert')).toHaveText(missing);
  }
  await page.goto(`${STAFF_APP_BASE}/staff`);
  await expect(page.getByRole('alert')).toHaveText(
    say(lng, 'staff.roleMissing', { role: say(lng, 'staff.role.owner') }),
  );

  // and the API refuses the calls themselves, whatever the app shows
  for (const path of ['/admin/v1/staff', '/admin/v1/audit', '/admin/v1/orders?limit=1']) {
    const refused = await page.request.get(path, { headers: { lng: 'TM' } });
    expect([path, refused.status()]).toEqual([path, 403]);
    expect(((await refused.json()) as { code: string }).code).toBe('staffRoleMissing');
  }
  // and its own calls answer
  expect((await page.request.get('/admin/v1/builds?limit=1')).status()).toBe(200);
  expect((await page.request.get('/admin/v1/products/1')).status()).toBe(200);
});
