/**
 * Passwords and sessions (docs/adr/015): argon2id hashes, random tokens stored hashed and bound to
 * their device, the spec's lifetimes, revocation by sign-out and by a password change, HttpOnly
 * cookies (Secure on HTTPS), Origin checks on state-changing calls, and a cap on password guesses.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AuthAnswerWire, SessionAnswerWire } from '../../server/src/contract/auth';
import { sessions, users } from '../../server/src/db/schema';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { openDatabase, type Database } from '../../server/src/db/client';
import { eventually, freshDatabase, startTestApp, type TestApp } from '../../server/test/helpers';
import { call, HOUR, lastCode, signInByCode, TestClock } from '../../server/test/auth-helpers';

const DAY = 24 * HOUR;
let t: TestApp;
const clock = new TestClock();
let serial = 0;
const newPhone = () => `9936500${String(++serial).padStart(4, '0')}`;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now, trustedOrigins: ['https://shop.example.tm'] } });
});
afterAll(() => t.close());

const signedIn = async (session: { token: string; device: string }) =>
  (await call<SessionAnswerWire>(t.app, 'GET', 'verify', { session })).body.auth !== null;

async function withPassword(password = 'gizlin1!') {
  const phone = newPhone();
  const session = await signInByCode(t.app, phone);
  expect(
    (await call(t.app, 'POST', 'changepassword', { session, body: { new: password, confirm: password } })).status,
  ).toBe(200);
  return { phone, session };
}

describe('passwords', () => {
  it('are stored as argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const { phone } = await withPassword();
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, phone));
    expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row.hash).not.toContain('gizlin1!');
  });

  it('can be guessed at most 10 times an hour per account, then even the right one waits', async () => {
    const { phone } = await withPassword();
    for (let i = 0; i < 10; i++) {
      const wrong = await call(t.app, 'POST', 'signin', {
        body: { phone, password: `wrong${i}!` },
        lng: 'EN',
        ip: `10.9.0.${i}`,
      });
      expect(wrong.body.message).toBe('Password is incorrect');
    }
    const right = await call(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin1!' }, lng: 'EN' });
    expect([right.status, right.body.message]).toEqual([429, 'Too many requests. Please wait!']);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(HOUR);
    expect((await call(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin1!' } })).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('carry 256 random bits and are stored only as their SHA-256', async () => {
    const phone = newPhone();
    const a = await signInByCode(t.app, phone);
    clock.advance(2 * 60_000);
    const b = await signInByCode(t.app, phone);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, a.auth.id));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [a.token, b.token].map((token) => createHash('sha256').update(token).digest('hex')).sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(a.token);
  });

  it('work only with the device they were issued to', async () => {
    const session = await signInByCode(t.app, newPhone());
    expect(await signedIn(session)).toBe(true);
    expect(await signedIn({ token: session.token, device: 'another-device-id' })).toBe(false);
    const mixed = await t.app.inject({
      method: 'GET',
      url: '/auth/v2/verify',
      headers: { device: 'another-device-id' },
      cookies: { Token: session.token },
    });
    expect(mixed.json()).toEqual({ auth: null });
  });

  it('keep the device id the client sent, and make one when it sent none or a malformed one', async () => {
    const phone = newPhone();
    const sent = await call<{ verification: string }>(t.app, 'POST', 'signin', { body: { phone } });
    const code = await lastCode(t.app, `+${phone}`);
    const kept = await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
      body: { phone, code, verification: sent.body.verification },
      headers: { device: 'browser-1234abcd' },
    });
    expect(kept.body.device).toBe('browser-1234abcd');
    const made = await signInByCode(t.app, newPhone());
    expect(made.device).toMatch(/^[\w-]{22}$/);
  });

  it('live 15 days after a password sign-in and 60 days after a code', async () => {
    const { phone } = await withPassword();
    const byPassword = (await call<AuthAnswerWire>(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin1!' } }))
      .body;
    const byCode = await signInByCode(t.app, newPhone());
    clock.advance(15 * DAY - 1000);
    expect(await signedIn(byPassword)).toBe(true);
    clock.advance(2000);
    expect(await signedIn(byPassword)).toBe(false);
    expect(await signedIn(byCode)).toBe(true);
    clock.advance(45 * DAY);
    expect(await signedIn(byCode)).toBe(false);
  });

  it('ended are deleted when their user signs in again', async () => {
    const phone = newPhone();
    const old = await signInByCode(t.app, phone);
    await call(t.app, 'GET', 'signout', { session: old });
    clock.advance(DAY + 1000);
    const fresh = await signInByCode(t.app, phone);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, fresh.auth.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([createHash('sha256').update(fresh.token).digest('hex')]);
  });

  it('end at sign-out, that session only', async () => {
    const phone = newPhone();
    const one = await signInByCode(t.app, phone);
    clock.advance(2 * 60_000);
    const two = await signInByCode(t.app, phone);
    await call(t.app, 'GET', 'signout', { session: one });
    expect([await signedIn(one), await signedIn(two)]).toEqual([false, true]);
  });

  it('of other devices end when the password changes; the changing one stays', async () => {
    const { phone, session } = await withPassword();
    const elsewhere = (await call<AuthAnswerWire>(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin1!' } }))
      .body;
    expect(await signedIn(elsewhere)).toBe(true);
    const change = await call(t.app, 'POST', 'changepassword', {
      session,
      body: { old: 'gizlin1!', new: 'täze2024!', confirm: 'täze2024!' },
    });
    expect(change.status).toBe(200);
    expect([await signedIn(session), await signedIn(elsewhere)]).toEqual([true, false]);
    const old = await call(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin1!' } });
    expect(old.status).toBe(400);
  });
});

describe('revocation across API instances', () => {
  it('reaches the other instance at once, though it had the session cached', async () => {
    // As two processes: on PostgreSQL each app has its own pool and its own LISTEN session.
    const shared = await freshDatabase();
    const second: Database = shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared.database;
    const one = await buildApp({ database: shared.database, config: t.config });
    const two = await buildApp({ database: second, config: t.config });
    try {
      const session = await signInByCode(one, newPhone());
      const check = async (app: FastifyInstance) =>
        (await call<SessionAnswerWire>(app, 'GET', 'verify', { session })).body.auth;
      expect(await check(two)).not.toBeNull(); // now cached by `two`
      await call(one, 'POST', 'profile', { session, body: { name: 'Maral' } });
      expect(
        await eventually(
          () => check(two),
          (auth) => auth?.name === 'Maral',
        ),
      ).toMatchObject({ name: 'Maral' });
      await call(one, 'GET', 'signout', { session });
      expect(
        await eventually(
          () => check(two),
          (auth) => auth === null,
        ),
      ).toBeNull();
    } finally {
      await one.close();
      await two.close();
      if (second !== shared.database) await second.close();
      await shared.drop();
    }
  });
});

describe('cookies', () => {
  /** A session's cookies as the app answers a code login, the request claiming HTTPS via a proxy header. */
  async function cookiesOf(app: TestApp['app']): Promise<string[]> {
    const phone = newPhone();
    const sent = await call<{ verification: string }>(app, 'POST', 'signin', { body: { phone } });
    const code = await lastCode(app, `+${phone}`);
    const https = await call(app, 'POST', 'verifycode', {
      body: { phone, code, verification: sent.body.verification },
      headers: { 'x-forwarded-proto': 'https' },
    });
    return ([] as string[]).concat(https.headers['set-cookie'] as string | string[]);
  }

  it('are HttpOnly and SameSite=Lax, and not Secure when the proxy header is not trusted', async () => {
    // TRUST_PROXY is off (docs/adr/009): a client claiming HTTPS changes nothing.
    for (const cookie of await cookiesOf(t.app)) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);
    }
  });

  it('are HttpOnly and SameSite=Lax, and Secure behind a trusted HTTPS proxy', async () => {
    // t's database and clock: the cookies come from a phone of this test's own.
    const behindProxy = await startTestApp({
      sharing: t,
      config: { now: clock.now, trustedOrigins: ['https://shop.example.tm'], trustProxy: 1 },
    });
    try {
      const header = await cookiesOf(behindProxy.app);
      expect(header).toHaveLength(2);
      for (const cookie of header) {
        expect(cookie).toMatch(/^(Token|Device)=/);
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
        expect(cookie).toMatch(/; Secure/);
      }
    } finally {
      await behindProxy.close();
    }
  });

  it('come with answers no cache may keep', async () => {
    const session = await signInByCode(t.app, newPhone());
    for (const answer of [
      await call(t.app, 'GET', 'verify', { session }),
      await call(t.app, 'POST', 'signin', { body: { phone: newPhone(), password: 'x' } }),
      await call(t.app, 'GET', 'addresses', { session }),
    ])
      expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('are not Secure over plain HTTP (a local shop would lose them)', async () => {
    const phone = newPhone();
    const sent = await call<{ verification: string }>(t.app, 'POST', 'signin', { body: { phone } });
    const answer = await call(t.app, 'POST', 'verifycode', {
      body: { phone, code: await lastCode(t.app, `+${phone}`), verification: sent.body.verification },
    });
    expect(answer.cookies.every((cookie) => !cookie.secure)).toBe(true);
  });
});

describe('state-changing calls from another origin', () => {
  const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('are refused before they do anything, in the caller language', async () => {
    const phone = newPhone();
    const session = await signInByCode(t.app, phone);
    const attempts = [
      call(t.app, 'POST', 'signin', { body: { phone }, headers: foreign, lng: 'EN' }),
      call(t.app, 'POST', 'profile', { body: { name: 'Hacked' }, session, headers: foreign, lng: 'RU' }),
      call(t.app, 'POST', 'changepassword', {
        body: { new: 'hacked1!', confirm: 'hacked1!' },
        session,
        headers: foreign,
      }),
      call(t.app, 'POST', 'addresses', {
        body: { name: 'x', welayat: 'ahal', etrap: 'x', street: 'x' },
        session,
        headers: foreign,
      }),
      call(t.app, 'GET', 'signout', { session, headers: { 'sec-fetch-site': 'cross-site' } }),
      call(t.app, 'POST', 'profile', { body: { name: 'Hacked' }, session, headers: { origin: 'null' } }),
    ];
    const answers = await Promise.all(attempts);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(answers[0].body.message).toBe("This action can only be made from the shop's own pages");
    expect(answers[1].body.message).toBe('Это действие можно выполнить только со страницы магазина');
    const me = await call<SessionAnswerWire>(t.app, 'GET', 'verify', { session });
    expect(me.body.auth).toMatchObject({ name: '', hasPassword: false });
    expect((await call(t.app, 'GET', 'addresses', { session })).body).toEqual([]);
  });

  it('are accepted from the API own origin, a trusted origin, and clients that send no Origin', async () => {
    const session = await signInByCode(t.app, newPhone());
    const own = await call(t.app, 'POST', 'profile', {
      body: { name: 'Own' },
      session,
      headers: { origin: 'http://shop.local:8000', host: 'shop.local:8000', 'sec-fetch-site': 'same-origin' },
    });
    const trusted = await call(t.app, 'POST', 'profile', {
      body: { name: 'Trusted' },
      session,
      headers: { origin: 'https://shop.example.tm', 'sec-fetch-site': 'same-site' },
    });
    const app = await call(t.app, 'POST', 'profile', { body: { name: 'App' }, session });
    expect([own.status, trusted.status, app.status]).toEqual([200, 200, 200]);
  });
});
