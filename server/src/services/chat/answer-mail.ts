/**
 * Answers given while the shopper is away (docs/adr/021): an operator's message the shopper has not
 * read `afterMs` after it was sent goes by e-mail (ADR 016's sender: SMTP_URL, else an .eml file in
 * DATA_DIR/outbox/) to the address the shopper left, else their account's, in the ticket's language,
 * with every unread answer since the last e-mail. What is due is found in the database (a sweep of
 * the answers older than `afterMs`, newer than the ticket's last e-mailed and last read message),
 * so an answer taken by a process that stopped is still e-mailed by any other or by its restart.
 * The claim (`emailed_id` moved forward in one statement) comes first, so no answer is e-mailed
 * twice, whichever process sweeps.
 */
import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatTickets } from '../../db/schema';
import { message, messageWith } from '../../lib/messages';
import type { EmailSender } from '../messaging/email';
import { answerAddressOf, messagesWire } from './tickets';

interface Logger {
  warn(object: object, message: string): void;
}

/** Tickets e-mailed per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 50;

export class AnswerMail {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly afterMs: number,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
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

  /** One sweep at a time in this process; other processes are kept apart by the claim. */
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

  /** E-mails every ticket's unread answers older than `afterMs`; how many e-mails went. */
  async sweep(): Promise<number> {
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
    let sent = 0;
    for (const { ticketId, emailedId, messageId } of due) if (await this.check(ticketId, emailedId, messageId)) sent++;
    return sent;
  }

  /**
   * E-mails the unread answers after `emailedId` up to `messageId`, as the sweep saw the ticket; false
   * when another sweep claimed them first (the ticket's `emailed_id` is no longer `emailedId`) or
   * there was nothing to send.
   */
  private async check(ticketId: number, emailedId: number, messageId: number): Promise<boolean> {
    const [claimed] = await this.db
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
    if (!claimed) return false;
    const to = await answerAddressOf(this.db, claimed);
    if (!to) return false;
    const since = Math.max(emailedId, claimed.shopperReadId);
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.ticketId, ticketId),
          eq(chatMessages.author, 'operator'),
          gt(chatMessages.id, since),
          sql`${chatMessages.id} <= ${messageId}`,
        ),
      )
      .orderBy(asc(chatMessages.id));
    if (rows.length === 0) return false;
    const answers = await messagesWire(this.db, rows);
    const lng = claimed.lng;
    const name = answers[answers.length - 1].operatorName ?? '';
    const text = [
      messageWith('chatAnswerIntro', lng, { name }),
      '',
      ...answers.map((answer) => answer.text),
      '',
      message('chatAnswerOutro', lng),
    ].join('\n');
    await this.email.send(to, message('chatAnswerSubject', lng), text);
    return true;
  }
}
