/**
 * Online card payment through a bank's e-commerce gateway (docs/adr/025). Halkbank's,
 * Senagat's and Rysgal's gateways speak one REST protocol (the RBS gateway API: register.do,
 * getOrderStatusExtended.do, reverse.do, refund.do, form-encoded POSTs answering JSON); the
 * simulator the API serves by default (PAYMENT_GATEWAY=simulator) speaks it too, so the same
 * client code (rbs-client.ts) runs against both.
 */

/** ISO 4217 numeric code of the Turkmen manat, as the gateway wants it. */
export const TMT_CURRENCY = 934;

/** The gateway's languages: the page's TM/RU/EN. */
export type GatewayLanguage = 'tk' | 'ru' | 'en';

export interface RegisterPayment {
  /** the shop's number for this attempt, unique per merchant: `${orderId}-${attempt}` */
  orderNumber: string;
  /** in minor units (tenge: 1 TMT = 100) */
  amountMinor: number;
  currency: typeof TMT_CURRENCY;
  /** where the gateway sends the shopper back after paying, and after failing */
  returnUrl: string;
  failUrl: string;
  language: GatewayLanguage;
  /** shown on the bank's page, e.g. "Sargyt 1234" */
  description: string;
}

export interface RegisteredPayment {
  /** the gateway's order id (mdOrder) */
  gatewayOrderId: string;
  /** the bank's card form, where the shopper is sent */
  formUrl: string;
}

/**
 * The order's state at the gateway (getOrderStatusExtended.do's orderStatus):
 * 0 registered, 1 held (pre-authorised), 2 paid, 3 reversed, 4 refunded, 5 3-D Secure step begun,
 * 6 declined.
 */
export type GatewayState = 'registered' | 'held' | 'paid' | 'reversed' | 'refunded' | 'three_ds' | 'declined';

export interface GatewayStatus {
  state: GatewayState;
  /** what the gateway holds for the order, minor units and currency code, compared with the order's */
  amountMinor: number;
  currency: number;
  /** the gateway's action code and its text for a declined payment, for staff's history */
  actionCode?: number;
  actionText?: string;
  /** the paying card's last 4 digits, when the gateway names the card (cardAuthInfo.pan) */
  cardLast4?: string;
}

/**
 * The last 4 digits of a card as a gateway masks it ('411111**1111', '**** **** **** 1111'), or
 * undefined for anything else: no card, another type, or no 4 digits at its end. Only these 4
 * leave the gateway's answer: the shop keeps and shows no more of a card.
 */
export function cardLast4Of(masked: unknown): string | undefined {
  if (typeof masked !== 'string' || masked.length > 40) return undefined;
  const found = /^[0-9 *Xx•.-]*?([0-9]{4})$/.exec(masked.trim());
  return found?.[1];
}

/** One bank's gateway; every call rejects with GatewayUnavailable or GatewayRefused. */
export interface PaymentGateway {
  /** 'halkbank', 'senagat', 'rysgal': the payment type's code in orders/extras */
  readonly bank: string;
  register(input: RegisterPayment): Promise<RegisteredPayment>;
  status(gatewayOrderId: string): Promise<GatewayStatus>;
  /** cancels a payment not yet settled (the same day), whole */
  reverse(gatewayOrderId: string): Promise<void>;
  /** returns money of a settled payment */
  refund(gatewayOrderId: string, amountMinor: number): Promise<void>;
}

/** The gateway did not answer in time, could not be reached or answered 5xx: the state is unknown. */
export class GatewayUnavailable extends Error {
  constructor(
    readonly bank: string,
    reason: string,
  ) {
    super(`payment gateway ${bank} unavailable: ${reason}`);
    this.name = 'GatewayUnavailable';
  }
}

/** The gateway answered with an errorCode other than 0 (e.g. 1 duplicate order number, 5 access denied, 6 unknown order, 7 system error). */
export class GatewayRefused extends Error {
  constructor(
    readonly bank: string,
    readonly errorCode: number,
    readonly errorMessage: string,
  ) {
    super(`payment gateway ${bank} refused: ${errorCode} ${errorMessage}`);
    this.name = 'GatewayRefused';
  }
}
