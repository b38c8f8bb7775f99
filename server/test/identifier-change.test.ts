/**
 * A signed-in shopper changes or adds a phone or e-mail (docs/adr/027): a code goes to the new
 * one, and only its confirmation changes the account; another account's is refused; the limits are
 * the other codes'; the session stays and the old identifier works until the code is confirmed.
 */
import type { AuthAnswerWire, CodeSentWire, UserAnswerWire } from '../src/contract/auth';
import { call, lastCode, MINUTE, outbox, signInByCode, TestClock, wrongCode } from './auth-helpers';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
const clock = new TestClock();
let serial = 0;
const newPhone = () => `9936300${String(++serial).padStart(4, '0')}`;
const newIp = () => `198.18.7.${++serial}`;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(2 * MINUTE));

type Session = AuthAnswerWire;
const ask = (session: Session, body: object, lng = 'EN') =>
  call<CodeSentWire & { code?: string }>(t.app, 'POST', 'identifier', { session, body, lng, ip: newIp() });
const confirm = (session: Session, body: object, lng = 'EN') =>
  call<UserAnswerWire & { code?: string }>(t.app, 'POST', 'identifier/confirm', { session, body, lng, ip: newIp() });
const me = async (session: Session) =>
  (await call<{ auth: UserAnswerWire['auth'] | null }>(t.app, 'GET', 'verify', { session })).body.auth;

describe('a new phone or e-mail', () => {
  it("is the account's only once the code sent to it is confirmed; the session stays", async () => {
    const phone = newPhone();
    const shopper = await signInByCode(t.app, phone);
    const sent = await ask(shopper, { email: ' Aman@Mail.TM ' });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, 'aman@mail.tm');
    expect(await me(shopper)).toMatchObject({ phone, email: null });

    const wrong = await confirm(shopper, {
      email: 'aman@mail.tm',
      code: wrongCode(code),
      verification: sent.body.verification,
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalidCode']);
    expect(await me(shopper)).toMatchObject({ email: null });

    const done = await confirm(shopper, { email: 'aman@mail.tm', code, verification: sent.body.verification });
    expect(done.status).toBe(200);
    expect(done.body.auth).toMatchObject({ phone, email: 'aman@mail.tm' });
    expect(await me(shopper)).toMatchObject({ phone, email: 'aman@mail.tm' });
  });

  it('changes the phone: the code goes to the new number (+993 for a local one), the old one signs in until then', async () => {
    const old = newPhone();
    const shopper = await signInByCode(t.app, old);
    const local = newPhone().slice(3);
    const sent = await ask(shopper, { phone: local });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, `+993${local}`);

    clock.advance(2 * MINUTE);
    const byOld = await signInByCode(t.app, old);
    expect(byOld.auth.id).toBe(shopper.auth.id);

    const done = await confirm(shopper, { phone: `+993 ${local}`, code, verification: sent.body.verification });
    expect(done.body.auth).toMatchObject({ id: shopper.auth.id, phone: `993${local}` });
    clock.advance(2 * MINUTE);
    expect((await signInByCode(t.app, `+993 ${local}`)).auth.id).toBe(shopper.auth.id);
  });

  it("refuses another account's phone or e-mail in the caller's language, sending nothing", async () => {
    const taken = newPhone();
    await signInByCode(t.app, taken);
    const shopper = await signInByCode(t.app, newPhone());
    const before = (await outbox(t.app)).length;
    const answer = await ask(shopper, { phone: `+${taken}` }, 'RU');
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([
      400,
      'userExists',
      'Пользователь с такими данными уже существует',
    ]);
    expect((await outbox(t.app)).length).toBe(before);
    const own = await ask(shopper, { phone: shopper.auth.phone! }, 'TM');
    expect([own.status, own.body.code]).toEqual([400, 'identifierUnchanged']);
    const abroad = await ask(shopper, { phone: '+64579281' });
    expect([abroad.status, abroad.body.code]).toEqual([400, 'phoneInvalid']);
    const malformed = await ask(shopper, { email: 'no-at-sign' });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'emailInvalid']);
  });

  it("is confirmed by its own account only, for the identifier it named, and not by a sign-in's code", async () => {
    const shopper = await signInByCode(t.app, newPhone());
    const stranger = await signInByCode(t.app, newPhone());
    const wanted = newPhone();
    const sent = await ask(shopper, { phone: wanted });
    const code = await lastCode(t.app, `+${wanted}`);
    const stolen = await confirm(stranger, { phone: wanted, code, verification: sent.body.verification });
    expect([stolen.status, stolen.body.code]).toEqual([400, 'invalidParameters']);
    const other = await confirm(shopper, { phone: newPhone(), code, verification: sent.body.verification });
    expect(other.status).toBe(400);
    const signInCode = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone: wanted }, ip: newIp() });
    const asSignIn = await call(t.app, 'POST', 'verifycode', {
      body: { phone: wanted, code, verification: sent.body.verification },
    });
    expect(asSignIn.status).toBe(400);
    expect(signInCode.status).toBe(200);
    expect(await me(stranger)).toMatchObject({ phone: stranger.auth.phone });
    expect(await me(shopper)).toMatchObject({ phone: shopper.auth.phone });
  });

  it('expires with its code after 5 minutes', async () => {
    const shopper = await signInByCode(t.app, newPhone());
    const sent = await ask(shopper, { email: 'late@mail.tm' });
    const code = await lastCode(t.app, 'late@mail.tm');
    clock.advance(6 * MINUTE);
    const late = await confirm(shopper, { email: 'late@mail.tm', code, verification: sent.body.verification });
    expect([late.status, late.body.code]).toEqual([400, 'invalidCode']);
    expect(await me(shopper)).toMatchObject({ email: null });
  });

  it("follows the codes' limits: 60 s between sends to one identifier, then 429 with Retry-After", async () => {
    const shopper = await signInByCode(t.app, newPhone());
    expect((await ask(shopper, { email: 'wait@mail.tm' })).status).toBe(200);
    const again = await ask(shopper, { email: 'wait@mail.tm' });
    expect([again.status, again.body.code]).toEqual([429, 'tooManyRequests']);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    const answer = await call(t.app, 'POST', 'identifier', { body: { email: 'x@mail.tm' }, lng: 'EN' });
    expect(answer.status).toBe(401);
  });
});
