/**
 * A signed-in shopper on the live API for component tests: an account made by the SMS sign-in
 * with the code read from the development outbox (docs/api.md), and jsdom's fetch carrying its
 * session. A browser sends the session as the HttpOnly Token/Device cookies the API set; Node's
 * fetch keeps no cookies, so the API's `token` and `device` headers (spec §6) carry it instead.
 */
import { afterEach } from '@jest/globals';

const api = () => process.env.GATSBY_API_URL as string;

export interface LiveSession {
  token: string;
  device: string;
  phone: string;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${api()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let phones = 0;
/** A phone no other test of the run uses: the code limits count per phone. */
export const freshPhone = () =>
  `+9936${String(process.pid % 1000).padStart(3, '0')}${String((phones += 1)).padStart(4, '0')}`;

/** Signs a new shopper in by SMS code; `password` is then set through the API when given. */
export async function signedInShopper(options: { password?: string; name?: string; surname?: string } = {}) {
  const phone = freshPhone();
  const { verification } = await post<{ verification: string }>('/auth/v2/signin', { phone });
  const outbox = (await (await fetch(`${api()}/dev/outbox.json`)).json()) as { to: string; text: string }[];
  const digits = phone.replace(/\D/g, '');
  const message = outbox.find((entry) => entry.to.replace(/\D/g, '') === digits);
  const code = /\b(\d{4})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone} in the outbox`);
  const session = await post<{ token: string; device: string }>('/auth/v2/verifycode', { code, verification, phone });
  const headers = { token: session.token, device: session.device };
  if (options.name !== undefined || options.surname !== undefined)
    await post('/auth/v2/profile', { name: options.name ?? '', surname: options.surname ?? '' }, headers);
  if (options.password)
    await post('/auth/v2/changepassword', { new: options.password, confirm: options.password }, headers);
  return { token: session.token, device: session.device, phone: digits } satisfies LiveSession;
}

/** The user the API has for a session (null when it ended). */
export async function liveUser(session: LiveSession) {
  const response = await fetch(`${api()}/auth/v2/verify`, {
    headers: { token: session.token, device: session.device },
  });
  return ((await response.json()) as { auth: Record<string, unknown> | null }).auth;
}

const nodeFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = nodeFetch;
});

/** From now until the test ends, the storefront's calls to the API carry this session. */
export function browseAs(session: LiveSession) {
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(api())) return nodeFetch(input, init);
    const headers = new Headers(init.headers);
    // a call that names its own session (a test asking about another browser's) keeps it
    if (!headers.has('token')) {
      headers.set('token', session.token);
      headers.set('device', session.device);
    }
    return nodeFetch(input, { ...init, headers });
  };
}
