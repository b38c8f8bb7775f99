/**
 * Online card payment in one API process (docs/adr/025): the enabled banks' gateways, the hold and
 * the call limit, the return address, and the sweep's timer. The app builds it from the settings
 * (services/payments/gateways.ts) and hands it to the order routes; tests give it gateways of their
 * own (`gateways` is the map the routes read on every call).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { DEFAULT_LNG, type Lng } from '../../contract/constants';
import { recheckPaid, type RecheckContext, type RecheckResult } from './recheck';
import { sweepPayments, type SweepResult } from './sweep';

export interface PaymentSettings {
  /** the enabled banks' gateways by the payment type's code; empty: no online payment (PAYMENT_GATEWAY=off) */
  gateways: Map<string, PaymentGateway>;
  holdMs: number;
  timeoutMs: number;
  /** the storefront's address: the gateway sends the shopper back to `${siteUrl}[/ru|/en]/order/payment?order=<id>` */
  siteUrl: string;
  /** the sweep's period; 0: no timer (tests run `sweep()` themselves) */
  sweepMs: number;
  now: () => Date;
  /** staff's address for a paid order's money changed at the bank (STAFF_EMAIL); unset: no e-mail */
  staffEmail?: string;
}

export const DEFAULT_SWEEP_MS = 30_000;

export class PaymentService {
  /** orders a payment accepted: their e-mails may go now (the order routes send them) */
  onAccepted: (orderIds: number[]) => void = () => undefined;
  /** orders with a message just queued (staff's alert, the shopper's cancelled order): they may go now */
  onMessages: (orderIds: number[]) => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepResult | null> | null = null;
  private rechecking: Promise<RecheckResult | null> | null = null;

  constructor(
    readonly db: Db,
    readonly settings: PaymentSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get gateways(): Map<string, PaymentGateway> {
    return this.settings.gateways;
  }

  /** the enabled banks, in the settings' order */
  banks(): string[] {
    return [...this.settings.gateways.keys()];
  }

  /** The shopper comes back to the page in the language they paid in (TM has no prefix, as every page). */
  returnUrl(orderId: number, lng: Lng = DEFAULT_LNG): string {
    const prefix = lng === DEFAULT_LNG ? '' : `/${lng}`;
    return `${this.settings.siteUrl.replace(/\/+$/, '')}${prefix}/order/payment?order=${orderId}`;
  }

  get context() {
    return {
      db: this.db,
      gateways: this.settings.gateways,
      now: this.settings.now,
      timeoutMs: this.settings.timeoutMs,
      onAccepted: (ids: number[]) => this.onAccepted(ids),
      onExpired: (ids: number[]) => this.onMessages(ids),
    };
  }

  /** What the rechecks of paid money need (recheck.ts). */
  get recheckContext(): RecheckContext {
    return {
      db: this.db,
      gateways: this.settings.gateways,
      now: this.settings.now,
      timeoutMs: this.settings.timeoutMs,
      staffEmail: this.settings.staffEmail,
      onHeld: (ids: number[]) => this.onMessages(ids),
    };
  }

  /** One round of the paid attempts' scheduled rechecks; a round under way is waited for, not doubled. */
  recheck(): Promise<RecheckResult | null> {
    this.rechecking ??= recheckPaid(this.recheckContext)
      .catch((err: unknown) => {
        this.log?.warn({ err }, 'paid payments recheck round failed; the next one tries again');
        return null;
      })
      .finally(() => {
        this.rechecking = null;
      });
    return this.rechecking;
  }

  /** One sweep round now; a round under way is waited for, not doubled (in this process). */
  sweep(): Promise<SweepResult | null> {
    this.running ??= sweepPayments(this.context)
      .catch((err: unknown) => {
        this.log?.warn({ err }, 'payment sweep round failed; the next one tries again');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  start(): void {
    if (!this.settings.sweepMs || this.timer) return;
    this.timer = setInterval(() => {
      void this.sweep();
      void this.recheck();
    }, this.settings.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([this.running, this.rechecking]);
  }
}
