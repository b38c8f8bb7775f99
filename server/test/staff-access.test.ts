import { STAFF_ROLES, type StaffRole } from '../src/contract/staff';
import { STAFF_APP_BASE } from '../src/contract/staff-app';
import { sampleCatalogue, startTestApp, type TestApp } from './helpers';

// docs/adr/028: staff accounts, roles checked on the server, the audit trail.
const TOKEN = 'staff-access-token';
const PASSWORD = 'Staff#pass2026';
const machine = { 'x-admin-token': TOKEN };

/**
 * The role each staff route needs, by its path: the rule this file holds the server to. A route
 * this table does not name fails the first test, so a new route gets its role on purpose.
 */
function expectedRole(url: string): StaffRole | 'any' | undefined {
  const path = url.replace(/^\/admin\/v1/, '');
  if (/^\/session/.test(path)) return 'any';
  if (/^\/(staff|audit|operators)(\/|$)/.test(path)) return 'owner';
  if (/^\/(orders|outbox|promo-codes|gift-certificates)(\/|$)/.test(path)) return 'orders';
  if (/^\/(products|catalogue|rebuild|builds)(\/|$)/.test(path)) return 'catalogue';
  if (/^\/chat(\/|$)/.test(path)) return 'chat';
  return undefined;
}

let t: TestApp;
/** Every /admin/v1 route, from the API's own OpenAPI document, with `:param` paths. */
let routes: { method: string; url: string; role: StaffRole | 'any' | undefined }[] = [];

beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN } });
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  routes = Object.entries(paths)
    .filter(([path]) => path.startsWith('/admin/v1/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        return { method: method.toUpperCase(), url, role: expectedRole(url) };
      }),
    );
});
afterAll(() => t.close());

async function addStaff(login: string, roles: StaffRole[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/staff',
    headers: machine,
    payload: { login, name: `Name ${login}`, password: PASSWORD, roles },
  });
  expect(response.statusCode).toBe(200);
}

async function signIn(login: string, password = PASSWORD, remoteAddress = '10.9.0.1'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/v1/session',
    payload: { login, password },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'StaffToken');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
  return `StaffToken=${cookie!.value}`;
}

const as = (cookie: string, lng = 'EN') => ({ cookie, lng });

describe('every staff route names its role', () => {
  it("knows every /admin/v1 route's role", () => {
    expect(routes.filter((r) => r.role === undefined)).toEqual([]);
    expect(routes.length).toBeGreaterThan(15);
  });

  it('refuses each route to every role but its own (and the owner), before reading the body', async () => {
    for (const role of STAFF_ROLES) await addStaff(`role-${role}`, [role]);
    const cookies = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await signIn(`role-${role}`)] as const)),
    );
    const checked = routes.filter((r) => r.role !== undefined && r.role !== 'any');
    for (const route of checked) {
      const url = route.url.replace(':id', '999999').replace(':login', 'nobody-here');
      for (const role of STAFF_ROLES) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: as(cookies[role], 'RU'),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
        });
        const allowed = role === 'owner' || role === route.role;
        if (allowed) {
          expect([route.method, url, role, response.statusCode]).not.toEqual([route.method, url, role, 403]);
          expect(response.statusCode).not.toBe(401);
        } else {
          expect([route.method, url, role, response.statusCode]).toEqual([route.method, url, role, 403]);
          expect(response.json().message).toMatch(/^Это действие не входит в вашу роль: нужна роль «/);
        }
      }
    }
  });

  it('refuses a call with neither a session nor the machine credential (401), and a wrong token', async () => {
    for (const headers of [{}, { 'x-admin-token': 'wrong' }, { cookie: 'StaffToken=made-up' }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/admin/v1/staff',
        headers: { ...headers, lng: 'TM' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Işgärleriň hasaby bilen giriň (skriptler üçin: x-admin-token sözbaşysy)');
    }
  });
});

describe('a staff session', () => {
  it('says who is signed in, and refuses a change from another origin', async () => {
    await addStaff('merjen', ['catalogue']);
    const cookie = await signIn('MERJEN');
    const me = await t.app.inject({ method: 'GET', url: '/admin/v1/session', headers: as(cookie) });
    expect(me.json()).toMatchObject({ staff: { login: 'merjen', name: 'Name merjen', roles: ['catalogue'] } });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/products/1',
      headers: { ...as(cookie), origin: 'https://evil.example' },
      payload: { stock: 3 },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('locks a login out after the wrong-password limit, as shoppers are', async () => {
    await addStaff('guessed', ['orders']);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/session',
        payload: { login: 'guessed', password: `Wrong#pass${i}` },
        remoteAddress: `10.9.1.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // Locked out: the right password is refused too, until the limit's window ends.
    const right = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/session',
      payload: { login: 'guessed', password: PASSWORD },
      remoteAddress: '10.9.1.99',
    });
    expect(right.statusCode).toBe(429);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    await addStaff('aman', ['orders']);
    const first = await signIn('aman');
    const second = await signIn('aman', PASSWORD, '10.9.0.2');
    const out = await t.app.inject({ method: 'POST', url: '/admin/v1/session/everywhere', headers: as(first) });
    expect(out.statusCode).toBe(200);
    for (const cookie of [first, second])
      expect((await t.app.inject({ method: 'GET', url: '/admin/v1/session', headers: as(cookie) })).statusCode).toBe(
        401,
      );
  });

  it('ends when the owner takes a role away, and the new roles apply to the next sign-in', async () => {
    await addStaff('owner-one', ['owner']);
    await addStaff('leyli', ['orders']);
    const owner = await signIn('owner-one');
    const leyli = await signIn('leyli');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/staff/leyli',
      headers: as(owner),
      payload: { roles: ['catalogue'] },
    });
    expect(changed.json()).toMatchObject({ login: 'leyli', roles: ['catalogue'], active: true });
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/session', headers: as(leyli) })).statusCode).toBe(401);
    const again = await signIn('leyli');
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/orders', headers: as(again) })).statusCode).toBe(403);
  });

  it('keeps the last active owner: an owner cannot remove their own role or account when alone', async () => {
    const owners = (await t.app.inject({ method: 'GET', url: '/admin/v1/staff', headers: machine }))
      .json()
      .filter((row: { roles: string[]; active: boolean }) => row.roles.includes('owner') && row.active);
    // Every owner but one is turned off first, by the machine credential.
    for (const row of owners.slice(1))
      await t.app.inject({
        method: 'PATCH',
        url: `/admin/v1/staff/${row.login}`,
        headers: machine,
        payload: { active: false },
      });
    const last = owners[0].login as string;
    for (const payload of [{ active: false }, { roles: ['catalogue'] }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/admin/v1/staff/${last}`,
        headers: { ...machine, lng: 'EN' },
        payload,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The shop must keep at least one active owner');
    }
  });

  it('refuses a weak password and a taken login, in the page language', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/staff',
      headers: { ...machine, lng: 'RU' },
      payload: { login: 'weakling', name: 'W', password: 'short1!', roles: ['chat'] },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Пароль: не менее 10 знаков, с буквой, цифрой и одним из !#$%&?');
    await addStaff('taken', ['chat']);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/staff',
      headers: { ...machine, lng: 'TM' },
      payload: { login: 'Taken', name: 'T', password: PASSWORD, roles: ['chat'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('«taken» login eýýäm bar');
  });
});

describe('the audit trail', () => {
  it("records who changed a product's price, with the value before and after, and owners read it", async () => {
    await addStaff('editor-a', ['catalogue']);
    const editor = await signIn('editor-a');
    const before = (await t.app.inject({ method: 'GET', url: '/admin/v1/products/2', headers: machine })).json();
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/products/2',
      headers: as(editor),
      payload: { price: 1234.5, stock: 7 },
    });
    expect(changed.statusCode).toBe(200);
    const trail = await t.app.inject({
      method: 'GET',
      url: '/admin/v1/audit?actor=editor-a&subject=product:2',
      headers: machine,
    });
    expect(trail.json().entries).toEqual([
      expect.objectContaining({
        actor: 'editor-a',
        actorName: 'Name editor-a',
        action: 'product.change',
        subject: 'product:2',
        before: { price: before.price, stock: before.stock },
        after: { price: 1234.5, stock: 7 },
      }),
    ]);
    // The editor cannot read it: the trail is the owners'.
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/audit', headers: as(editor) })).statusCode).toBe(403);
  });

  it('writes nothing for a change that fails, and names the machine credential as a null actor', async () => {
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/products/2',
      headers: machine,
      payload: { images: ['no-such-image'] },
    });
    expect(missing.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/admin/v1/products/3',
      headers: machine,
      payload: { stock: 1 },
    });
    expect(ok.statusCode).toBe(200);
    const entries = (
      await t.app.inject({ method: 'GET', url: '/admin/v1/audit?action=product.change', headers: machine })
    ).json().entries as { subject: string; actor: string | null; after: unknown }[];
    expect(
      entries.filter((e) => e.subject === 'product:2' && JSON.stringify(e.after).includes('no-such-image')),
    ).toEqual([]);
    expect(entries[0]).toMatchObject({ subject: 'product:3', actor: null, after: { stock: 1 } });
  });

  it("records an editor's catalogue import with what it brought, and nothing for a refused one", async () => {
    const editor = await signIn('editor-a');
    const footers = sampleCatalogue().footers;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/catalogue',
      headers: as(editor),
      payload: { footers },
    });
    expect(imported.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin/v1/catalogue',
      headers: as(editor),
      payload: { products: [{ id: 1 }] },
    });
    expect(refused.statusCode).toBe(422);
    const entries = (
      await t.app.inject({ method: 'GET', url: '/admin/v1/audit?action=catalogue.import', headers: machine })
    ).json().entries;
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'editor-a',
        subject: 'catalogue',
        after: expect.objectContaining({ footers: footers!.length }),
      }),
    ]);
  });

  it('pages newest first, and offers no call that changes or deletes an entry', async () => {
    expect(routes.filter((r) => r.url.startsWith('/admin/v1/audit')).map((r) => r.method)).toEqual(['GET']);
    const first = (await t.app.inject({ method: 'GET', url: '/admin/v1/audit?limit=2', headers: machine })).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].id).toBeGreaterThan(first.entries[1].id);
    const next = (
      await t.app.inject({ method: 'GET', url: `/admin/v1/audit?limit=2&before=${first.next}`, headers: machine })
    ).json();
    expect(next.entries[0].id).toBeLessThan(first.entries[1].id);
  });
});

describe("the chat console's role", () => {
  it('opens the console to an account with the chat role (or an owner) on the one staff session', async () => {
    await addStaff('catalogue-only', ['catalogue']);
    const editor = await signIn('catalogue-only');
    const refused = await t.app.inject({ method: 'GET', url: '/admin/v1/chat/tickets', headers: as(editor) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is not part of your role: it needs the chat operator role');
    await addStaff('chat-one', ['chat']);
    const operator = await signIn('chat-one');
    const allowed = await t.app.inject({ method: 'GET', url: '/admin/v1/chat/tickets', headers: as(operator) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ tickets: expect.any(Array) });
    // The console's own sign-in is gone; its old address leads to the staff app's chat screen.
    const old = await t.app.inject({ method: 'POST', url: '/operator/v1/signin', payload: {} });
    expect(old.statusCode).not.toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/operator' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`${STAFF_APP_BASE}/chat`);
  });
});
