/**
 * /auth/v2: sign-up, sign-in by password and by code, the session check and sign-out, with the
 * spec's fields and messages in TM, RU and EN (spec §7, §8; docs/api.md).
 */
import type { AuthAnswerWire, CodeSentWire, SessionAnswerWire } from '../src/contract/auth';
import { startTestApp, type OpenApiDocument, type TestApp } from './helpers';
import { call, lastCode, MINUTE, outbox, signInByCode, TestClock, wrongCode } from './auth-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(2 * 60 * MINUTE));

describe('sign-up by phone', () => {
  it('sends a 4-digit code by SMS and signs the new user in with it for 60 days', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'register', {
      body: { phone: '+993 61 00 00 01' },
      lng: 'EN',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      status: 200,
      verification: expect.any(String),
      message: 'The verification code has been sent',
    });
    const [sms] = await outbox(t.app);
    expect(sms).toMatchObject({ channel: 'sms', to: '+99361000001' });
    expect(sms.text).toMatch(/^Your verification code: \d{4}\./);
    expect(new Date(sms.at).getTime()).toBe(clock.now().getTime());

    const code = await lastCode(t.app, '+99361000001');
    const verified = await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
      body: { phone: '99361000001', code, verification: sent.body.verification },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: 200,
      token: expect.stringMatching(/^[\w-]{43}$/),
      device: expect.any(String),
      auth: { phone: '99361000001', email: null, name: '', surname: '', photo: null, hasPassword: false },
    });
    const token = verified.cookies.find((c) => c.name === 'Token');
    expect(token).toMatchObject({
      value: verified.body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 60 * 86400,
    });
    expect(verified.cookies.find((c) => c.name === 'Device')).toMatchObject({
      value: verified.body.device,
      httpOnly: true,
    });

    const check = await call<SessionAnswerWire>(t.app, 'GET', 'verify', { session: verified.body });
    expect(check.body.auth).toMatchObject({ id: verified.body.auth.id, phone: '99361000001' });
  });

  it("answers 'User exists' for a taken phone, in the caller's language", async () => {
    await signInByCode(t.app, '99361000002');
    const answers = await Promise.all(
      ['EN', 'RU', 'TM'].map((lng) => call(t.app, 'POST', 'register', { body: { phone: '+99361000002' }, lng })),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400]);
    expect(answers.map((a) => a.body.message)).toEqual([
      'User exists',
      'Пользователь с такими данными уже существует',
      'Şeýle maglumatly ulanyjy eýýäm bar',
    ]);
  });

  it("answers 'Invalid parameters' for malformed or missing identifiers", async () => {
    for (const body of [
      {},
      { email: 'no-at-sign' },
      { phone: '99361000003', email: 'a@b.tm' },
      { phone: '99361000003', extra: 1 },
    ]) {
      const answer = await call(t.app, 'POST', 'register', { body, lng: 'EN' });
      expect([answer.status, answer.body.message]).toEqual([400, 'Invalid parameters']);
    }
    const ru = await call(t.app, 'POST', 'register', { body: { email: 'no-at-sign' }, lng: 'RU' });
    expect(ru.body.message).toBe('Неверные параметры');
  });

  it('asks for a valid phone number when the phone is not one (docs/adr/027)', async () => {
    for (const phone of ['12', 'abcdefgh', '1', '+64579281']) {
      const answer = await call(t.app, 'POST', 'register', { body: { phone }, lng: 'EN' });
      expect([phone, answer.status, answer.body.message]).toEqual([phone, 400, 'Please enter a valid phone number']);
    }
    const ru = await call(t.app, 'POST', 'register', { body: { phone: '1' }, lng: 'RU' });
    expect(ru.body.message).toBe('Введите правильный номер телефона');
  });
});

describe('sign-up by e-mail', () => {
  it('e-mails the code (an .eml file by default) and creates the account with it', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'register', {
      body: { email: ' Aman@Example.TM ' },
      lng: 'RU',
    });
    expect(sent.status).toBe(200);
    const [mail] = await outbox(t.app);
    expect(mail).toMatchObject({ channel: 'email', to: 'aman@example.tm', subject: 'Код подтверждения' });
    const code = await lastCode(t.app, 'aman@example.tm');
    const verified = await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
      body: { email: 'aman@example.tm', code, verification: sent.body.verification },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.auth).toMatchObject({ email: 'aman@example.tm', phone: null });
  });
});

describe('sign-in', () => {
  let phone: string;
  beforeAll(async () => {
    phone = '99361000010';
    const session = await signInByCode(t.app, phone);
    const set = await call(t.app, 'POST', 'changepassword', {
      session,
      body: { new: 'gizlin1!', confirm: 'gizlin1!' },
    });
    expect(set.status).toBe(200);
  });

  it('by password: a 15-day session', async () => {
    const answer = await call<AuthAnswerWire>(t.app, 'POST', 'signin', {
      body: { phone: `+${phone}`, password: 'gizlin1!' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, auth: { phone, hasPassword: true } });
    expect(answer.cookies.find((c) => c.name === 'Token')?.maxAge).toBe(15 * 86400);
  });

  it("answers 'Password is incorrect' for a wrong password and for an unknown user alike", async () => {
    const wrong = await call(t.app, 'POST', 'signin', { body: { phone, password: 'gizlin2!' }, lng: 'EN' });
    const unknown = await call(t.app, 'POST', 'signin', {
      body: { phone: '99361999999', password: 'gizlin1!' },
      lng: 'TM',
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Password is incorrect']);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Parol nädogry']);
  });

  it('by code (SMS mode, no password): the answer carries verification, no auth', async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body).not.toHaveProperty('auth');
    const code = await lastCode(t.app, `+${phone}`);
    const verified = await call<AuthAnswerWire>(t.app, 'POST', 'verifycode', {
      body: { phone, code, verification: sent.body.verification },
    });
    expect(verified.body.auth.phone).toBe(phone);
  });

  it("answers 'Invalid verification code' for a wrong code and 'Invalid parameters' for another phone's verification", async () => {
    const sent = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone } });
    const code = await lastCode(t.app, `+${phone}`);
    const wrong = await call(t.app, 'POST', 'verifycode', {
      body: { phone, code: wrongCode(code), verification: sent.body.verification },
      lng: 'EN',
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid verification code']);
    const ru = await call(t.app, 'POST', 'verifycode', {
      body: { phone, code: 'abcd', verification: sent.body.verification },
      lng: 'RU',
    });
    expect(ru.body.message).toBe('Неверный код подтверждения');
    const elsewhere = await call(t.app, 'POST', 'verifycode', {
      body: { phone: '99361000011', code, verification: sent.body.verification },
      lng: 'EN',
    });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, 'Invalid parameters']);
    const right = await call(t.app, 'POST', 'verifycode', {
      body: { phone, code, verification: sent.body.verification },
    });
    expect(right.status).toBe(200);
  });
});

describe('the session check and sign-out', () => {
  it('answers auth null without a session, and with cookies instead of headers too', async () => {
    expect((await call(t.app, 'GET', 'verify')).body).toEqual({ auth: null });
    const session = await signInByCode(t.app, '99361000020');
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/auth/v2/verify',
      cookies: { Token: session.token, Device: session.device },
    });
    expect(byCookie.json()).toMatchObject({ auth: { phone: '99361000020' } });
  });

  it('signs out: the token no longer works and the cookies are cleared', async () => {
    const session = await signInByCode(t.app, '99361000021');
    const out = await call(t.app, 'GET', 'signout', { session });
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === 'Token')).toMatchObject({ value: '', maxAge: 0 });
    expect((await call(t.app, 'GET', 'verify', { session })).body).toEqual({ auth: null });
  });
});

describe('the OpenAPI document', () => {
  it('lists every /auth/v2 call with its body and the user and address schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    const calls = [
      ['post', '/auth/v2/register'],
      ['post', '/auth/v2/signin'],
      ['post', '/auth/v2/verifycode'],
      ['get', '/auth/v2/verify'],
      ['get', '/auth/v2/signout'],
      ['post', '/auth/v2/profile'],
      ['post', '/auth/v2/changepassword'],
      ['post', '/auth/v2/photo'],
      ['delete', '/auth/v2/photo'],
      ['get', '/auth/v2/addresses'],
      ['post', '/auth/v2/addresses'],
      ['put', '/auth/v2/addresses/{id}'],
      ['delete', '/auth/v2/addresses/{id}'],
    ];
    for (const [method, path] of calls) expect(doc.paths[path]?.[method]?.responses['200']).toBeDefined();
    for (const path of ['/auth/v2/register', '/auth/v2/signin', '/auth/v2/verifycode', '/auth/v2/changepassword'])
      expect(doc.paths[path].post.requestBody).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['user', 'address']));
  });
});
