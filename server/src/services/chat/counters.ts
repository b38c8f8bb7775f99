import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCounters } from '../../db/schema';
import { addMessage } from './tickets';

/**
 * One hit more for `key` in its window of `windowMs` (a new window when it has ended); answers the
 * hits so far and the seconds until the window ends. One statement: two processes counting the
 * same ticket at once both land (ON CONFLICT's row lock orders them). The clock is the API's, so
 * tests move it.
 */
export async function countChatHit(db: Db, key: string, windowMs: number, now: Date) {
  const ends = new Date(now.getTime() + windowMs);
  const ended = sql`${chatCounters.windowEnds} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(chatCounters)
    .values({ key, hits: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: chatCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else least(${chatCounters.hits}, 2147483646) + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${chatCounters.windowEnds} end`,
      },
    })
    .returning({ hits: chatCounters.hits, windowEnds: chatCounters.windowEnds });
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowEnds.getTime() - now.getTime()) / 1000)),
  };
}

/** Drops ended windows (any process, now and then). */
export async function dropEndedChatCounters(db: Db, now: Date): Promise<void> {
  await db.delete(chatCounters).where(lt(chatCounters.windowEnds, now));
}

/** Messages a side may send per ticket in a minute (docs/adr/021 §5). */
const MESSAGE_WINDOW_MS = 60_000;

type NewMessage = Parameters<typeof addMessage>[1];
type Stored = Awaited<ReturnType<typeof addMessage>>;

/** Ends the transaction without its writes, answering `result`. */
class NotCounted extends Error {
  constructor(readonly result: Stored | { tooFast: true }) {
    super('not counted');
  }
}

/**
 * Counts a message against its side's limit per ticket and minute (`counterKey`, at most `max`) and
 * stores it, in one transaction: a process that dies between the two, or a store that fails, leaves
 * neither, so the message's resend is counted once. A message over the limit, and one its sender had
 * already stored (a resend racing the first send), change nothing: only stored messages count.
 */
export async function addCountedMessage(
  db: Db,
  counterKey: string,
  max: number,
  message: NewMessage,
): Promise<Stored | { tooFast: true }> {
  try {
    return await db.transaction(async (tx) => {
      const { hits } = await countChatHit(tx, counterKey, MESSAGE_WINDOW_MS, message.now);
      if (hits > max) throw new NotCounted({ tooFast: true });
      const stored = await addMessage(tx, message);
      if (!stored.fresh) throw new NotCounted(stored);
      return stored;
    });
  } catch (error) {
    if (error instanceof NotCounted) return error.result;
    throw error;
  }
}
