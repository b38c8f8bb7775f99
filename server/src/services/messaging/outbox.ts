import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  at: string;
}

export async function recordInOutbox(db: Db, message: Omit<OutboxMessage, 'at'>, at: Date): Promise<void> {
  await db.insert(outbox).values({ ...message, subject: message.subject ?? null, at });
}

/** The newest messages first, for /dev/outbox and the tests. */
export async function latestOutbox(db: Db, limit = 200): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.at), desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    ...(row.subject === null ? {} : { subject: row.subject }),
    text: row.text,
    at: row.at.toISOString(),
  }));
}
