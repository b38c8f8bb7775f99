/**
 * Operators' online state (docs/adr/021): a process holding an operator's console writes its
 * heartbeat (`operators.seen_at`) every HEARTBEAT_MS; the operator is online while it is recent,
 * so a console on any process counts and a crashed process's consoles fade within ONLINE_MS.
 */
import { inArray, isNull, sql } from 'drizzle-orm';
import type { ChatPresenceWire } from '../../contract/chat';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';

export const HEARTBEAT_MS = 15_000;
export const ONLINE_MS = 40_000;

export async function heartbeat(db: Db, operatorIds: number[], now: Date): Promise<void> {
  if (operatorIds.length === 0) return;
  await db.update(operators).set({ seenAt: now }).where(inArray(operators.id, operatorIds));
}

/** An operator's last console here closed: offline now, unless another process's heartbeat says otherwise soon. */
export async function wentAway(db: Db, operatorId: number): Promise<void> {
  await db
    .update(operators)
    .set({ seenAt: null })
    .where(sql`${operators.id} = ${operatorId}`);
}

export interface OperatorsOnline {
  /** online operators' ids and names, first signed in first */
  online: { id: number; name: string }[];
  names: Map<number, string>;
}

export async function operatorsOnline(db: Db, now: Date): Promise<OperatorsOnline> {
  const rows = await db
    .select({ id: operators.id, name: operators.name, seenAt: operators.seenAt })
    .from(operators)
    .where(isNull(operators.disabledAt));
  const since = now.getTime() - ONLINE_MS;
  const online = rows
    .filter((row) => row.seenAt && row.seenAt.getTime() > since)
    .sort((a, b) => a.id - b.id)
    .map(({ id, name }) => ({ id, name }));
  return { online, names: new Map(rows.map((row) => [row.id, row.name])) };
}

/** The ticket's operator and whether they are online; without one, whether anyone is. */
export function presenceFor(state: OperatorsOnline, ticketOperatorId: number | null): ChatPresenceWire {
  if (ticketOperatorId !== null && state.names.has(ticketOperatorId)) {
    return {
      online: state.online.some((operator) => operator.id === ticketOperatorId),
      name: state.names.get(ticketOperatorId) ?? null,
    };
  }
  return { online: state.online.length > 0, name: state.online[0]?.name ?? null };
}
