import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockAlertLinks, stockAlerts } from '../../db/schema';
import { newSecret, sha256 } from '../accounts/sessions';

/** How long the link of a back-in-stock e-mail opens its settings (docs/adr/020). */
export const ALERT_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 256 random bits in base64url: what a link token looks like (a push manage token has a dot). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isLinkToken = (token: string) => LINK_TOKEN.test(token);

/**
 * A new link for an alert e-mail: a random token naming the subscription, kept only as its
 * SHA-256, valid ALERT_LINK_DAYS. The subscription's expired links go at the same time.
 */
export async function issueAlertLink(db: Db, alertId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db
    .delete(stockAlertLinks)
    .where(and(eq(stockAlertLinks.alertId, alertId), lte(stockAlertLinks.expiresAt, now)));
  await db.insert(stockAlertLinks).values({
    tokenHash: sha256(token),
    alertId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ALERT_LINK_DAYS * DAY_MS),
  });
  return token;
}

/**
 * The subscription a link names and its address, while the link lives; null for a token that is
 * not a link's, an expired link, or one whose subscription is gone (unsubscribed).
 */
export async function subscriptionOfLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ alertId: number; email: string } | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select({ alertId: stockAlerts.id, email: stockAlerts.email })
    .from(stockAlertLinks)
    .innerJoin(stockAlerts, eq(stockAlerts.id, stockAlertLinks.alertId))
    .where(and(eq(stockAlertLinks.tokenHash, sha256(token)), gt(stockAlertLinks.expiresAt, now)))
    .limit(1);
  return row?.email ? { alertId: row.alertId, email: row.email } : null;
}
