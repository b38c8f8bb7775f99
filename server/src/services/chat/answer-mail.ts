/**
 * Answers given while the shopper is away (docs/adr/021): an operator's message the shopper has not
 * read `afterMs` after it was sent goes by e-mail (ADR 016's sender: SMTP_URL, else an .eml file in
 * DATA_DIR/outbox/) to the address the shopper left, else their account's, in the ticket's language,
 * with every unread answer since the last e-mail. The claim (`emailed_id` moved forward in one
 * statement) comes first, so no answer is e-mailed twice, whichever process checks.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatTickets } from '../../db/schema';
import { message, messageWith } from '../../lib/messages';
import type { EmailSender } from '../messaging/email';
import { answerAddressOf, messagesWire } from './tickets';

interface Logger {
  warn(object: object, message: string): void;
}

export class AnswerMail {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly afterMs: number,
    private readonly log: Logger,
  ) {}

  /** Checks the ticket once the answer has had time to be read. */
  schedule(ticketId: number, messageId: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.check(ticketId, messageId).catch((err: Error) => this.log.warn({ err }, 'chat answer e-mail failed'));
    }, this.afterMs);
    timer.unref();
    this.timers.add(timer);
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** E-mails the unread answers up to `messageId`; false when there was nothing to send. */
  async check(ticketId: number, messageId: number): Promise<boolean> {
    const [before] = await this.db
      .select({ emailedId: chatTickets.emailedId })
      .from(chatTickets)
      .where(eq(chatTickets.id, ticketId))
      .limit(1);
    if (!before) return false;
    const [claimed] = await this.db
      .update(chatTickets)
      .set({ emailedId: messageId })
      .where(
        and(
          eq(chatTickets.id, ticketId),
          lt(chatTickets.emailedId, messageId),
          lt(chatTickets.shopperReadId, messageId),
          eq(chatTickets.emailedId, before.emailedId),
        ),
      )
      .returning();
    if (!claimed) return false;
    const to = await answerAddressOf(this.db, claimed);
    if (!to) return false;
    const since = Math.max(before.emailedId, claimed.shopperReadId);
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
