import { createServer } from 'node:http';

/**
 * The SMS gateway of the checkout benches (SMS_PROVIDER=http points the API here): texts by phone,
 * and waiters for the next one, so each order's code is read as a phone would.
 */
export function smsGateway() {
  const waiting = new Map<string, (text: string) => void>();
  const early = new Map<string, string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    const phone = url.searchParams.get('phone') ?? '';
    const text = url.searchParams.get('text') ?? '';
    const waiter = waiting.get(phone);
    if (waiter) {
      waiting.delete(phone);
      waiter(text);
    } else early.set(phone, text);
    request.resume();
    response.end('ok');
  });
  return {
    server,
    next(phone: string): Promise<string> {
      const text = early.get(phone);
      if (text !== undefined) {
        early.delete(phone);
        return Promise.resolve(text);
      }
      return new Promise((done) => waiting.set(phone, done));
    },
  };
}
