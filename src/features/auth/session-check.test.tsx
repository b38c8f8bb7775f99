import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { UserWire } from '../../../server/src/contract/auth';
import { signedIn, signedOut } from './auth-actions';
import { authSlice, selectAuthStatus } from './auth-slice';
import { checkSession } from './session-check';

const user: UserWire = {
  id: 7,
  name: 'Jeren',
  surname: 'Amanowa',
  phone: '99367000007',
  email: null,
  photo: null,
  hasPassword: true,
};
const other: UserWire = { ...user, id: 8, name: 'Merjen' };

/** GET /auth/v2/verify, answered when the test says so. */
function verifyAnswering() {
  let answer: (auth: UserWire | null) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => {
    answer = (auth) => resolve(new Response(JSON.stringify({ auth }), { status: 200 }));
  });
  global.fetch = jest.fn(() => pending) as unknown as typeof fetch;
  return (auth: UserWire | null) => answer(auth);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('the session check at start', () => {
  it("takes the API's answer when nothing happened meanwhile", async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    const answer = verifyAnswering();
    checkSession(store);
    expect(selectAuthStatus(store.getState())).toBe('checking');
    answer(user);
    await settled();
    expect(store.getState().auth).toMatchObject({ currentUser: user, loggedIn: true, checked: true });
  });

  it('drops an answer older than a sign-out that landed first (/exit while the check is on its way)', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    const answer = verifyAnswering();
    checkSession(store);
    store.dispatch(signedOut());
    answer(user);
    await settled();
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(store.getState().auth.currentUser).toBeNull();
  });

  it('drops an answer older than a sign-in that landed first', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    const answer = verifyAnswering();
    checkSession(store);
    store.dispatch(signedIn(other));
    answer(null);
    await settled();
    expect(store.getState().auth).toMatchObject({ currentUser: other, loggedIn: true });
  });
});
