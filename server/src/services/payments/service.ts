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
}

export const DEFAULT_SWEEP_MS = 30_000;

export class PaymentService {
  /** orders a payment accepted: their e-mails may go now (the order routes send them) */
  onAccepted: (orderIds: number[]) => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SweepResult | null> | null = null;

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
    };
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
    this.timer = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
