/**
 * The staff app's component tests on the live API (dom-environment.ts): a staff account made with
 * the machine credential and signed in through POST /admin/v1/session, its session carried by the
 * app's calls, and a screen rendered in the app's providers (its SWR fetcher, its language and
 * texts). A browser sends the session as the HttpOnly StaffToken cookie the API set; Node's fetch
 * keeps no cookies, so the cookie is written on each call to the API here. The orders those
 * screens show are placed, confirmed and paid as a shopper does (courierOrder, orderCode, payByCard).
 */
import { afterEach, expect } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Lng } from '../lib/catalog-types';
import { LanguageProvider } from '../staff-app/language';
import { staffGet } from '../staff-app/staff-api';
import type { StaffRole } from '../../server/src/contract/staff';
import { liveApiUrl, liveJson } from './live-catalogue';
import type { LiveSession } from './live-session';

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

/** What GET /client/v4/orders/extras answers that an order's delivery is chosen from. */
export interface LiveOrderExtras {
  deliveryMethods: { code: string; needsAddress: boolean }[];
  deliveryTypes: { code: string; method: string }[];
  dates: string[];
  times: string[];
}

/**
 * An order's recipient (at `phone`), address in Ashgabat and courier delivery: the first method
 * that needs an address, its type, and a day and hour the extras offer.
 */
export function courierOrder(extras: LiveOrderExtras, phone: string) {
  const courier = extras.deliveryMethods.find((method) => method.needsAddress)!;
  return {
    recipient: { name: 'Aýna', surname: 'Orazowa', phone },
    address: { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7', street: 'Atatürk köçesi', building: '21' },
    delivery: {
      method: courier.code,
      type: extras.deliveryTypes.find((type) => type.method === courier.code)!.code,
      date: extras.dates[Math.min(1, extras.dates.length - 1)],
      time: extras.times.at(extras.dates.length > 1 ? 0 : -1)!,
    },
  };
}

/** The code of the order SMS that names order `id`, as the recipient at `phone` reads it. */
export async function orderCode(phone: string, id: number) {
  const outbox = await liveJson<{ to: string; text: string }[]>('/dev/outbox.json');
  const sms = outbox.find((row) => row.to === phone && row.text.includes(String(id)));
  const code = sms && /: (\d{4})\./.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code for order ${id}`);
  return code;
}

/** Pays a confirmed card order at the simulator's form with its test card, as a shopper does. */
export async function payByCard(shopper: LiveSession, id: number) {
  const session = { token: shopper.token, device: shopper.device };
  const started = await liveJson<{ formUrl: string }>(`/client/v4/orders/${id}/payment`, {
    method: 'POST',
    body: {},
    headers: session,
  });
  const form = new URL(started.formUrl);
  // the shopper's browser opens the form before sending it
  await fetch(`${liveApiUrl()}${form.pathname}${form.search}`, { headers: { accept: 'text/html' } })
    .then((page) => page.text())
    .catch(() => undefined);
  const sent = await fetch(`${liveApiUrl()}${form.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    // a string: Node's fetch does not know jsdom's URLSearchParams for what it is
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mdOrder: form.searchParams.get('mdOrder') ?? '',
      language: 'en',
      pan: '4111111111111111',
      expiry: '12/30',
      cvc: '123',
      name: 'AYNA ORAZOWA',
      action: 'pay',
    }).toString(),
  });
  expect([sent.status, sent.status === 303 ? '' : await sent.text()]).toEqual([303, '']);
  // the bank's return is applied by the API: wait until the payment reads as paid
  await waitFor(
    async () => {
      const state = await liveJson<{ state: string }>(`/client/v4/orders/${id}/payment`, { headers: session });
      expect(state.state).toBe('paid');
    },
    { timeout: 15_000 },
  );
}
