/**
 * docs/adr/015, Sessions: a sign-in rotates the device's token. A password, SMS-code or sign-up
 * code sign-in on a device ends, in the same transaction, the user's earlier sessions on that
 * device and the session of the token the request carried there, so an earlier token (copied, or
 * planted before the sign-in) stops working at once, in every process's session cache. A device id
 * alone, which is no secret, ends nobody else's session.
 */
import type { AuthAnswerWire, CodeSentWire, SessionAnswerWire } from '../../server/src/contract/auth';
import { call, lastCode, MINUTE, signInByCode, TestClock } from '../../server/test/auth-helpers';
import { startTestApp, type TestApp } from '../../server/test/helpers';

const PASSWORD = 'gizlin1!';
let t: TestApp;
const clock = new TestClock();
let serial = 0;
const newPhone = () => `9936510${String(++serial).padStart(4, '0')}`;
const newDevice = () => `rotation-device-${++serial}`;

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
}, 120_000);
afterAll(() => t.close());

type Session = { token: string; device: string };
const verified = async (session: Session) => (await call<SessionAnswerWire>(t.app, 'GET', 'verify', { session })).body;
/** A call that needs a live session: 401 without one. */
const addressesStatus = async (session: Session) => (await call(t.app, 'GET', 'addresses', { session })).status;

async function withPassword() {
  const phone = newPhone();
  const session = await signInByCode(t.app, phone);
  const set = await call(t.app, 'POST', 'changepassword', { session, body: { new: PASSWORD, confirm: PASSWORD } });
  expect(set.status).toBe(200);
  return phone;
}

const passwordSignIn = async (phone: string, headers: Record<string, string>) => {
  const answer = await call<AuthAnswerWire>(t.app, 'POST', 'signin', { body: { phone, password: PASSWORD }, headers });
  expect(answer.status).toBe(200);
  return answer.body;
};

async function codeSignIn(phone: string, headers: Record<string, string>) {
  clock.advance(2 * MINUTE); // past the 60 s between sends
  const sent = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone } });
  const code = await lastCode(t.app, `+${phone}`);
  const answer = await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
    body: { phone, code, verification: sent.body.verification },
    headers,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('a sign-in on a device', () => {
  it("ends that device's earlier password session: its token answers no user and 401", async () => {
    const phone = await withPassword();
    const device = newDevice();
    const first = await passwordSignIn(phone, { device });
    expect((await verified(first)).auth).not.toBeNull(); // and now in the process's session cache
    const second = await passwordSignIn(phone, { device });
    expect(second.device).toBe(device);
    expect(second.token).not.toBe(first.token);
    expect((await verified(first)).auth).toBeNull();
    expect(await addressesStatus(first)).toBe(401);
    expect((await verified(second)).auth?.id).toBe(first.auth.id);
  });

  it('ends it for an SMS-code sign-in too, and a password one after a code one', async () => {
    const phone = await withPassword();
    const device = newDevice();
    const byPassword = await passwordSignIn(phone, { device });
    const byCode = await codeSignIn(phone, { device });
    expect(await addressesStatus(byPassword)).toBe(401);
    expect(await addressesStatus(byCode)).toBe(200);
    const again = await passwordSignIn(phone, { device });
    expect(await addressesStatus(byCode)).toBe(401);
    expect(await addressesStatus(again)).toBe(200);
  });

  it("ends the token the request carried, even another user's, and leaves other devices signed in", async () => {
    const phone = await withPassword();
    const device = newDevice();
    const elsewhere = await passwordSignIn(phone, { device: newDevice() });
    const planted = await passwordSignIn(phone, { device });
    // someone else signs in on that device, the earlier token still in its cookies
    const other = await withPassword();
    const theirs = await passwordSignIn(other, { device, token: planted.token });
    expect(await addressesStatus(planted)).toBe(401);
    expect(await addressesStatus(theirs)).toBe(200);
    expect(await addressesStatus(elsewhere)).toBe(200);
  });

  it("does not end another user's session on a device id alone", async () => {
    const victim = await withPassword();
    const device = newDevice();
    const victimSession = await passwordSignIn(victim, { device });
    const attacker = await withPassword();
    await passwordSignIn(attacker, { device });
    expect(await addressesStatus(victimSession)).toBe(200);
  });
});
