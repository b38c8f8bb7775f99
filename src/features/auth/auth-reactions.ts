/**
 * What the dialog does with a refused call (spec §8), as data: the messages for the form's fields,
 * and whether the 'somethingWrong' error toast is shown too.
 */
import type { ApiError } from '../../lib/api/api-client';
import type { AuthErrors, AuthMessage } from './auth-slice';

export type AuthStep = 'register' | 'signin' | 'sendCode' | 'verify';

export interface Reaction {
  errors: AuthErrors;
  /** the error toast 'somethingWrong' */
  toast: boolean;
}

/** A wait in the largest unit that keeps it readable: 45 seconds, 12 minutes, 24 hours (rounded up). */
export function waitOf(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}

const withWait = (id: string, seconds: number | undefined): AuthMessage =>
  seconds ? { id: `${id}.wait`, values: waitOf(seconds) } : { id };

/** 'Too many requests', with how long to wait when the API said (Retry-After): the checkout's too. */
export const tooManyRequests = (retryAfter: number | undefined): AuthMessage =>
  withWait('auth.error.tooMany', retryAfter);

export const SOMETHING_WRONG: AuthMessage = { id: 'auth.error.somethingWrong' };

export function reactionTo(failure: ApiError, step: AuthStep): Reaction {
  // 'Too many requests. Please wait!' and 'Your phone number is blocked' (a send or a check of a
  // blocked identifier) answer any step, with the wait from Retry-After.
  if (failure.status === 429) return { errors: { form: tooManyRequests(failure.retryAfter) }, toast: false };
  if (failure.status === 403 && failure.code === 'phoneBlocked') {
    return { errors: { form: withWait('auth.error.blocked', failure.retryAfter) }, toast: false };
  }
  if (step === 'register' && failure.code === 'userExists') {
    return { errors: { identifier: { id: 'auth.error.userExists' } }, toast: false };
  }
  if (step === 'register' && failure.message && failure.status >= 400 && failure.status < 500) {
    // Another refused sign-up: the toast, and the server's words in the form (spec §8).
    return { errors: { form: { id: 'auth.error.server', values: { message: failure.message } } }, toast: true };
  }
  if (step === 'signin' && failure.code === 'passwordIncorrect') {
    return { errors: { form: { id: 'auth.validation.credentials' } }, toast: false };
  }
  if (step === 'verify' && failure.code === 'invalidCode') {
    return { errors: { code: { id: 'auth.validation.code' } }, toast: false };
  }
  if (step === 'verify' && failure.code === 'invalidParameters') {
    return { errors: { code: SOMETHING_WRONG }, toast: false };
  }
  return { errors: {}, toast: true };
}
