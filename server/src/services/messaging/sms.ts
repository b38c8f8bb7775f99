import type { Db } from '../../db/client';
import { recordInOutbox, type OutboxPrinter } from './outbox';

/** Sends one SMS; rejects when the message did not leave. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/**
 * SMS_PROVIDER=outbox: every SMS is a row of `outbox`, read at /dev/outbox (development), on the
 * editors' page (/admin) and, with `print`, as a line in the terminal (docs/adr/016).
 */
export function outboxSms(db: Db, now: () => Date, print?: OutboxPrinter): SmsProvider {
  return { send: (phone, text) => recordInOutbox(db, { channel: 'sms', to: phone, text }, now(), print) };
}

/**
 * SMS_PROVIDER=http: a gateway. `{phone}` and `{text}` in SMS_HTTP_URL are replaced, URL-encoded,
 * and the message is POSTed there (also as JSON `{ phone, text }` for gateways that read the body);
 * any answer but 2xx counts as not sent. Codes are not kept anywhere else.
 */
export function httpSms(template: string, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    async send(phone, text) {
      const url = template
        .replaceAll('{phone}', encodeURIComponent(phone))
        .replaceAll('{text}', encodeURIComponent(text));
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
