/**
 * A signed-in shopper's new phone or e-mail (docs/adr/027): the request stores the pending value
 * and sends a code to it; the code confirms it, and only then does the account take it. The old
 * one signs in until then, and sessions stay. The code follows the accounts' limits (docs/adr/015:
 * 60 s between sends, 5 an hour per identifier, 20 per client address, 10 wrong codes block).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identifierChanges, users } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { deliverOrEnd, issueCode, judgeCode, type DeliverCode } from './codes';
import type { Identifier } from './identifiers';
import { sha256, type UserRow } from './sessions';
import { findUser } from './users';

export interface ChangeRequest {
  user: UserRow;
  identifier: Identifier;
  clientAddress: string;
  now: Date;
  sendsPerAddress?: number;
}

/** Whether another account holds the identifier: no code goes to it, and it is never taken. */
async function takenByAnother(db: Db, user: UserRow, identifier: Identifier) {
  const owner = await findUser(db, identifier);
  return owner !== null && owner.id !== user.id;
}

/** Sends a code to the new identifier and keeps it pending; answers the verification token. */
export async function requestIdentifierChange(
  db: Db,
  deliver: DeliverCode,
  request: ChangeRequest,
): Promise<{ verification: string }> {
  const { user, identifier, now } = request;
  if (user[identifier.kind] === identifier.value) throw new RefusedRequest(400, 'identifierUnchanged');
  if (await takenByAnother(db, user, identifier)) throw new RefusedRequest(400, 'userExists');
  const issued = await db.transaction(async (tx) => {
    const sent = await issueCode(tx, { ...request, purpose: 'change' });
    // The newest request is the one the shopper means: earlier ones can no longer be confirmed.
    await tx.delete(identifierChanges).where(eq(identifierChanges.userId, user.id));
    await tx.insert(identifierChanges).values({
      userId: user.id,
      kind: identifier.kind,
      value: identifier.value,
      verificationHash: sha256(sent.verification),
      createdAt: now,
    });
    return sent;
  });
  await deliverOrEnd(db, deliver, { identifier, verification: issued.verification, code: issued.code, now });
  return { verification: issued.verification };
}

/**
 * Confirms a pending change with its code: the account's own request only, for the identifier it
 * named. A wrong code counts as any wrong code does (committed with the answer).
 */
export async function confirmIdentifierChange(
  db: Db,
  options: { user: UserRow; identifier: Identifier; verification: string; code: string; now: Date },
): Promise<UserRow> {
  const { user, identifier, now } = options;
  const verdict = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(identifierChanges)
      .where(
        and(
          eq(identifierChanges.verificationHash, sha256(options.verification)),
          eq(identifierChanges.userId, user.id),
        ),
      );
    if (!pending || pending.kind !== identifier.kind || pending.value !== identifier.value) {
      return { ok: false as const, refusal: new RefusedRequest(400, 'invalidParameters') };
    }
    const judged = await judgeCode(tx, { ...options, purposes: ['change'] });
    if (!judged.ok) return judged;
    // another account may have taken it while the code was on its way
    if (await takenByAnother(tx, user, identifier)) {
      return { ok: false as const, refusal: new RefusedRequest(400, 'userExists') };
    }
    const [updated] = await tx
      .update(users)
      .set({ [identifier.kind]: identifier.value, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(identifierChanges).where(eq(identifierChanges.userId, user.id));
    return { ok: true as const, user: updated };
  });
  if (!verdict.ok) throw verdict.refusal;
  return verdict.user;
}
