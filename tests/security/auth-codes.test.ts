/**
 * One-time codes and their limits (docs/adr/015): single use, 5 minutes, 3 tries, a resend after
 * 60 s, 5 sends per phone and 20 per client address an hour, and 10 wrong codes in 24 h block the
 * phone for 24 h, so a guesser with any number of addresses wins with probability <= 0.1% a day.
 * The counters live in the database: two API instances on one database share them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { CodeSentWire } from '../../server/src/contract/auth';
import { openDatabase, type Database } from '../../server/src/db/client';
import { verificationCodes } from '../../server/src/db/schema';
import { newCode } from '../../server/src/services/accounts/codes';
import { freshDatabase, startTestApp, type TestApp } from '../../server/test/helpers';
import { call, HOUR, lastCode, MINUTE, TestClock, wrongCode } from '../../server/test/auth-helpers';

const DAY = 24 * HOUR;
let t: TestApp;
const clock = new TestClock();
let phoneSerial = 0;
/** A phone no other test used, so every test starts with clean counters. */
const newPhone = () => `9936400${String(++phoneSerial).padStart(4, '0')}`;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
});
afterAll(() => t.close());

let addressSerial = 0;
/** A client address of its own for each request unless a test names one (the per-address limit). */
const newAddress = () => `198.18.${(++addressSerial >> 8) & 255}.${addressSerial & 255}`;

async function send(phone: string, ip = newAddress(), lng = 'EN', app: FastifyInstance = t.app) {
  return call<CodeSentWire>(app, 'POST', 'signin', { body: { phone }, ip, lng });
}
const verify = (phone: string, verification: string, code: string, ip = newAddress(), app = t.app) =>
  call(app, 'POST', 'verifycode', { body: { phone, code, verification }, ip, lng: 'EN' });

describe('a code', () => {
  it('is 4 digits from a CSPRNG: leading zeros kept, values spread over 0000-9999', () => {
    const codes = Array.from({ length: 5000 }, newCode);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    // 5000 draws of 10 000 values: ~3935 distinct expected; a weak or constant source falls far short.
    expect(new Set(codes).size).toBeGreaterThan(3700);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('is stored only as a keyed hash, as is its verification token', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.identifier, phone));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(sent.body.verification);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it('leaves no row behind for long: a send a day later forgets the old codes', async () => {
    const phone = newPhone();
    await send(phone);
    clock.advance(DAY + 1000);
    await send(phone);
    const rows = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.identifier, phone));
    expect(rows).toHaveLength(1);
  });

  it('works once', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    expect((await verify(phone, sent.body.verification, code)).status).toBe(200);
    const again = await verify(phone, sent.body.verification, code);
    expect([again.status, again.body.message]).toEqual([400, 'Invalid verification code']);
  });

  it('expires after 5 minutes', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    clock.advance(5 * MINUTE + 1000);
    expect((await verify(phone, sent.body.verification, code)).body.message).toBe('Invalid verification code');
  });

  it('takes 3 tries: the right code after 3 wrong ones is refused', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    for (let i = 0; i < 3; i++) await verify(phone, sent.body.verification, wrongCode(code));
    expect((await verify(phone, sent.body.verification, code)).body.message).toBe('Invalid verification code');
  });

  it('ends when a new one is sent', async () => {
    const phone = newPhone();
    const first = await send(phone);
    const firstCode = await lastCode(t.app, `+${phone}`);
    clock.advance(MINUTE);
    expect((await send(phone)).status).toBe(200);
    expect((await verify(phone, first.body.verification, firstCode)).body.message).toBe('Invalid verification code');
  });

  it('is checked against its own phone only', async () => {
    const [a, b] = [newPhone(), newPhone()];
    const sent = await send(a);
    const code = await lastCode(t.app, `+${a}`);
    expect((await verify(b, sent.body.verification, code)).body.message).toBe('Invalid parameters');
  });
});

describe('sending limits', () => {
  it('waits 60 s between sends to one phone, with Retry-After and the message in three languages', async () => {
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    clock.advance(59_000);
    const answers = await Promise.all(['EN', 'RU', 'TM'].map((lng) => send(phone, undefined, lng)));
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429]);
    expect(answers.map((a) => a.body.message)).toEqual([
      'Too many requests. Please wait!',
      'Слишком много запросов. Пожалуйста, подождите!',
      'Haýyşlar gaty köp. Biraz garaşyň!',
    ]);
    expect(answers[0].headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await send(phone)).status).toBe(200);
  });

  it('sends at most 5 codes to one phone an hour, from any addresses', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, `203.0.113.${i}`)).status).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await send(phone, '203.0.113.99');
    expect(sixth.status).toBe(429);
    // The first send leaves the window an hour after it was made: 55 minutes from now.
    expect(Number(sixth.headers['retry-after'])).toBe(55 * 60);
    clock.advance(55 * MINUTE);
    expect((await send(phone, '203.0.113.99')).status).toBe(200);
  });

  it('sends at most 20 codes an hour for one client address, to any phones', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i++) expect((await send(newPhone(), ip)).status).toBe(200);
    const extra = await send(newPhone(), ip);
    expect([extra.status, extra.body.message]).toEqual([429, 'Too many requests. Please wait!']);
    expect((await send(newPhone(), '198.51.100.78')).status).toBe(200);
    clock.advance(HOUR);
    expect((await send(newPhone(), ip)).status).toBe(200);
  });
});

describe('a guesser', () => {
  /**
   * Guesses one phone's code as fast as the API lets it: a new address for every request, a new
   * code whenever the last one is used up, waiting exactly as long as Retry-After says. Counts the
   * guesses the API actually weighed.
   */
  async function attack(phone: string, app = t.app, other = t.app): Promise<{ weighed: number; blocked: boolean }> {
    let weighed = 0;
    let address = 0;
    const ip = () => `10.${(address >> 8) & 255}.${address++ & 255}.1`;
    for (let round = 0; round < 50; round++) {
      const sent = await send(phone, ip(), 'EN', round % 2 ? other : app);
      if (sent.status === 403) return { weighed, blocked: true };
      if (sent.status === 429) {
        clock.advance(Number(sent.headers['retry-after']) * 1000);
        continue;
      }
      const code = await lastCode(app, `+${phone}`);
      for (let guess = 1; guess <= 3; guess++) {
        const wrong = String((Number(code) + guess) % 10000).padStart(4, '0');
        const answer = await verify(phone, sent.body.verification, wrong, ip(), guess % 2 ? other : app);
        if (answer.status === 403) return { weighed: weighed + 1, blocked: true };
        expect(answer.body.message).toBe('Invalid verification code');
        weighed++;
      }
    }
    return { weighed, blocked: false };
  }

  it('from many addresses gets 10 guesses, then the phone is blocked for 24 h', async () => {
    const phone = newPhone();
    const { weighed, blocked } = await attack(phone);
    expect(blocked).toBe(true);
    expect(weighed).toBe(10);

    // Blocked: no code is sent, and even the right code of a live verification is refused.
    const asSent = await send(phone, '10.200.0.1', 'RU');
    expect([asSent.status, asSent.body.message]).toEqual([403, 'Ваш номер телефона заблокирован']);
    expect(Number(asSent.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    clock.advance(DAY);
    const after = await send(phone, '10.200.0.2');
    expect(after.status).toBe(200);
    const code = await lastCode(t.app, `+${phone}`);
    expect((await verify(phone, after.body.verification, code)).status).toBe(200);
  });

  it('with the right code in hand is refused while the phone is blocked', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    clock.advance(MINUTE);
    // 10 wrong answers, spread over fresh codes as the limits allow.
    for (let wrong = 0; wrong < 10;) {
      clock.advance(12 * MINUTE);
      const fresh = await send(phone, `10.201.0.${wrong}`);
      expect(fresh.status).toBe(200);
      const freshCode = await lastCode(t.app, `+${phone}`);
      for (let i = 0; i < 3 && wrong < 10; i++, wrong++)
        await verify(phone, fresh.body.verification, wrongCode(freshCode));
    }
    const live = await send(phone);
    expect(live.status).toBe(403);
    expect((await verify(phone, sent.body.verification, code)).body.message).toBe('Your phone number is blocked');
  });

  it('in parallel gets no more than 3 tries on a code, and the phone blocks at 10 wrong answers', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = await lastCode(t.app, `+${phone}`);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => verify(phone, sent.body.verification, wrongCode(code), `10.202.0.${i}`)),
    );
    const [row] = await t.database.db
      .select({ tries: verificationCodes.tries })
      .from(verificationCodes)
      .where(eq(verificationCodes.identifier, phone));
    expect(row.tries).toBe(3);
    expect(answers.filter((a) => a.body.message === 'Invalid verification code')).toHaveLength(9);
    expect(answers.filter((a) => a.body.message === 'Your phone number is blocked')).toHaveLength(21);
  });

  it('spread over two API instances shares the counters through the database', async () => {
    // Two apps as two processes would be: on PostgreSQL each has its own connection pool; PGlite
    // allows one client, so both use it. Either way no limit can live in an app's memory.
    const shared = await freshDatabase();
    const second: Database = shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared.database;
    const one = await buildApp({ database: shared.database, config: t.config });
    const two = await buildApp({ database: second, config: t.config });
    try {
      const phone = newPhone();
      expect((await send(phone, '10.203.0.1', 'EN', one)).status).toBe(200);
      const resend = await send(phone, '10.203.0.2', 'EN', two);
      expect([resend.status, resend.body.message]).toEqual([429, 'Too many requests. Please wait!']);
      clock.advance(MINUTE);
      const { weighed, blocked } = await attack(phone, one, two);
      expect([weighed, blocked]).toEqual([10, true]);
      expect((await send(phone, '10.203.0.3', 'EN', one)).status).toBe(403);
    } finally {
      await one.close();
      await two.close();
      if (second !== shared.database) await second.close();
      await shared.drop();
    }
  });
});
