import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  at: string;
}

/** Where the outbox providers print a line per message (Config.printOutbox); undefined: nowhere. */
export type OutboxPrinter = ((line: string) => void) | undefined;

export async function recordInOutbox(
  db: Db,
  message: Omit<OutboxMessage, 'at'>,
  at: Date,
  print?: OutboxPrinter,
): Promise<void> {
  await db.insert(outbox).values({ ...message, subject: message.subject ?? null, at });
  print?.(outboxLine(message));
}

/** C0 and C1 controls (escape sequences among them) never reach the terminal: the text may be a shopper's. */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

/**
 * The line a person running the shop reads (docs/adr/016): the channel, to whom, and the text's
 * first line (an e-mail's code is in it; the whole message is its .eml file).
 */
export function outboxLine(message: Omit<OutboxMessage, 'at'>): string {
  const [first = ''] = message.text.split(/\r?\n/).filter((line) => line.trim());
  const text = printable(first).slice(0, 300);
  if (message.channel === 'sms') return `outbox: SMS to ${printable(message.to)}: ${text}`;
  return `outbox: e-mail to ${printable(message.to)}, "${printable(message.subject ?? '').slice(0, 120)}": ${text}`;
}

/** The channels whose messages stay in the outbox (no real provider for them): none, one or both. */
export function outboxChannels(config: {
  smsProvider: 'outbox' | 'http';
  smsHttpUrl?: string;
  smtpUrl?: string;
}): OutboxMessage['channel'][] {
  const channels: OutboxMessage['channel'][] = [];
  if (!(config.smsProvider === 'http' && config.smsHttpUrl)) channels.push('sms');
  if (!config.smtpUrl) channels.push('email');
  return channels;
}

/** Prints outbox lines on standard output when the settings ask for it. */
export const outboxPrinter = (config: { printOutbox?: boolean }): OutboxPrinter =>
  config.printOutbox ? (line) => process.stdout.write(`${line}\n`) : undefined;

/** The newest messages first (of `channels` only, when given), for /dev/outbox, /admin and the tests. */
export async function latestOutbox(
  db: Db,
  limit = 200,
  channels?: OutboxMessage['channel'][],
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(channels ? inArray(outbox.channel, channels) : undefined)
    .orderBy(desc(outbox.at), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    ...(row.subject === null ? {} : { subject: row.subject }),
    text: row.text,
    at: row.at.toISOString(),
  }));
}
