/**
 * Reading gift certificates (docs/adr/031): the shopper's preview on the cart, the public balance
 * (nothing of the buyer), the shopper's own certificates, and staff's list with each one's uses.
 */
import { and, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type {
  GiftBalanceWire,
  GiftPreviewWire,
  GiftStatus,
  OwnGiftListWire,
  StaffGiftListWire,
  StaffGiftQueryWire,
} from '../../contract/gift-certificates';
import type { CartLineWire } from '../../contract/orders';
import type { Db } from '../../db/client';
import { toCents } from '../../db/money';
import { giftCertificateUses, giftCertificates } from '../../db/schema';
import type { Lng } from '../../lib/lng';
import { priceLines, sumCents } from '../orders/cart-check';
import type { Answer } from '../orders/idempotency';
import { cartChanged } from '../orders/place';
import { checkSpendable, type GiftRow } from './codes';
import { payableCents } from './spend';

/**
 * POST /client/v4/orders/gift-certificate: what the certificate would pay of these goods at today's
 * prices; a line whose price or stock moved answers the cart check's 409 first.
 */
export async function previewGift(db: Db, input: { row: GiftRow; lines: CartLineWire[]; lng: Lng; now: Date }) {
  const lines = await priceLines(db, input.lines, input.lng);
  if (lines.some((line) => line.problem !== null)) return cartChanged(lines, input.lng);
  const row = checkSpendable(input.row, input.now);
  const goods = lines.map((line) => ({ id: line.id, count: line.count, price: line.price ?? 0 }));
  const payable = await payableCents(db, goods, sumCents(lines));
  const body: GiftPreviewWire = {
    last4: row.last4,
    balance: row.balance,
    expiresAt: row.expiresAt.toISOString(),
    pays: Math.min(payable, toCents(row.balance) ?? 0) / 100,
  };
  return { status: 200, body, keep: false } satisfies Answer;
}

/** The public balance check: the balance, its currency and the end, and nothing else. */
export const balanceOf = (row: GiftRow): GiftBalanceWire => ({
  balance: row.balance,
  currency: 'TMT',
  expiresAt: row.expiresAt.toISOString(),
});

/** GET /client/v4/gift-certificates: the certificates the shopper bought, newest first. */
export async function ownGifts(db: Db, userId: number): Promise<OwnGiftListWire> {
  const rows = await db
    .select()
    .from(giftCertificates)
    .where(eq(giftCertificates.buyerId, userId))
    .orderBy(desc(giftCertificates.id))
    .limit(500);
  return { rows: rows.map(ownWire) };
}

const ownWire = (row: GiftRow) => ({
  id: row.id,
  last4: row.last4,
  value: row.value,
  balance: row.balance,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  recipient: row.recipient,
  orderId: row.orderId,
});

const statusOf = (row: GiftRow, now: Date): GiftStatus =>
  now >= row.expiresAt ? 'expired' : row.balance <= 0 ? 'spent' : 'active';

function statusWhere(status: GiftStatus | undefined, now: Date): SQL | undefined {
  const live = gt(giftCertificates.expiresAt, now);
  if (status === 'expired') return lte(giftCertificates.expiresAt, now);
  if (status === 'spent') return and(live, eq(giftCertificates.balance, 0));
  if (status === 'active') return and(live, gt(giftCertificates.balance, 0));
  return undefined;
}

/** GET /admin/v1/gift-certificates: newest first, by the code's last 4 and the status, with each one's uses. */
export async function staffGifts(
  db: Db,
  query: StaffGiftQueryWire & { limit: number; offset: number },
  now: Date,
): Promise<StaffGiftListWire> {
  const filter = and(
    query.last4 ? eq(giftCertificates.last4, query.last4.toUpperCase()) : undefined,
    statusWhere(query.status, now),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(giftCertificates)
      .where(filter)
      .orderBy(desc(giftCertificates.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(giftCertificates).where(filter),
  ]);
  const uses = rows.length
    ? await db
        .select()
        .from(giftCertificateUses)
        .where(
          inArray(
            giftCertificateUses.giftCertificateId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(desc(giftCertificateUses.id))
    : [];
  return {
    count: n,
    rows: rows.map((row) => ({
      ...ownWire(row),
      status: statusOf(row, now),
      buyerId: row.buyerId,
      note: row.note,
      uses: uses
        .filter((use) => use.giftCertificateId === row.id)
        .map((use) => ({
          orderId: use.orderId,
          amount: use.amount,
          usedAt: use.usedAt.toISOString(),
          releasedAt: use.releasedAt?.toISOString() ?? null,
        })),
    })),
  };
}
