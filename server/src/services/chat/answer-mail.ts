/**
 * Answers given while the shopper is away (docs/adr/021 §8): an operator's message the shopper has
 * not read `afterMs` after it was sent goes by e-mail (ADR 016's sender: SMTP_URL, else an .eml file
 * in DATA_DIR/outbox/) to the address the shopper left, else their account's, in the ticket's
 * language, with every unread answer since the last e-mail. Two steps, both in the database:
 * - queue: a sweep finds the answers older than `afterMs`, newer than the ticket's last e-mailed and
 *   last read message; one transaction moves the ticket's `emailed_id` forward (conditionally, so
 *   two sweeping processes never queue one answer twice) and queues a `chat_answer_mails` row;
 * - deliver: the queued rows are claimed with a lease (claimDue) and sent; a mail server that
 *   refuses, or a process that dies mid-send, leaves the row to be tried again when its lease ends,
 *   up to MAX_ANSWER_MAIL_ATTEMPTS. An answer the shopper read meanwhile is not sent.
 * So an answer taken by a process that stopped is still e-mailed by any other or by its restart.
 */
import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatAnswerMails, chatMessages, chatTickets } from '../../db/schema';
import { message, messageWith } from '../../lib/messages';
import type { EmailSender } from '../messaging/email';
import { claimDue, deliverEach } from '../queue/claim-due';
import { shopPage } from '../stock-alerts/content';
import { dropEndedChatCounters } from './counters';
import { answerAddressOf, messagesWire } from './tickets';

interface Logger {
  warn(object: object, message: string): void;
}

/** Tickets queued, and mails sent, per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 50;
/** A sender holds a queued mail this long; after it, another sweep may try it again. */
export const ANSWER_MAIL_LEASE_MS = 60_000;
/** Attempts before a mail is given up (a wrong address, a mail server refusing it for good). */
export const MAX_ANSWER_MAIL_ATTEMPTS = 5;
/** How often a sweep drops the chat's ended counter windows. */
const COUNTERS_PRUNED_EVERY_MS = 60_000;

export class AnswerMail {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private prunedAt = -Infinity;

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly afterMs: number,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
    /** the storefront's address: the e-mail links back to the shop, where the chat goes on */
    private readonly shopUrl?: string,
  ) {}

  /** Sweeps every half of `afterMs` (at most every 15 s): an answer is e-mailed within 1.5 x afterMs. */
  start() {
    const every = Math.min(Math.max(this.afterMs / 2, 200), 15_000);
    this.timer = setInterval(() => void this.sweepOnce(), every);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** One sweep at a time in this process; other processes are kept apart by the claims. */
  private sweepOnce(): Promise<number> {
    this.sweeping ??= this.sweep()
      .catch((err: Error) => {
        this.log.warn({ err }, 'chat answer e-mails failed');
        return 0;
      })
      .finally(() => {
        this.sweeping = undefined;
      });
    return this.sweeping;
  }

  /**
   * Queues the answers that are due, then sends what is queued; how many e-mails went. Once a
   * minute it also drops the chat's ended counter windows, whose keys name client addresses and
   * tickets and would otherwise stay for ever; every process may do it, as deleting ended windows
   * twice deletes nothing more.
   */
  async sweep(): Promise<number> {
    const now = this.now();
    if (now.getTime() - this.prunedAt >= COUNTERS_PRUNED_EVERY_MS) {
      await dropEndedChatCounters(this.db, now);
      this.prunedAt = now.getTime();
    }
    await this.queue();
    return this.deliver();
  }

  /** Queues one mail per ticket with unread answers older than `afterMs`. */
  private async queue(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - this.afterMs);
    const due = await this.db
      .select({
        ticketId: chatMessages.ticketId,
        emailedId: chatTickets.emailedId,
        messageId: sql<number>`max(${chatMessages.id})`.mapWith(Number),
      })
      .from(chatMessages)
      .innerJoin(chatTickets, eq(chatTickets.id, chatMessages.ticketId))
      .where(
        and(
          eq(chatMessages.author, 'operator'),
          lte(chatMessages.createdAt, cutoff),
          sql`${chatMessages.id} > greatest(${chatTickets.emailedId}, ${chatTickets.shopperReadId})`,
        ),
      )
      .groupBy(chatMessages.ticketId, chatTickets.emailedId)
      .limit(SWEEP_BATCH);
    for (const { ticketId, emailedId, messageId } of due) await this.queueOne(ticketId, emailedId, messageId);
  }

  /**
   * Moves the ticket's `emailed_id` from `emailedId` (as the sweep saw it) to `messageId` and queues
   * the mail, in one transaction; nothing when another sweep moved it first or the shopper left no
   * address (the answers stay in the chat).
   */
  private async queueOne(ticketId: number, emailedId: number, messageId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(chatTickets)
        .set({ emailedId: messageId })
        .where(
          and(
            eq(chatTickets.id, ticketId),
            lt(chatTickets.emailedId, messageId),
            lt(chatTickets.shopperReadId, messageId),
            eq(chatTickets.emailedId, emailedId),
          ),
        )
        .returning();
      if (!claimed) return;
      const to = await answerAddressOf(tx, claimed);
      if (!to) return;
      await tx.insert(chatAnswerMails).values({
        ticketId,
        afterId: Math.max(emailedId, claimed.shopperReadId),
        upToId: messageId,
        to,
        createdAt: this.now(),
      });
    });
  }

  /** Sends the queued mails this sweep claims; a failed one is tried again after its lease. */
  private async deliver(): Promise<number> {
    const claimed = await claimDue(this.db, chatAnswerMails, {
      due: and(isNull(chatAnswerMails.sentAt), lt(chatAnswerMails.attempts, MAX_ANSWER_MAIL_ATTEMPTS)),
      now: this.now(),
      leaseMs: ANSWER_MAIL_LEASE_MS,
      limit: SWEEP_BATCH,
    });
    return deliverEach(claimed, async (mail) => {
      const went = await this.send(mail);
      await this.db.update(chatAnswerMails).set({ sentAt: this.now() }).where(eq(chatAnswerMails.id, mail.id));
      return went;
    });
  }

  /** E-mails one queued mail's answers; false (nothing sent) when the shopper has read them all since. */
  private async send(mail: typeof chatAnswerMails.$inferSelect): Promise<boolean> {
    const [ticket] = await this.db.select().from(chatTickets).where(eq(chatTickets.id, mail.ticketId));
    if (!ticket) return false;
    const since = Math.max(mail.afterId, ticket.shopperReadId);
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.ticketId, mail.ticketId),
          eq(chatMessages.author, 'operator'),
          gt(chatMessages.id, since),
          lte(chatMessages.id, mail.upToId),
        ),
      )
      .orderBy(asc(chatMessages.id));
    if (rows.length === 0) return false;
    const answers = await messagesWire(this.db, rows);
    const lng = ticket.lng;
    const name = answers[answers.length - 1].operatorName ?? '';
    const text = [
      messageWith('chatAnswerIntro', lng, { name }),
      '',
      ...answers.map((answer) => answer.text),
      '',
      this.shopUrl
        ? messageWith('chatAnswerOutroLink', lng, { link: `${shopPage(this.shopUrl, lng, '/')}#chat` })
        : message('chatAnswerOutro', lng),
    ].join('\n');
    await this.email.send(mail.to, message('chatAnswerSubject', lng), text);
    return true;
  }
}
