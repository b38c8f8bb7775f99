import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH } from '../../contract/identity-rules';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { Identifier } from './identifiers';
import { block, blockedUntil, countSince, eventAt, LIMITS, lockSubject, recordEvent, secondsUntil } from './limits';
import { RefusedRequest } from '../../edge/refused-request';
import { newSecret, sha256 } from './sessions';

export type CodePurpose = 'register' | 'signin' | 'order' | 'change';

/** Delivers the code's text to the identifier (SMS or e-mail); rejects when it did not leave. */
export type DeliverCode = (identifier: Identifier, code: string) => Promise<void>;

const codeHash = (verification: string, code: string) => createHmac('sha256', verification).update(code).digest('hex');

/** 4 digits from the operating system's CSPRNG, leading zeros kept. */
export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * Sends a new code to `identifier` within the limits (docs/adr/015): not while blocked, not within
 * 60 s of the last send for the same purpose, at most 5 sends per identifier and 20 per client
 * address an hour. A new code ends the identifier's earlier ones of its purpose. Answers the verification token the client sends back.
 */
export interface CodeSendOptions {
  identifier: Identifier;
  purpose: CodePurpose;
  clientAddress: string;
  now: Date;
  /** sends per client address and hour (CODE_SENDS_PER_ADDRESS; LIMITS.sendsPerAddress by default) */
  sendsPerAddress?: number;
}

export async function sendCode(
  db: Db,
  deliver: DeliverCode,
  options: CodeSendOptions,
): Promise<{ verification: string }> {
  const { verification, code } = await db.transaction((tx) => issueCode(tx, options));
  await deliverOrEnd(db, deliver, { identifier: options.identifier, verification, code, now: options.now });
  return { verification };
}

/**
 * The database side of a send, in the caller's transaction (an order's code is issued in the
 * transaction that places the order, docs/adr/017): the limits, the code row and the events. The
 * caller delivers the code after committing, with `deliverOrEnd`.
 */
export async function issueCode(tx: Db, options: CodeSendOptions): Promise<{ verification: string; code: string }> {
  const { identifier, now } = options;
  const address = `ip:${options.clientAddress}`;
  const code = newCode();
  const verification = newSecret(24);
  // Always in this order (identifier, then address), so two sends cannot wait on each other.
  await lockSubject(tx, identifier.value);
  await lockSubject(tx, address);
  const until = await blockedUntil(tx, identifier.value, now);
  if (until) throw new RefusedRequest(403, 'phoneBlocked', {}, secondsUntil(until, now));
  // The resend wait is per purpose: a shopper who just signed in by SMS gets the order's code at
  // once. The hourly count below stays per identifier, so purposes add no sends.
  const last = await lastSentAt(tx, identifier.value, options.purpose);
  if (last && now.getTime() - last.getTime() < LIMITS.resendAfterMs) {
    throw new RefusedRequest(
      429,
      'tooManyRequests',
      {},
      secondsUntil(new Date(last.getTime() + LIMITS.resendAfterMs), now),
    );
  }
  await refuseOverWindow(tx, 'send', identifier.value, LIMITS.sendsPerIdentifier, now);
  const perAddress = { ...LIMITS.sendsPerAddress, max: options.sendsPerAddress ?? LIMITS.sendsPerAddress.max };
  await refuseOverWindow(tx, 'send_ip', address, perAddress, now);
  // A new code ends its purpose's earlier ones, not another purpose's: a sign-in code sent while an
  // order's code is being typed leaves that one good.
  await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.identifier, identifier.value),
        eq(verificationCodes.purpose, options.purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  // Rows of codes long dead serve nothing: each send forgets its identifier's codes of days past.
  await tx
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.identifier, identifier.value),
        lt(verificationCodes.createdAt, new Date(now.getTime() - LIMITS.wrongCodes.windowMs)),
      ),
    );
  await tx.insert(verificationCodes).values({
    verificationHash: sha256(verification),
    codeHash: codeHash(verification, code),
    identifier: identifier.value,
    purpose: options.purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIMITS.codeLifetimeMs),
  });
  await recordEvent(tx, 'send', identifier.value, now);
  await recordEvent(tx, 'send_ip', address, now);
  return { verification, code };
}

/** When the identifier's last code of this purpose was issued (the resend wait's start). */
async function lastSentAt(tx: Db, identifier: string, purpose: CodePurpose): Promise<Date | null> {
  const [row] = await tx
    .select({ at: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.identifier, identifier), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Delivers an issued code; a code that never left is ended at once, so it cannot stay guessable. */
export async function deliverOrEnd(
  db: Db,
  deliver: DeliverCode,
  options: { identifier: Identifier; verification: string; code: string; now: Date },
): Promise<void> {
  try {
    await deliver(options.identifier, options.code);
  } catch (error) {
    await db
      .update(verificationCodes)
      .set({ usedAt: options.now })
      .where(eq(verificationCodes.verificationHash, sha256(options.verification)));
    throw error;
  }
}

async function refuseOverWindow(
  db: Db,
  kind: 'send' | 'send_ip',
  subject: string,
  limit: { max: number; windowMs: number },
  now: Date,
) {
  const since = new Date(now.getTime() - limit.windowMs);
  if ((await countSince(db, kind, subject, since)) < limit.max) return;
  const oldest = (await eventAt(db, kind, subject, { oldestSince: since })) ?? now;
  throw new RefusedRequest(429, 'tooManyRequests', {}, secondsUntil(new Date(oldest.getTime() + limit.windowMs), now));
}

export type CodeVerdict = { ok: true; purpose: CodePurpose } | { ok: false; refusal: RefusedRequest };

/** Sign-up and sign-in take their own codes only: an order's code never signs anybody in. */
const ACCOUNT_PURPOSES: readonly CodePurpose[] = ['register', 'signin'];

/**
 * Checks a code against the verification it was sent with. A code is good once, for 5 minutes and
 * 3 tries; every wrong answer for an identifier counts, and the 10th in 24 h blocks it for 24 h.
 * The verdict leaves the transaction as a value, so a wrong answer's count is committed.
 */
export async function checkCode(
  db: Db,
  options: { identifier: Identifier; verification: string; code: string; now: Date },
): Promise<CodePurpose> {
  const verdict = await db.transaction((tx) => judgeCode(tx, { ...options, purposes: ACCOUNT_PURPOSES }));
  if (!verdict.ok) throw verdict.refusal;
  return verdict.purpose;
}

/**
 * `checkCode`'s judgement in the caller's transaction, for codes of `purposes`: the caller must
 * commit that transaction whatever the verdict, or a wrong answer would not count (an order's
 * confirmation commits it with its answer, docs/adr/017).
 */
export async function judgeCode(
  tx: Db,
  options: {
    identifier: Identifier;
    verification: string;
    code: string;
    now: Date;
    purposes: readonly CodePurpose[];
  },
): Promise<CodeVerdict> {
  const { identifier, now } = options;
  await lockSubject(tx, identifier.value);
  const until = await blockedUntil(tx, identifier.value, now);
  if (until) return { ok: false, refusal: new RefusedRequest(403, 'phoneBlocked', {}, secondsUntil(until, now)) };
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.verificationHash, sha256(options.verification)))
    .limit(1);
  if (!row || row.identifier !== identifier.value || !options.purposes.includes(row.purpose)) {
    return { ok: false, refusal: new RefusedRequest(400, 'invalidParameters') };
  }
  const live = row.usedAt === null && row.expiresAt > now && row.tries < LIMITS.triesPerCode;
  const wellFormed = new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(options.code);
  if (live && wellFormed) {
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(codeHash(options.verification, options.code), 'hex');
    if (timingSafeEqual(expected, given)) {
      await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
      return { ok: true, purpose: row.purpose };
    }
  }
  if (live) {
    await tx
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(eq(verificationCodes.id, row.id));
  }
  await recordEvent(tx, 'wrong_code', identifier.value, now);
  const wrong = await countSince(
    tx,
    'wrong_code',
    identifier.value,
    new Date(now.getTime() - LIMITS.wrongCodes.windowMs),
  );
  if (wrong >= LIMITS.wrongCodes.max) {
    const blockEnd = new Date(now.getTime() + LIMITS.blockMs);
    await block(tx, identifier.value, blockEnd);
    return { ok: false, refusal: new RefusedRequest(403, 'phoneBlocked', {}, secondsUntil(blockEnd, now)) };
  }
  return { ok: false, refusal: new RefusedRequest(400, 'invalidCode') };
}

/**
 * Password sign-in guessing is bounded too: at most 10 wrong passwords per identifier an hour.
 * `attempt` runs under the identifier's lock and says whether the password was right.
 */
export async function withPasswordLimit<T>(
  db: Db,
  identifier: string,
  now: Date,
  attempt: () => Promise<{ ok: true; value: T } | { ok: false }>,
): Promise<T> {
  const since = new Date(now.getTime() - LIMITS.wrongPasswords.windowMs);
  const verdict = await db.transaction(async (tx) => {
    await lockSubject(tx, `password:${identifier}`);
    if ((await countSince(tx, 'wrong_password', identifier, since)) >= LIMITS.wrongPasswords.max) {
      const oldest = (await eventAt(tx, 'wrong_password', identifier, { oldestSince: since })) ?? now;
      return {
        ok: false as const,
        refusal: new RefusedRequest(
          429,
          'tooManyRequests',
          {},
          secondsUntil(new Date(oldest.getTime() + LIMITS.wrongPasswords.windowMs), now),
        ),
      };
    }
    const result = await attempt();
    if (result.ok) return result;
    await recordEvent(tx, 'wrong_password', identifier, now);
    return { ok: false as const, refusal: new RefusedRequest(400, 'passwordIncorrect') };
  });
  if (!verdict.ok) throw verdict.refusal;
  return verdict.value;
}
