/**
 * Refusals of /auth/v2 name themselves in `code` beside the translated `message`: a client in any
 * language tells 'User exists' from 'Invalid parameters' (both 400) by it, as the storefront's
 * login dialog does (spec §8).
 */
import type { CodeSentWire } from '../src/contract/auth';
import { startTestApp, type TestApp } from './helpers';
import { call, lastCode, MINUTE, signInByCode, TestClock, wrongCode } from './auth-helpers';

let t: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  t = await startTestApp({ catalogue: null, config: { now: clock.now } });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(2 * 60 * MINUTE));

it('names each refusal of the dialog in every language, the message staying translated', async () => {
  const phone = '99362000001';
  await signInByCode(t.app, phone);
  clock.advance(2 * MINUTE);

  const exists = await call(t.app, 'POST', 'register', { body: { phone }, lng: 'RU' });
  expect(exists.status).toBe(400);
  expect(exists.body).toMatchObject({ code: 'userExists', message: 'Пользователь с такими данными уже существует' });

  const wrongPassword = await call(t.app, 'POST', 'signin', { body: { phone, password: 'nope1!' }, lng: 'TM' });
  expect(wrongPassword.status).toBe(400);
  expect(wrongPassword.body).toMatchObject({ code: 'passwordIncorrect', message: 'Parol nädogry' });

  const malformed = await call(t.app, 'POST', 'signin', { body: { phone, extra: 1 }, lng: 'EN' });
  expect(malformed.body).toMatchObject({ statusCode: 400, code: 'invalidParameters', message: 'Invalid parameters' });

  const sent = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone }, lng: 'EN' });
  const code = await lastCode(t.app, `+${phone}`);
  const wrong = await call(t.app, 'POST', 'verifycode', {
    body: { phone, code: wrongCode(code), verification: sent.body.verification },
    lng: 'EN',
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ code: 'invalidCode', message: 'Invalid verification code' });

  const otherPhone = await call(t.app, 'POST', 'verifycode', {
    body: { phone: '99362000002', code, verification: sent.body.verification },
    lng: 'EN',
  });
  expect(otherPhone.body).toMatchObject({ statusCode: 400, code: 'invalidParameters' });

  const again = await call(t.app, 'POST', 'signin', { body: { phone }, lng: 'EN' });
  expect(again.status).toBe(429);
  expect(again.body).toMatchObject({ code: 'tooManyRequests', message: 'Too many requests. Please wait!' });
  expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
});

it('names the block of a phone after the tenth wrong code', async () => {
  const phone = '99362000003';
  const sent = await call<CodeSentWire>(t.app, 'POST', 'signin', { body: { phone } });
  const code = await lastCode(t.app, `+${phone}`);
  const answers = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    answers.push(
      await call(t.app, 'POST', 'verifycode', {
        body: { phone, code: wrongCode(code), verification: sent.body.verification },
        lng: 'EN',
      }),
    );
  }
  expect(answers.slice(0, 9).map((answer) => answer.body.code)).toEqual(Array(9).fill('invalidCode'));
  expect(answers[9].status).toBe(403);
  expect(answers[9].body).toMatchObject({ code: 'phoneBlocked', message: 'Your phone number is blocked' });
  expect(Number(answers[9].headers['retry-after'])).toBe(24 * 3600);
});
