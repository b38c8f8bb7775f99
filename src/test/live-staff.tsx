/**
 * The staff app's component tests on the live API (dom-environment.ts): a staff account made with
 * the machine credential and signed in through POST /admin/v1/session, its session carried by the
 * app's calls, and a screen rendered in the app's providers (its SWR fetcher, its language and
 * texts). A browser sends the session as the HttpOnly StaffToken cookie the API set; Node's fetch
 * keeps no cookies, so the cookie is written on each call to the API here.
 */
import { afterEach } from '@jest/globals';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Lng } from '../lib/catalog-types';
import { LanguageProvider } from '../staff-app/language';
import { staffGet } from '../staff-app/staff-api';
import type { StaffRole } from '../../server/src/contract/staff';
import { liveApiUrl, liveJson } from './live-catalogue';

export const adminHeaders = () => ({ 'x-admin-token': process.env.LIVE_API_ADMIN_TOKEN as string });

/** A call with the machine credential, for a test's setup and its checks. */
export const adminJson = <T,>(path: string, init: { method?: string; body?: unknown; lng?: string } = {}) =>
  liveJson<T>(path, { ...init, headers: adminHeaders() });

export interface LiveStaffMember {
  login: string;
  /** `StaffToken=…`, as the browser sends it */
  cookie: string;
}

let members = 0;

/** A new staff account with `roles`, signed in. */
export async function signedInStaff(roles: StaffRole[]): Promise<LiveStaffMember> {
  members += 1;
  const login = `test-${roles.join('-')}-${process.pid}-${members}`;
  const password = 'Staff-test#2026';
  await adminJson('/admin/v1/staff', { method: 'POST', body: { login, name: `Test ${members}`, password, roles } });
  const response = await fetch(`${liveApiUrl()}/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lng: 'EN' },
    body: JSON.stringify({ login, password }),
  });
  const token = /StaffToken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!response.ok || !token) throw new Error(`signing ${login} in: ${response.status} ${await response.text()}`);
  return { login, cookie: `StaffToken=${token}` };
}

// jsdom does not scroll: the app's scroll to the top after a navigation (navigation.ts) does nothing here.
window.scrollTo = () => undefined;

const nodeFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = nodeFetch;
});

/** From now until the test ends, the staff app's calls to the API carry this member's session. */
export function actAsStaff(member: LiveStaffMember) {
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(liveApiUrl())) return nodeFetch(input, init);
    const headers = new Headers(init.headers);
    headers.set('cookie', member.cookie);
    return nodeFetch(input, { ...init, headers });
  };
}

/**
 * Renders a staff screen as the app holds it (src/staff-app/app.tsx): SWR with the app's fetcher
 * and a cache of its own per render, the app's language (English unless a test is about another)
 * and its texts.
 */
export function renderStaffScreen(ui: ReactElement, { lng = 'en' }: { lng?: Lng } = {}) {
  window.localStorage.setItem('staff-language', lng);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ fetcher: staffGet, revalidateOnFocus: false, provider: () => new Map() }}>
        <LanguageProvider>{children}</LanguageProvider>
      </SWRConfig>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers }) };
}
