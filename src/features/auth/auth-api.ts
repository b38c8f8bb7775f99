/**
 * The dialog's calls to /auth/v2 (spec §7), through the API client. A refusal here is an answer
 * the form shows (400 with the refusal's `code`, 403 blocked, 429 with Retry-After): an ApiError
 * whose `code`, message and `retryAfter` auth-reactions.ts turns into the form's messages. The API
 * sets and reads the HttpOnly Token and Device cookies itself.
 */
import type {
  AuthAnswerWire,
  CodeSentWire,
  RegisterBody,
  SigninBody,
  VerifyCodeBody,
} from '../../../server/src/contract/auth';
import { apiCall } from '../../lib/api/api-client';
import type { Lng } from '../../lib/catalog-types';

const postAuth = <T>(path: string, body: unknown, lng: Lng) => apiCall<T>(`/auth/v2/${path}`, { lng, body });

export const register = (body: RegisterBody, lng: Lng) => postAuth<CodeSentWire>('register', body, lng);

/** With a password: signed in (or, per spec §8, an answer without auth is a code sent); without: a code is sent. */
export const signIn = (body: SigninBody, lng: Lng) => postAuth<AuthAnswerWire | CodeSentWire>('signin', body, lng);

export const verifyCode = (body: VerifyCodeBody, lng: Lng) => postAuth<AuthAnswerWire>('verifycode', body, lng);
