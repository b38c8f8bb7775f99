import {
  cardLast4Of,
  GatewayRefused,
  GatewayUnavailable,
  type GatewayState,
  type GatewayStatus,
  type PaymentGateway,
  type RegisterPayment,
  type RegisteredPayment,
} from './gateway';

/** What the client needs of an HTTP answer: fetch's Response has it. */
export interface FetchedAnswer {
  status: number;
  text(): Promise<string>;
}

/** fetch as the client calls it; tests and the in-process simulator pass their own. */
export type Fetcher = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<FetchedAnswer>;

export interface RbsGatewayOptions {
  bank: string;
  /** the gateway's REST base, ending in / (e.g. https://epg.halkbank.gov.tm/payment/rest/) */
  baseUrl: string;
  userName: string;
  password: string;
  /** one call's limit, the answer's body included */
  timeoutMs: number;
  fetcher?: Fetcher;
}

/** getOrderStatusExtended.do's orderStatus, as gateway.ts documents it. */
const STATES: readonly GatewayState[] = ['registered', 'held', 'paid', 'reversed', 'refunded', 'three_ds', 'declined'];

type Answer = Record<string, unknown>;

const globalFetcher: Fetcher = (url, init) => fetch(url, init);

/** Rejects when the signal aborts: a fetcher that ignores the signal still cannot outlast it. */
function abortOf(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** The network error's code (ECONNREFUSED, ENOTFOUND…), never its message, which may quote the request. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? `could not be reached (${code})` : 'could not be reached';
}

const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};

/**
 * A bank's gateway through the RBS REST protocol: form-encoded POSTs with the merchant's login,
 * JSON answers whose errorCode is absent or "0" on success. The login travels only in request
 * bodies: no error this client throws, and so no log line of its callers, can quote it.
 */
export function rbsGateway(options: RbsGatewayOptions): PaymentGateway {
  const { bank, userName, password, timeoutMs } = options;
  const fetcher = options.fetcher ?? globalFetcher;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  /** A gateway's text as it may appear in an error: the login blanked should a gateway echo it. */
  const clean = (text: string) => {
    let result = text.slice(0, 300);
    for (const secret of [password, userName]) if (secret) result = result.split(secret).join('***');
    return result;
  };

  async function call(method: string, params: Record<string, string>): Promise<Answer> {
    const signal = AbortSignal.timeout(timeoutMs);
    const body = new URLSearchParams({ userName, password, ...params }).toString();
    const exchange = async () => {
      let answer: FetchedAnswer;
      try {
        answer = await fetcher(`${base}${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new GatewayUnavailable(bank, `${method} ${networkReason(error)}`);
      }
      if (answer.status >= 500) throw new GatewayUnavailable(bank, `${method} answered ${answer.status}`);
      const text = await answer.text();
      if (answer.status !== 200) throw new GatewayUnavailable(bank, `${method} answered ${answer.status}`);
      return text;
    };
    let text: string;
    try {
      text = await Promise.race([exchange(), abortOf(signal)]);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw error;
      if (signal.aborted) throw new GatewayUnavailable(bank, `${method} gave no answer in ${timeoutMs} ms`);
      throw new GatewayUnavailable(bank, `${method} ${networkReason(error)}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GatewayUnavailable(bank, `${method} answered something other than JSON`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new GatewayUnavailable(bank, `${method} answered something other than a JSON object`);
    }
    const answer = parsed as Answer;
    const code = answer.errorCode;
    if (code !== undefined && code !== null && code !== '' && String(code) !== '0') {
      const message = typeof answer.errorMessage === 'string' ? answer.errorMessage : '';
      throw new GatewayRefused(bank, integer(code) ?? -1, clean(message));
    }
    return answer;
  }

  const unexpected = (method: string, what: string) =>
    new GatewayUnavailable(bank, `${method} answered without ${what}`);

  return {
    bank,

    async register(input: RegisterPayment): Promise<RegisteredPayment> {
      const answer = await call('register.do', {
        orderNumber: input.orderNumber,
        amount: String(input.amountMinor),
        currency: String(input.currency),
        returnUrl: input.returnUrl,
        failUrl: input.failUrl,
        language: input.language,
        description: input.description,
      });
      const { orderId, formUrl } = answer;
      if (typeof orderId !== 'string' || !orderId) throw unexpected('register.do', 'an orderId');
      if (typeof formUrl !== 'string' || !/^https?:\/\//.test(formUrl)) throw unexpected('register.do', 'a formUrl');
      return { gatewayOrderId: orderId, formUrl };
    },

    async status(gatewayOrderId: string): Promise<GatewayStatus> {
      const answer = await call('getOrderStatusExtended.do', { orderId: gatewayOrderId });
      const state = STATES[integer(answer.orderStatus) ?? -1];
      if (!state) throw unexpected('getOrderStatusExtended.do', 'a known orderStatus');
      const amountMinor = integer(answer.amount);
      const currency = integer(answer.currency);
      if (amountMinor === undefined || currency === undefined) {
        throw unexpected('getOrderStatusExtended.do', 'its amount and currency');
      }
      const status: GatewayStatus = { state, amountMinor, currency };
      // RBS names the paying card once it is paid: cardAuthInfo.pan (maskedPan in older answers).
      const card = answer.cardAuthInfo as { pan?: unknown; maskedPan?: unknown } | null | undefined;
      const cardLast4 = card && typeof card === 'object' ? cardLast4Of(card.pan ?? card.maskedPan) : undefined;
      if (cardLast4) status.cardLast4 = cardLast4;
      const actionCode = integer(answer.actionCode);
      if (actionCode !== undefined) status.actionCode = actionCode;
      if (typeof answer.actionCodeDescription === 'string' && answer.actionCodeDescription) {
        status.actionText = clean(answer.actionCodeDescription);
      }
      return status;
    },

    async reverse(gatewayOrderId: string): Promise<void> {
      await call('reverse.do', { orderId: gatewayOrderId });
    },

    async refund(gatewayOrderId: string, amountMinor: number): Promise<void> {
      await call('refund.do', { orderId: gatewayOrderId, amount: String(amountMinor) });
    },
  };
}
