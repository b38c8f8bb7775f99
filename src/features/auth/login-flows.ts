/**
 * The dialog's requests and what follows them (spec §4, §8): each sets `submitting`, then either
 * signs the shopper in, stores the verification of a sent code, or shows the refusal.
 */
import { navigate } from 'gatsby';
import { useMemo } from 'react';
import type { AuthAnswerWire, CodeSentWire, UserWire } from '../../../server/src/contract/auth';
import type { Lng } from '../../lib/catalog-types';
import { currentDevice } from '../../lib/device';
import { localizePath } from '../../lib/i18n';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppStore } from '../../lib/store/hooks';
import { toastShown } from '../toasts';
import { ApiError } from '../../lib/api/api-client';
import { register, signIn, verifyCode } from './auth-api';
import { reactionTo, SOMETHING_WRONG, type AuthStep } from './auth-reactions';
import { identifierBody } from './auth-schemas';
import { codeSent, signedIn, submitFailed, submitStarted } from './auth-actions';

type Dispatch = ReturnType<typeof useAppDispatch>;

/**
 * After login or code verification (spec §4): a phone loads /profile in full; a desktop moves there
 * within the app and says so in the 'success_signIn' toast. A page that requires login keeps the
 * shopper where they are (RequireLogin), with the toast.
 */
export function afterLogin(dispatch: Dispatch, lng: Lng, onProtectedPage: boolean) {
  const profile = localizePath('/profile', lng);
  if (!onProtectedPage && currentDevice().isMobile) {
    window.location.assign(profile);
    return;
  }
  dispatch(toastShown({ variant: 'success', messageId: 'auth.toast.signedIn' }));
  if (!onProtectedPage) void navigate(profile);
}

const hasAuth = (answer: AuthAnswerWire | CodeSentWire): answer is AuthAnswerWire =>
  'auth' in answer && Boolean(answer.auth);

export function useLoginFlows() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const lng = useLng();

  return useMemo(() => {
    /** The call's answer, or null once its refusal is shown (an ApiError; anything else is a bug, thrown). */
    async function answerOf<T>(call: Promise<T>, step: AuthStep): Promise<T | null> {
      try {
        return await call;
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        if (failure.status === 0) console.warn(`The ${step} call got no answer`, failure);
        const reaction = reactionTo(failure, step);
        dispatch(submitFailed(reaction.errors));
        if (reaction.toast) dispatch(toastShown({ variant: 'error', messageId: SOMETHING_WRONG.id }));
        return null;
      }
    }
    const loggedIn = (user: UserWire) => {
      const { onProtectedPage } = store.getState().auth;
      dispatch(signedIn(user));
      afterLogin(dispatch, lng, onProtectedPage);
    };

    return {
      async signInWithPassword(identifier: string, password: string) {
        dispatch(submitStarted());
        const body = identifierBody(identifier);
        const answer = await answerOf(signIn({ ...body, password }, lng), 'signin');
        if (!answer) return;
        if (hasAuth(answer)) return loggedIn(answer.auth);
        // spec §8: a login answer without auth means a code was sent
        dispatch(codeSent({ token: answer.verification, ...body, purpose: 'signin' }));
      },
      /** 'sms login': a code to the identifier (also to unknown ones: verifying it makes the account) */
      async sendSignInCode(identifier: string) {
        dispatch(submitStarted());
        const body = identifierBody(identifier);
        const answer = await answerOf(signIn(body, lng), 'sendCode');
        if (!answer) return;
        if (hasAuth(answer)) return loggedIn(answer.auth);
        dispatch(codeSent({ token: answer.verification, ...body, purpose: 'signin' }));
      },
      async startSignUp(identifier: string) {
        dispatch(submitStarted());
        const body = identifierBody(identifier);
        const answer = await answerOf(register(body, lng), 'register');
        if (answer) dispatch(codeSent({ token: answer.verification, ...body, purpose: 'register' }));
      },
      async submitCode(code: string) {
        const { verification } = store.getState().auth;
        if (!verification) return;
        dispatch(submitStarted());
        // undefined fields are left out of the JSON body: it names the phone or the e-mail
        const { phone, email, token } = verification;
        const answer = await answerOf(verifyCode({ phone, email, code, verification: token }, lng), 'verify');
        if (answer) loggedIn(answer.auth);
      },
    };
  }, [dispatch, store, lng]);
}
