/**
 * The profile's calls to /auth/v2 (docs/api.md "Accounts"): profile, password, photo, addresses.
 * The session travels in the HttpOnly Token/Device cookies the API set at sign-in, which the
 * browser sends with every call to the shop's own origin (accounts need the API there); the `lng`
 * header gets the API's messages in the page's language. A refusal (400 'Invalid parameters', 401
 * signed out, 404, 413, 429 ...) becomes an AccountError with the API's translated message, its
 * status and its `code`, so a form can say what went wrong.
 */
import type { AddressBody, AddressWire, UserWire } from '../../../server/src/contract/auth';
import { API_URL } from '../../lib/api/api-url';
import type { Lng } from '../../lib/catalog-types';

export class AccountError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** the refusal's stable name (`passwordIncorrect`, `tooManyAddresses`, ...), when the API gives one */
    readonly code?: string,
  ) {
    super(message);
  }
}

interface AccountRequest {
  lng: Lng;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

async function accountCall<T>(path: string, { lng, method = 'GET', body }: AccountRequest): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${API_URL}/auth/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      lng: lng.toUpperCase(),
      ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: a proxy's page */
  }
  if (!response.ok) {
    const { message, code } = (data ?? {}) as { message?: unknown; code?: unknown };
    throw new AccountError(
      response.status,
      typeof message === 'string' ? message : response.statusText,
      typeof code === 'string' ? code : undefined,
    );
  }
  return data as T;
}

type UserAnswer = { status: 200; auth: UserWire };

export const saveProfile = (lng: Lng, changes: { name: string; surname: string }) =>
  accountCall<UserAnswer>('/profile', { lng, method: 'POST', body: changes }).then((answer) => answer.auth);

export const changePassword = (lng: Lng, body: { old?: string; new: string; confirm: string }) =>
  accountCall<UserAnswer>('/changepassword', { lng, method: 'POST', body }).then((answer) => answer.auth);

export function uploadPhoto(lng: Lng, photo: Blob) {
  const form = new FormData();
  form.append(
    'photo',
    photo,
    `photo.${photo.type === 'image/png' ? 'png' : photo.type === 'image/webp' ? 'webp' : 'jpg'}`,
  );
  return accountCall<UserAnswer>('/photo', { lng, method: 'POST', body: form }).then((answer) => answer.auth);
}

export const removePhoto = (lng: Lng) =>
  accountCall<UserAnswer>('/photo', { lng, method: 'DELETE' }).then((answer) => answer.auth);

export const ADDRESSES_KEY = '/auth/v2/addresses';

export const listAddresses = (lng: Lng) => accountCall<AddressWire[]>('/addresses', { lng });

export const addAddress = (lng: Lng, body: AddressBody) =>
  accountCall<AddressWire>('/addresses', { lng, method: 'POST', body });

export const editAddress = (lng: Lng, id: number, body: AddressBody) =>
  accountCall<AddressWire>(`/addresses/${id}`, { lng, method: 'PUT', body });

export const removeAddress = (lng: Lng, id: number) =>
  accountCall<{ status: 200 }>(`/addresses/${id}`, { lng, method: 'DELETE' });
