/**
 * A stand-in for fetch in component tests that need the API's answers in shapes a live API cannot
 * be brought to (a bank's states, a hold about to run out): `route` answers each call, named
 * 'METHOD /path', with a status and a JSON body; the answer is the calls made, in order.
 */
import { jest } from '@jest/globals';

export interface StubAnswer {
  status: number;
  body: unknown;
}

export function stubFetch(route: (call: string) => StubAnswer | Promise<StubAnswer>): string[] {
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}`;
    calls.push(call);
    const { status, body } = await route(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
