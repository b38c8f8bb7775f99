/**
 * Delivers the queued back-in-stock notifications (docs/adr/020): the outbox rows the products'
 * trigger wrote in the transaction that raised a stock from 0. Every API process runs one; they
 * share the queue through the database (claimDue: leases and FOR UPDATE SKIP LOCKED), are woken by
 * the trigger's notice and sweep on a timer for retries and rows a dead process held.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { stockAlertDeliveries } from '../../db/schema';
import { UndeliverableAddress, type EmailSender } from '../messaging/email';
import { claimDue } from '../queue/claim-due';
import { issueAlertLink } from './alert-links';
import { contentOf, emailOf, pushPayloadOf, type EmailLinks } from './content';
import { forgetPushEndpoint } from './subscriptions';
import type { VapidKeys } from './vapid';
import { sendPush, type PushOutcome } from './web-push-sender';

/** The notice the trigger sends when it queued notifications (migration 0012). */
export const STOCK_ALERTS_QUEUED = 'stock_alerts_queued';

export interface WorkerSettings {
  keys: VapidKeys;
  links: EmailLinks;
  /** a claim holds this long: longer than one batch's sends take */
  leaseMs: number;
  /** waiting rows are looked for this often (retries, rows a dead process held) */
  sweepMs: number;
  /** the first retry's wait; doubled each time, at most an hour */
  retryBaseMs: number;
  maxAttempts: number;
  batch: number;
  now: () => Date;
}

export const DEFAULT_WORKER_SETTINGS = {
  leaseMs: 120_000,
  sweepMs: 30_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  batch: 50,
} as const;

const MAX_BACKOFF_MS = 3600_000;

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
  gone: number;
}

type Delivery = typeof stockAlertDeliveries.$inferSelect;

export class StockAlertWorker {
  readonly runner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private running: Promise<RunResult> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly settings: WorkerSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Listens for the trigger's notice and sweeps on a timer; delivers what waits now. */
  async start(listen: Database['listen']): Promise<void> {
    this.unlisten = await listen(STOCK_ALERTS_QUEUED, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.settings.sweepMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    await this.running?.catch(() => undefined);
  }

  /** Runs a delivery round now, or once more after the one under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((err: unknown) => {
        this.log?.warn({ err }, 'back-in-stock delivery round failed; the sweep tries again');
        return { sent: 0, retried: 0, failed: 0, gone: 0 };
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims due notifications batch by batch and delivers each; answers what happened. */
  async deliverDue(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0, gone: 0 };
    for (;;) {
      const now = this.settings.now();
      const claimed = await claimDue(this.db, stockAlertDeliveries, {
        due: and(
          isNull(stockAlertDeliveries.sentAt),
          isNull(stockAlertDeliveries.failedAt),
          or(isNull(stockAlertDeliveries.nextAttemptAt), lte(stockAlertDeliveries.nextAttemptAt, now)),
        ),
        now,
        leaseMs: this.settings.leaseMs,
        limit: this.settings.batch,
        set: { runner: this.runner },
      });
      for (const delivery of claimed) {
        try {
          result[await this.deliver(delivery)]++;
        } catch (err) {
          // this one waits for its claim to end; the others of the batch still go
          this.log?.warn({ err, delivery: delivery.deliveryId }, 'back-in-stock notification not delivered');
        }
      }
      if (claimed.length < this.settings.batch || this.stopped) return result;
    }
  }

  private async deliver(delivery: Delivery): Promise<keyof RunResult> {
    if (delivery.attempts > this.settings.maxAttempts) return this.giveUp(delivery, 'too many attempts', 'failed');
    const content = await contentOf(this.db, delivery.alertId, delivery.lng);
    if (!content) return this.giveUp(delivery, 'the subscription or its product is gone', 'gone');
    let outcome: PushOutcome;
    if (delivery.channel === 'email') {
      outcome = await this.sendEmail(delivery, content);
    } else {
      const { alert } = content;
      outcome = await sendPush(
        this.settings.keys,
        { endpoint: alert.pushEndpoint ?? '', p256dh: alert.pushP256dh ?? '', auth: alert.pushAuth ?? '' },
        pushPayloadOf(content, delivery.deliveryId, this.settings.links.shopUrl),
        `product-${delivery.productId}`,
      );
    }
    if (outcome.kind === 'sent') {
      await this.db
        .update(stockAlertDeliveries)
        .set({ sentAt: this.settings.now(), claimedUntil: null, lastError: null })
        .where(eq(stockAlertDeliveries.id, delivery.id));
      return 'sent';
    }
    if (outcome.kind === 'unusable') return this.giveUp(delivery, outcome.reason, 'failed');
    if (outcome.kind === 'gone') {
      // The browser unsubscribed or the subscription expired: every alert of it goes (and this row with it).
      await forgetPushEndpoint(this.db, content.alert.pushEndpoint ?? '');
      return 'gone';
    }
    return this.retryLater(delivery, outcome.reason);
  }

  private async sendEmail(delivery: Delivery, content: NonNullable<Awaited<ReturnType<typeof contentOf>>>) {
    try {
      // a new link per attempt: only its hash is kept, so one sent before a crash cannot be rebuilt
      const link = await issueAlertLink(this.db, content.alert.id, this.settings.now());
      const mail = emailOf(content, this.settings.links, link);
      await this.email.send(content.alert.email ?? '', mail.subject, mail.text, {
        messageId: delivery.deliveryId,
        headers: mail.headers,
      });
      return { kind: 'sent' } as const;
    } catch (error) {
      // an address the mailer refuses stays refused: trying again cannot help
      if (error instanceof UndeliverableAddress) return { kind: 'unusable', reason: error.message } as const;
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) } as const;
    }
  }

  private async retryLater(delivery: Delivery, reason: string): Promise<keyof RunResult> {
    if (delivery.attempts >= this.settings.maxAttempts) return this.giveUp(delivery, reason, 'failed');
    const wait = Math.min(this.settings.retryBaseMs * 2 ** (delivery.attempts - 1), MAX_BACKOFF_MS);
    await this.db
      .update(stockAlertDeliveries)
      .set({
        nextAttemptAt: new Date(this.settings.now().getTime() + wait),
        claimedUntil: null,
        lastError: reason.slice(0, 500),
      })
      .where(eq(stockAlertDeliveries.id, delivery.id));
    this.log?.info({ delivery: delivery.deliveryId, reason, waitMs: wait }, 'back-in-stock notification retried later');
    return 'retried';
  }

  private async giveUp(delivery: Delivery, reason: string, as: 'failed' | 'gone'): Promise<keyof RunResult> {
    await this.db
      .update(stockAlertDeliveries)
      .set({ failedAt: this.settings.now(), claimedUntil: null, lastError: reason.slice(0, 500) })
      .where(eq(stockAlertDeliveries.id, delivery.id));
    this.log?.warn({ delivery: delivery.deliveryId, reason }, 'back-in-stock notification given up');
    return as;
  }
}
