/**
 * The dialog's calls to /auth/v2 (spec §7). Not the shop's API client: a refusal here is an answer
 * the form shows (400 with the refusal's `code`, 403 blocked, 429 with Retry-After), not an error
 * to throw. The API sets and reads the HttpOnly Token and Device cookies itself.
 */
import type {
  AuthAnswerWire,
  CodeSentWire,
  RegisterBody,
  SigninBody,
  VerifyCodeBody,
} from '../../../server/src/contract/auth';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

/** Why a call did not succeed: the status (0: no answer), the refusal's code and Retry-After. */
export interface AuthFailure {
  status: number;
  /** the API's name of the refusal ('userExists', 'invalidCode', …; docs/api.md) */
  code?: string;
  /** the API's message, already in the shopper's language */
  message?: string;
  /** seconds to wait, from Retry-After */
  retryAfter?: number;
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; failure: AuthFailure };

async function postAuth<T>(path: string, body: unknown, lng: Lng): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/auth/v2/${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', lng: lng.toUpperCase() },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.warn(`/auth/v2/${path} got no answer`, error);
    return { ok: false, failure: { status: 0 } };
  }
  const data = (await response.json().catch(() => ({}))) as Partial<{ code: string; message: string }>;
  if (response.ok) return { ok: true, data: data as T };
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    failure: {
      status: response.status,
      code: typeof data.code === 'string' ? data.code : undefined,
      message: typeof data.message === 'string' ? data.message : undefined,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
    },
  };
}

export const register = (body: RegisterBody, lng: Lng) => postAuth<CodeSentWire>('register', body, lng);

/** With a password: signed in (or, per spec §8, an answer without auth is a code sent); without: a code is sent. */
export const signIn = (body: SigninBody, lng: Lng) => postAuth<AuthAnswerWire | CodeSentWire>('signin', body, lng);

export const verifyCode = (body: VerifyCodeBody, lng: Lng) => postAuth<AuthAnswerWire>('verifycode', body, lng);
