/**
 * The staff app's calls: the shop's one client (src/lib/api/api-client.ts) on /admin/v1, in the
 * language the staff member chose, with SWR for what the screens show (the key is the path) and
 * useSWRMutation for changes. The session is the HttpOnly staff cookie (docs/adr/028).
 */
import useSWR from 'swr';
import { apiCall, type ApiError, type ApiOptions } from '../lib/api/api-client';
import type { Lng } from '../lib/catalog-types';
import type { StaffMemberWire, StaffRole } from '../../server/src/contract/staff';

let callLanguage: Lng = 'tm';

/** The language the API answers in (its refusals' messages): the app's, set by LanguageProvider. */
export const setCallLanguage = (lng: Lng) => {
  callLanguage = lng;
};

export function staffCall<T>(path: string, options: Omit<ApiOptions, 'lng'> = {}): Promise<T> {
  return apiCall<T>(`/admin/v1${path}`, { ...options, lng: callLanguage });
}

/** SWR's fetcher: the key is the path under /admin/v1. */
export const staffGet = <T>(path: string) => staffCall<T>(path);

/** Who is signed in; a 401 means nobody (the sign-in screen). */
export function useSession() {
  return useSWR<{ staff: StaffMemberWire }, ApiError>('/session', staffGet, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
}

/** An owner may do everything (docs/adr/028). */
export const mayUse = (member: Pick<StaffMemberWire, 'roles'>, role: StaffRole | 'any') =>
  role === 'any' || member.roles.includes('owner') || member.roles.includes(role);
