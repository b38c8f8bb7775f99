/**
 * A gift certificate issued on the live API the way a shopper gets one (docs/adr/031): a buyer
 * orders a certificate product (cash, picked up), confirms the order with the SMS code, staff mark
 * it delivered (so paid), and the API sends the certificate's code by SMS to the recipient, read
 * here from the development outbox, where it arrives as soon as the order is delivered. The live
 * API's catalogue has the certificates' products, as the shop's seed has.
 */
import { randomUUID } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import type { OrderExtrasWire } from '../../server/src/contract/orders';
import { liveJson, liveProducts, type LiveRow } from './live-catalogue';
import { freshPhone, signedInShopper, type LiveSession } from './live-session';
import { adminHeaders } from './live-staff';

type Outbox = { to: string; text: string }[];
const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const outbox = () => liveJson<Outbox>('/dev/outbox.json');

/** The certificate products (100, 500, 1 000 TMT), in English. */
export async function certificateProducts(): Promise<LiveRow[]> {
  const rows = (await liveProducts()).filter((row) => row.name.startsWith('Gift certificate'));
  if (!rows.length) throw new Error('the live API has no gift certificate products');
  return rows.sort((a, b) => a.price - b.price);
}

/** A certificate of `value` TMT: its code as the SMS shows it (XXXX-XXXX-XXXX-XXXX) and its last 4. */
export async function issuedCertificate(value: number, buyer?: LiveSession) {
  const product = (await certificateProducts()).find((row) => row.price === value);
  if (!product) throw new Error(`no certificate of ${value} TMT`);
  const session = buyer ?? (await signedInShopper({ name: 'Merjen', surname: 'Annaýewa' }));
  const headers = { token: session.token, device: session.device };
  const extras = await liveJson<OrderExtrasWire>('/client/v4/orders/extras');
  const pickup = extras.deliveryMethods.find((method) => !method.needsAddress)!;
  const cash = extras.paymentTypes.find((type) => type.method === 'on-delivery')!;
  const phone = freshPhone();
  const recipient = freshPhone();
  const placed = await liveJson<{ id: number }>('/client/v4/orders', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: {
      lines: [{ id: product.id, count: 1, cartPrice: product.price, gift: { to: recipient } }],
      recipient: { name: 'Merjen', surname: 'Annaýewa', phone },
      address: { welayat: 'ashgabat', etrap: 'bagtyyarlyk', city: 'parahat-7', street: 'Oguzhan 12', building: '3' },
      delivery: {
        method: pickup.code,
        type: extras.deliveryTypes.find((type) => type.method === pickup.code)!.code,
        date: extras.dates[Math.min(1, extras.dates.length - 1)],
        time: extras.times.at(extras.dates.length > 1 ? 0 : -1)!,
      },
      payment: { method: cash.method, type: cash.code },
    },
  });
  const sms = (await outbox()).find(
    (row) => digitsOf(row.to) === digitsOf(phone) && row.text.includes(String(placed.id)),
  );
  const orderCode = sms && /: (\d{4})\./.exec(sms.text)?.[1];
  if (!orderCode) throw new Error(`no code for order ${placed.id}`);
  await liveJson('/client/v4/orders/verify', {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    body: { id: placed.id, code: orderCode },
  });
  for (const status of ['delivering', 'delivered'])
    await liveJson(`/admin/v1/orders/${placed.id}`, { method: 'PATCH', headers: adminHeaders(), body: { status } });
  // the code goes out once staff's "delivered" has committed
  let code = '';
  await waitFor(
    async () => {
      const message = (await outbox()).find((row) => digitsOf(row.to) === digitsOf(recipient));
      code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(message?.text ?? '')?.[1] ?? '';
      if (!code) throw new Error(`no certificate code for ${recipient} yet`);
    },
    { timeout: 15_000, interval: 200 },
  );
  return { code, last4: code.slice(-4), orderId: placed.id, buyer: session, recipient };
}
