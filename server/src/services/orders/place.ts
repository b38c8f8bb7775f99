import { and, eq } from 'drizzle-orm';
import type { CartChangedWire, OrderPlacedWire, PlaceOrderBody } from '../../contract/orders';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { addresses, orderLines, orders } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import type { Lng } from '../../lib/lng';
import { message } from '../../lib/messages';
import { checkAddress } from '../accounts/address-rule';
import { issueCode } from '../accounts/codes';
import { identifierOf, type Identifier } from '../accounts/identifiers';
import { priceLines, sumCents, wireLine, type PricedLine } from './cart-check';
import { deliveryDateProblem } from './delivery-date';
import type { OrderChoices } from './extras';
import type { Answer } from './idempotency';
import { priceWithCode } from '../promotions/pricing';
import { giftRecipient } from '../../contract/gift-rules';
import { certificateIds, planGift } from '../gift-certificates/spend';

/** The recipient's phone as the code goes to it, or a 400. */
export function recipientPhone(phone: string): Identifier {
  const identifier = identifierOf({ phone });
  if (!identifier || identifier.kind !== 'phone') throw new RefusedRequest(400, 'phoneInvalid');
  return identifier;
}

/** 409 with the lines that cannot be ordered as the shopper saw them, with today's price and stock. */
export function cartChanged(lines: PricedLine[], lng: Lng): Answer {
  const changed = lines.filter((line) => line.problem !== null);
  const priceMoved = changed.some((line) => line.problem === 'price_changed' || line.problem === 'missing');
  const body: CartChangedWire = {
    statusCode: 409,
    error: 'Conflict',
    message: message(priceMoved ? 'pricesChanged' : 'outOfStock', lng),
    lines: changed.map(wireLine),
  };
  return { status: 409, body, keep: false };
}

function option(choices: OrderChoices, kind: 'delivery_method' | 'payment_method', code: string) {
  return choices.options.find((o) => o.kind === kind && o.code === code);
}

/** The method and a type of it, both offered; else 400. */
function chosen(choices: OrderChoices, of: 'delivery' | 'payment', method: string, type: string) {
  const found = option(choices, `${of}_method`, method);
  const typeFound = choices.options.find((o) => o.kind === `${of}_type` && o.code === type && o.method === method);
  if (!found || !typeFound) throw new RefusedRequest(400, 'orderOptionUnknown');
  return found;
}

type AddressFields = {
  welayat: string;
  etrap: string;
  city: string | null;
  street: string;
  building: string | null;
  home: string | null;
};

const trimmed = (text: string | null | undefined) => text?.trim() || null;

/**
 * The order's address: a saved one of the shopper's (another's id: 404), or the one typed in; either
 * keeps the one address rule (a row saved before it may not: 400), as the profile's do.
 */
async function addressOf(tx: Db, userId: number, address: PlaceOrderBody['address']): Promise<AddressFields> {
  if ('id' in address) {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, address.id), eq(addresses.userId, userId)));
    if (!row) throw new RefusedRequest(404, 'addressNotFound');
    const { welayat, etrap, city, street, building, home } = row;
    checkAddress(row, 'delivery');
    return { welayat, etrap, city, street, building, home };
  }
  checkAddress(address, 'delivery');
  return {
    welayat: address.welayat,
    etrap: address.etrap.trim(),
    city: trimmed(address.city),
    street: address.street.trim(),
    building: address.building.trim(),
    home: trimmed(address.home),
  };
}

/**
 * The recipients and notes of the order's certificate lines, each recipient in its stored form; a
 * recipient or note on another product, or a recipient that is neither a phone nor an e-mail, is a 400.
 */
async function giftLines(tx: Db, lines: PlaceOrderBody['lines']) {
  const wanted = lines.filter((line) => line.gift !== undefined);
  const certificates = await certificateIds(
    tx,
    wanted.map((line) => line.id),
  );
  const gifts = new Map<number, { to: string | null; note: string | null }>();
  for (const line of wanted) {
    if (!certificates.has(line.id)) throw new RefusedRequest(400, 'giftNotCertificate');
    const to = line.gift?.to === undefined ? null : giftRecipient(line.gift.to);
    if (line.gift?.to !== undefined && to === null) throw new RefusedRequest(400, 'giftRecipientInvalid');
    gifts.set(line.id, { to, note: trimmed(line.gift?.note) });
  }
  return gifts;
}

export interface PlaceOrder {
  userId: number;
  body: PlaceOrderBody;
  lng: Lng;
  now: Date;
  clientAddress: string;
  /** CODE_SENDS_PER_ADDRESS (services/accounts/codes.ts) */
  sendsPerAddress?: number;
  choices: OrderChoices;
}

export interface Placed {
  answer: Answer;
  /** what to deliver after the transaction commits */
  code?: { identifier: Identifier; verification: string; code: string; orderId: number };
}

/**
 * POST /client/v4/orders, in the caller's transaction (docs/adr/017): everything is recomputed from
 * the database (prices, stock, delivery cost, total); a line whose price moved or whose stock is
 * short answers 409 with the changed lines. The order is created waiting for its code, and the code
 * is issued under the accounts' limits; it is delivered after the commit.
 */
export async function placeOrder(tx: Db, input: PlaceOrder): Promise<Placed> {
  const { body, lng, now, choices } = input;
  if (new Set(body.lines.map((line) => line.id)).size !== body.lines.length) {
    throw new RefusedRequest(400, 'orderLinesRepeated');
  }
  const phone = recipientPhone(body.recipient.phone);
  const email = body.recipient.email === undefined ? null : identifierOf({ email: body.recipient.email });
  if (body.recipient.email !== undefined && email?.kind !== 'email') throw new RefusedRequest(400, 'emailInvalid');
  const deliveryMethod = chosen(choices, 'delivery', body.delivery.method, body.delivery.type);
  chosen(choices, 'payment', body.payment.method, body.payment.type);
  const dateProblem = deliveryDateProblem(body.delivery.date, body.delivery.time, now);
  if (dateProblem) throw new RefusedRequest(400, dateProblem);
  const address = await addressOf(tx, input.userId, body.address);

  const lines = await priceLines(tx, body.lines, lng);
  if (lines.some((line) => line.problem !== null)) return { answer: cartChanged(lines, lng) };
  const gifts = await giftLines(tx, body.lines);

  // The code's discount from today's prices (docs/adr/030); a code that does not apply refuses the order.
  const promo = body.promoCode
    ? await priceWithCode(tx, {
        code: body.promoCode,
        userId: input.userId,
        now,
        lines: lines.map((line) => ({ id: line.id, count: line.count, price: line.price ?? 0 })),
      })
    : null;
  const subtotal = sumCents(lines) - (promo?.cents ?? 0);
  let deliveryCents = 0;
  if (deliveryMethod.needsAddress) {
    const cost = choices.costs.find((row) => row.welayat === address.welayat.trim().toLowerCase());
    if (!cost) throw new RefusedRequest(400, 'noDeliveryThere');
    const free = cost.freeFrom !== null && subtotal >= (toCents(cost.freeFrom) ?? Infinity);
    deliveryCents = free ? 0 : (toCents(cost.cost) ?? 0);
  }
  // The certificate that pays part or all (docs/adr/031): checked now, spent at confirmation.
  const goods = lines.map((line) => ({ id: line.id, count: line.count, price: line.price ?? 0 }));
  const gift = body.giftCertificate
    ? await planGift(tx, { code: body.giftCertificate, lines: goods, totalCents: subtotal + deliveryCents, now })
    : null;
  const [order] = await tx
    .insert(orders)
    .values({
      kind: 'checkout',
      userId: input.userId,
      status: 'awaiting_code',
      recipientName: body.recipient.name.trim(),
      recipientSurname: body.recipient.surname.trim(),
      recipientPhone: phone.value,
      recipientEmail: email?.value ?? null,
      ...address,
      deliveryMethod: body.delivery.method,
      deliveryType: body.delivery.type,
      deliveryDate: body.delivery.date,
      deliveryTime: body.delivery.time,
      paymentMethod: body.payment.method,
      paymentType: body.payment.type,
      note: trimmed(body.note),
      pieces: lines.reduce((sum, line) => sum + line.count, 0),
      deliveryCost: deliveryCents / 100,
      total: (subtotal + deliveryCents) / 100,
      promoCode: promo?.row.code ?? null,
      promoCodeId: promo?.row.id ?? null,
      discount: (promo?.cents ?? 0) / 100,
      giftCertificateId: gift?.row.id ?? null,
      giftLast4: gift?.row.last4 ?? null,
      giftAmount: (gift?.cents ?? 0) / 100,
      lng,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId: order.id,
      productId: line.id,
      position,
      name: line.names ?? { tm: line.name, ru: line.name, en: line.name },
      count: line.count,
      price: line.price ?? 0,
      giftTo: gifts.get(line.id)?.to ?? null,
      giftNote: gifts.get(line.id)?.note ?? null,
    })),
  );
  const issued = await issueCode(tx, {
    identifier: phone,
    purpose: 'order',
    clientAddress: input.clientAddress,
    sendsPerAddress: input.sendsPerAddress,
    now,
  });
  await tx.update(orders).set({ verification: issued.verification }).where(eq(orders.id, order.id));
  const placed: OrderPlacedWire = { id: order.id, verification: issued.verification };
  return {
    answer: { status: 200, body: placed, keep: true },
    code: { identifier: phone, verification: issued.verification, code: issued.code, orderId: order.id },
  };
}
