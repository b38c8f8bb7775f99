/**
 * /auth/v2 for a signed-in shopper: the profile merge, the password change (spec §5 rules and
 * messages) and the addresses, each only for its owner.
 */
import type { AddressWire, AuthAnswerWire, CodeSentWire, UserAnswerWire } from '../src/contract/auth';
import { startTestApp, type TestApp } from './helpers';
import { call, lastCode, signInByCode, TestClock } from './auth-helpers';

let t: TestApp;
const clock = new TestClock();
let shopper: AuthAnswerWire;
let other: AuthAnswerWire;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
  shopper = await signInByCode(t.app, '99362000001');
  other = await signInByCode(t.app, '99362000002');
});
afterAll(() => t.close());

describe('signed-in calls without a session', () => {
  it.each([
    ['POST', 'profile', { name: 'Aman' }],
    ['POST', 'changepassword', { new: 'gizlin1!', confirm: 'gizlin1!' }],
    ['GET', 'addresses', undefined],
    [
      'POST',
      'addresses',
      { name: 'Öý', welayat: 'ashgabat', etrap: 'berkararlyk', city: 'parahat-1', street: 'Magtymguly', building: '1' },
    ],
    ['DELETE', 'addresses/1', undefined],
  ] as const)('%s %s answers 401 in the caller language', async (method, path, body) => {
    const answer = await call(t.app, method, path, { body, lng: 'RU' });
    expect([answer.status, answer.body.message]).toEqual([401, 'Сначала войдите в систему']);
    const forged = await call(t.app, method, path, {
      body,
      session: { token: 'x'.repeat(43), device: shopper.device },
    });
    expect(forged.status).toBe(401);
  });
});

describe('the profile', () => {
  it('merges the given fields into the current user, trimmed', async () => {
    const first = await call<UserAnswerWire>(t.app, 'POST', 'profile', { session: shopper, body: { name: ' Aman ' } });
    expect(first.body).toMatchObject({ status: 200, auth: { name: 'Aman', surname: '', phone: '99362000001' } });
    const second = await call<UserAnswerWire>(t.app, 'POST', 'profile', {
      session: shopper,
      body: { surname: 'Amanow' },
    });
    expect(second.body.auth).toMatchObject({ name: 'Aman', surname: 'Amanow' });
    const check = await call<{ auth: unknown }>(t.app, 'GET', 'verify', { session: shopper });
    expect(check.body.auth).toMatchObject({ name: 'Aman', surname: 'Amanow' });
  });

  it('adds the e-mail a phone account lacks, normalised, with a code sent to it: never one another account uses', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'identifier', {
      session: shopper,
      body: { email: ' Aman@Mail.TM ' },
    });
    const added = await call<UserAnswerWire>(t.app, 'POST', 'identifier/confirm', {
      session: shopper,
      body: {
        email: 'aman@mail.tm',
        code: await lastCode(t.app, 'aman@mail.tm'),
        verification: sent.body.verification,
      },
    });
    expect(added.body.auth).toMatchObject({ phone: '99362000001', email: 'aman@mail.tm' });
    const taken = await call(t.app, 'POST', 'identifier', {
      session: other,
      body: { email: 'aman@mail.tm' },
      lng: 'EN',
    });
    expect([taken.status, taken.body.message]).toEqual([400, 'User exists']);
    const malformed = await call(t.app, 'POST', 'identifier', { session: other, body: { email: 'no-at-sign' } });
    expect(malformed.status).toBe(400);
    // the same e-mail again in a profile save is no change; another one is a change, which needs a code of its own
    const same = await call(t.app, 'POST', 'profile', { session: shopper, body: { email: 'aman@mail.tm' } });
    expect(same.status).toBe(200);
    const changed = await call(t.app, 'POST', 'profile', { session: shopper, body: { email: 'other@mail.tm' } });
    expect(changed.status).toBe(400);
  });

  it('adds the phone an e-mail account lacks, with a code sent to it: never one another account uses', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'register', { body: { email: 'maral@mail.tm' } });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, 'maral@mail.tm');
    const byEmail = (
      await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
        body: { email: 'maral@mail.tm', code, verification: sent.body.verification },
      })
    ).body;
    const asked = await call<CodeSentWire>(t.app, 'POST', 'identifier', {
      session: byEmail,
      body: { phone: '+993 62 00 00 09' },
    });
    const added = await call<UserAnswerWire>(t.app, 'POST', 'identifier/confirm', {
      session: byEmail,
      body: {
        phone: '+993 62 00 00 09',
        code: await lastCode(t.app, '+99362000009'),
        verification: asked.body.verification,
      },
    });
    expect(added.body.auth).toMatchObject({ email: 'maral@mail.tm', phone: '99362000009' });
    const taken = await call(t.app, 'POST', 'identifier', { session: byEmail, body: { phone: '99362000002' } });
    expect(taken.status).toBe(400);
    const unverified = await call(t.app, 'POST', 'profile', { session: byEmail, body: { phone: '99362000010' } });
    expect(unverified.status).toBe(400);
  });

  it('refuses fields that are not the profile (an identifier change needs its own code)', async () => {
    const answer = await call(t.app, 'POST', 'profile', {
      session: shopper,
      body: { phone: '99362000002' },
      lng: 'EN',
    });
    expect([answer.status, answer.body.message]).toEqual([400, 'Invalid parameters']);
  });
});

describe('the password change', () => {
  it('sets a first password without an old one, then needs the old one', async () => {
    const first = await call<UserAnswerWire>(t.app, 'POST', 'changepassword', {
      session: shopper,
      body: { new: 'gizlin1!', confirm: 'gizlin1!' },
    });
    expect(first.body.auth.hasPassword).toBe(true);
    const wrongOld = await call(t.app, 'POST', 'changepassword', {
      session: shopper,
      body: { old: 'gizlin2!', new: 'gizlin3!', confirm: 'gizlin3!' },
      lng: 'EN',
    });
    expect([wrongOld.status, wrongOld.body.message]).toEqual([400, 'Password is incorrect']);
    const right = await call(t.app, 'POST', 'changepassword', {
      session: shopper,
      body: { old: 'gizlin1!', new: 'gizlin3!', confirm: 'gizlin3!' },
    });
    expect(right.status).toBe(200);
    const signin = await call(t.app, 'POST', 'signin', { body: { phone: '99362000001', password: 'gizlin3!' } });
    expect(signin.status).toBe(200);
  });

  it("answers 'the passwords don't match' and the §5 rule in three languages", async () => {
    const mismatch = await call(t.app, 'POST', 'changepassword', {
      session: other,
      body: { new: 'gizlin1!', confirm: 'gizlin1?' },
      lng: 'TM',
    });
    expect([mismatch.status, mismatch.body.message]).toEqual([400, 'Parollar gabat gelmeýär']);
    for (const weak of ['a1!', 'gizlinn!', '1234567!', 'gizlin12', 'gizlin1*']) {
      const answer = await call(t.app, 'POST', 'changepassword', {
        session: other,
        body: { new: weak, confirm: weak },
        lng: 'EN',
      });
      expect([weak, answer.status, answer.body.message]).toEqual([
        weak,
        400,
        expect.stringMatching(/^The password needs at least 6/),
      ]);
    }
    const ru = await call(t.app, 'POST', 'changepassword', {
      session: other,
      body: { new: 'abc', confirm: 'abc' },
      lng: 'RU',
    });
    expect(ru.body.message).toMatch(/^Пароль должен быть не короче 6 символов/);
    // Any letter counts, not only Latin ones.
    const turkmen = await call(t.app, 'POST', 'changepassword', {
      session: other,
      body: { new: 'ýüňž7#', confirm: 'ýüňž7#' },
    });
    expect(turkmen.status).toBe(200);
  });
});

describe('addresses', () => {
  const home = {
    name: 'Öý',
    welayat: 'ashgabat',
    etrap: 'berkararlyk',
    city: '30-njy mkr',
    street: 'Magtymguly',
    building: '12',
    home: '34',
  };

  it('are added, listed, edited and removed by their owner', async () => {
    const added = await call<AddressWire>(t.app, 'POST', 'addresses', { session: shopper, body: home });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: expect.any(Number), ...home });
    const work = await call<AddressWire>(t.app, 'POST', 'addresses', {
      session: shopper,
      body: { name: 'Iş', welayat: 'mary', etrap: 'mary-city', street: 'Garaşsyzlyk', building: '5' },
    });
    expect(work.body).toMatchObject({ city: null, building: '5', home: null });
    const list = await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: shopper });
    expect(list.body.map((a) => a.name)).toEqual(['Öý', 'Iş']);
    const edited = await call<AddressWire>(t.app, 'PUT', `addresses/${work.body.id}`, {
      session: shopper,
      body: { name: 'Ofis', welayat: 'mary', etrap: 'mary-city', street: 'Garaşsyzlyk 7', building: '1' },
    });
    expect(edited.body).toMatchObject({ id: work.body.id, name: 'Ofis', street: 'Garaşsyzlyk 7' });
    const removed = await call(t.app, 'DELETE', `addresses/${work.body.id}`, { session: shopper });
    expect(removed.body).toEqual({ status: 200 });
    expect((await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: shopper })).body).toHaveLength(1);
  });

  it("answers 404 for another shopper's address, and leaves it as it was", async () => {
    const [mine] = (await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: shopper })).body;
    const edit = await call(t.app, 'PUT', `addresses/${mine.id}`, {
      session: other,
      body: { ...home, name: 'stolen' },
      lng: 'EN',
    });
    expect([edit.status, edit.body.message]).toEqual([404, 'Address not found']);
    const remove = await call(t.app, 'DELETE', `addresses/${mine.id}`, { session: other });
    expect(remove.status).toBe(404);
    expect((await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: other })).body).toEqual([]);
    expect((await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: shopper })).body).toEqual([mine]);
  });

  it('refuses incomplete addresses and keeps at most 20', async () => {
    const incomplete = await call(t.app, 'POST', 'addresses', {
      session: other,
      body: { name: 'x', welayat: 'ahal' },
      lng: 'EN',
    });
    expect([incomplete.status, incomplete.body.message]).toEqual([400, 'Invalid parameters']);
    for (let i = 0; i < 20; i++) {
      expect(
        (await call(t.app, 'POST', 'addresses', { session: other, body: { ...home, name: `a${i}` } })).status,
      ).toBe(200);
    }
    const extra = await call(t.app, 'POST', 'addresses', { session: other, body: home, lng: 'EN' });
    expect([extra.status, extra.body.message]).toEqual([
      400,
      'At most 20 addresses can be kept: remove an old one first',
    ]);
  });
});

describe('the place rule of saved addresses (docs/adr/023)', () => {
  const mary = { name: 'Öý', welayat: 'mary', etrap: 'mary-city', street: 'Magtymguly', building: '1' };

  it.each([
    [{ welayat: 'moscow' }, 'RU', 'welayatUnknown', 'Выберите велаят из списка'],
    [{ etrap: 'turkmenabat' }, 'EN', 'etrapUnknown', "Choose the district from the chosen province's list"],
    [
      { welayat: 'ashgabat', etrap: 'kopetdag' },
      'EN',
      'neighbourhoodMissing',
      'An Ashgabat address needs its neighbourhood',
    ],
    [{ city: 'parahat-1' }, 'TM', 'neighbourhoodNotHere', 'Ýaşaýyş toplumy diňe Aşgabadyň salgylarynda görkezilýär'],
  ] as const)('refuses %o, adding or editing, with its translated message', async (change, lng, code, text) => {
    const before = (await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: other })).body;
    const added = await call(t.app, 'POST', 'addresses', { session: other, body: { ...mary, ...change }, lng });
    expect([added.status, added.body.code, added.body.message]).toEqual([400, code, text]);
    const [kept] = before;
    const edited = await call(t.app, 'PUT', `addresses/${kept.id}`, {
      session: other,
      body: { ...mary, ...change },
      lng,
    });
    expect([edited.status, edited.body.code, edited.body.message]).toEqual([400, code, text]);
    expect((await call<AddressWire[]>(t.app, 'GET', 'addresses', { session: other })).body).toEqual(before);
  });

  it('takes the province codes and their districts, and a neighbourhood in Ashgabat', async () => {
    const lebap = await call<AddressWire>(t.app, 'POST', 'addresses', {
      session: shopper,
      body: { ...mary, welayat: 'lebap', etrap: 'turkmenabat' },
    });
    expect(lebap.status).toBe(200);
    const ashgabat = await call<AddressWire>(t.app, 'PUT', `addresses/${lebap.body.id}`, {
      session: shopper,
      body: { ...mary, welayat: 'ashgabat', etrap: 'kopetdag', city: 'Täze zaman' },
    });
    expect(ashgabat.body).toMatchObject({ welayat: 'ashgabat', etrap: 'kopetdag', city: 'Täze zaman' });
  });
});
