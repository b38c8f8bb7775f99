import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { UserWire } from '../../../server/src/contract/auth';
import { accountName } from './account-name';
import {
  codeSent,
  loginDialogClosed,
  protectedPageEntered,
  protectedPageLeft,
  sessionChecked,
  signedIn,
  signedOut,
  submitFailed,
  submitStarted,
  userChanged,
  verificationReset,
} from './auth-actions';
import { authSlice, openLoginDialog, selectAuthStatus, selectLoginDialogOpen } from './auth-slice';

const makeStore = () => configureStore({ reducer: { auth: authSlice.reducer } });

const user: UserWire = {
  id: 7,
  name: 'Aýgül',
  surname: 'Muradowa',
  phone: '99361234567',
  email: null,
  photo: null,
  hasPassword: false,
};

describe('auth slice', () => {
  it('is checking until the session check answers, then signed in with the user it returned', () => {
    const store = makeStore();
    expect(selectAuthStatus(store.getState())).toBe('checking');
    store.dispatch(sessionChecked(user));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(store.getState().auth).toMatchObject({ currentUser: user, loggedIn: true, checked: true });
  });

  it('is anonymous when the check finds no session', () => {
    const store = makeStore();
    store.dispatch(sessionChecked(null));
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    expect(store.getState().auth.currentUser).toBeNull();
  });

  it('sets submitting while a request runs and clears the old errors (spec §4)', () => {
    const store = makeStore();
    store.dispatch(submitFailed({ form: { id: 'auth.validation.credentials' } }));
    store.dispatch(submitStarted());
    expect(store.getState().auth).toMatchObject({ submitting: true, errors: null });
  });

  it('keeps the verification of a sent code for the code step, until the identifier changes', () => {
    const store = makeStore();
    store.dispatch(submitStarted());
    store.dispatch(codeSent({ token: 'v1', phone: '99361234567', purpose: 'register' }));
    expect(store.getState().auth).toMatchObject({
      submitting: false,
      verification: { token: 'v1', phone: '99361234567', purpose: 'register' },
    });
    store.dispatch(verificationReset());
    expect(store.getState().auth.verification).toBeNull();
  });

  it('a failure sets the errors and logged-out, and ends submitting', () => {
    const store = makeStore();
    store.dispatch(submitStarted());
    store.dispatch(submitFailed({ code: { id: 'auth.validation.code' } }));
    expect(store.getState().auth).toMatchObject({
      submitting: false,
      loggedIn: false,
      errors: { code: { id: 'auth.validation.code' } },
    });
  });

  it('signing in stores the user, forgets the code step and closes the dialog', () => {
    const store = makeStore();
    store.dispatch(sessionChecked(null));
    store.dispatch(openLoginDialog());
    store.dispatch(codeSent({ token: 'v1', email: 'a@b.tm', purpose: 'signin' }));
    store.dispatch(signedIn(user));
    expect(store.getState().auth).toMatchObject({
      currentUser: user,
      loggedIn: true,
      verification: null,
      errors: null,
      dialogOpen: false,
    });
  });

  it('does not open the dialog for a signed-in shopper; closing it forgets its errors and code step', () => {
    const store = makeStore();
    store.dispatch(sessionChecked(null));
    store.dispatch(openLoginDialog());
    expect(store.getState().auth.dialogOpen).toBe(true);
    store.dispatch(codeSent({ token: 'v1', phone: '99361234567', purpose: 'signin' }));
    store.dispatch(submitFailed({ code: { id: 'auth.validation.code' } }));
    store.dispatch(loginDialogClosed());
    expect(store.getState().auth).toMatchObject({ dialogOpen: false, errors: null, verification: null });

    store.dispatch(signedIn(user));
    store.dispatch(openLoginDialog());
    expect(selectLoginDialogOpen(store.getState())).toBe(false);
  });

  it('the profile refreshes the current user (userChanged)', () => {
    const store = makeStore();
    store.dispatch(signedIn(user));
    store.dispatch(userChanged({ ...user, name: 'Maral' }));
    expect(store.getState().auth.currentUser?.name).toBe('Maral');
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
  });

  it('sign-out leaves a known anonymous shopper, still on the page it was on', () => {
    const store = makeStore();
    store.dispatch(signedIn(user));
    store.dispatch(protectedPageEntered());
    store.dispatch(signedOut());
    expect(store.getState().auth).toMatchObject({ currentUser: null, loggedIn: false, checked: true });
    expect(store.getState().auth.onProtectedPage).toBe(true);
    expect(selectAuthStatus(store.getState())).toBe('anonymous');
    store.dispatch(protectedPageLeft());
    expect(store.getState().auth.onProtectedPage).toBe(false);
  });
});

describe('the header name (spec §3)', () => {
  it('is the name, the first letter of the surname and a dot', () => {
    expect(accountName({ name: 'Aýgül', surname: 'Muradowa' })).toBe('Aýgül M.');
    expect(accountName({ name: ' Иван ', surname: 'петров' })).toBe('Иван П.');
  });

  it('is null (the header says "profile") when the name or the surname is missing', () => {
    expect(accountName({ name: 'Aýgül', surname: '' })).toBeNull();
    expect(accountName({ name: '', surname: 'Muradowa' })).toBeNull();
    expect(accountName({ name: '  ', surname: ' ' })).toBeNull();
  });
});
