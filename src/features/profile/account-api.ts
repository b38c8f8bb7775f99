/**
 * The profile's calls to /auth/v2 (docs/api.md "Accounts"): profile, a new phone or e-mail, password, photo,
 * addresses.
 * The session travels in the HttpOnly Token/Device cookies the API set at sign-in, which the
 * browser sends with every call to the shop's own origin (accounts need the API there); the `lng`
 * header gets the API's messages in the page's language. A refusal (400 'Invalid parameters', 401
 * signed out, 404, 413, 429 ...) is an ApiError with the API's translated message, its status and
 * its `code`, so a form can say what went wrong. Each change is a `useSWRMutation` hook the form
 * triggers; the address list is a `useSWR` key the checkout shares.
 */
import type {
  AddressBody,
  AddressWire,
  CodeSentWire,
  IdentifierChangeBody,
  IdentifierConfirmBody,
  UserWire,
} from '../../../server/src/contract/auth';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiCall, ApiError } from '../../lib/api/api-client';
import { SWR_DEFAULTS } from '../../lib/api/swr-defaults';
import type { Lng } from '../../lib/catalog-types';

interface AccountRequest {
  lng: Lng;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or the photo's multipart form */
  body?: unknown;
}

const accountCall = <T>(path: string, request: AccountRequest) => apiCall<T>(`/auth/v2${path}`, request);

type UserAnswer = { status: 200; auth: UserWire };

export interface ProfileChanges {
  name: string;
  surname: string;
}

export const saveProfile = (lng: Lng, changes: ProfileChanges) =>
  accountCall<UserAnswer>('/profile', { lng, method: 'POST', body: changes }).then((answer) => answer.auth);

/** A new phone or e-mail: a code goes to it (docs/adr/027); the answer's verification goes back with the code. */
export const requestIdentifierChange = (lng: Lng, body: IdentifierChangeBody) =>
  accountCall<CodeSentWire>('/identifier', { lng, method: 'POST', body }).then((answer) => answer.verification);

/** The code of the new phone or e-mail: the account takes it. */
export const confirmIdentifierChange = (lng: Lng, body: IdentifierConfirmBody) =>
  accountCall<UserAnswer>('/identifier/confirm', { lng, method: 'POST', body }).then((answer) => answer.auth);

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

/** A 401: the session ended elsewhere (a password change, a sign-out on another tab). */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The API's translated words for a refusal it worded (4xx), or '' (5xx, no answer at all). */
export const refusalText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : '';

/** The saved addresses; `onError` sees each failure (a 401 ends the screen's session). */
export const useAddresses = (lng: Lng, onError: (error: unknown) => void) =>
  useSWR([ADDRESSES_KEY, lng], () => listAddresses(lng), { ...SWR_DEFAULTS, onError });

type Change<A, T> = (arg: A) => Promise<T>;

/** A change the form triggers: `trigger(arg)` resolves with the answer or throws the ApiError. */
function useChange<A, T>(name: string, lng: Lng, change: Change<A, T>) {
  return useSWRMutation([name, lng], (_key, { arg }: { arg: A }) => change(arg));
}

export const useSaveProfile = (lng: Lng) =>
  useChange('save-profile', lng, (changes: ProfileChanges) => saveProfile(lng, changes));

export const useRequestIdentifierChange = (lng: Lng) =>
  useChange('request-identifier', lng, (body: IdentifierChangeBody) => requestIdentifierChange(lng, body));

export const useConfirmIdentifierChange = (lng: Lng) =>
  useChange('confirm-identifier', lng, (body: IdentifierConfirmBody) => confirmIdentifierChange(lng, body));

export const useChangePassword = (lng: Lng) =>
  useChange('change-password', lng, (body: { old?: string; new: string; confirm: string }) =>
    changePassword(lng, body),
  );

export const useUploadPhoto = (lng: Lng) => useChange('upload-photo', lng, (photo: Blob) => uploadPhoto(lng, photo));

export const useRemovePhoto = (lng: Lng) => useChange('remove-photo', lng, (_: void) => removePhoto(lng));

/** Adds an address, or edits the one named by `id`. */
export const useSaveAddress = (lng: Lng) =>
  useChange('save-address', lng, ({ id, body }: { id?: number; body: AddressBody }) =>
    id === undefined ? addAddress(lng, body) : editAddress(lng, id, body),
  );

export const useRemoveAddress = (lng: Lng) => useChange('remove-address', lng, (id: number) => removeAddress(lng, id));
