import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayPublicOrigin } from '../services/payments/gateways';
import type { GatewayLanguage } from '../services/payments/gateway';
import {
  merchantOf,
  NOT_THE_SHOPS_PAGE,
  shopReturnPage,
  simulatorMerchants,
  SIM_LANGUAGES,
  SIM_STATUS,
  simOrderOf,
  simRefund,
  simRegister,
  simReverse,
  simStatusAnswer,
  type SimOrder,
} from '../services/payments/simulator';
import { checkCard } from '../services/payments/simulator-cards';
import {
  shopperReturnUrl,
  silenceLeft,
  simCancel,
  simConfirmThreeDs,
  simPayWithCard,
} from '../services/payments/simulator-form';
import { shopUrlOf } from '../services/stock-alerts/stock-alerts';
import { badFormField } from '../services/payments/simulator-fields';
import {
  badRequestPage,
  cardFormPage,
  finishedPage,
  notFoundPage,
  SIM_PAGE_PATH,
  threeDsPage,
} from '../services/payments/simulator-page';

/**
 * The payment gateway simulator (PAYMENT_GATEWAY=simulator) under /gateway-sim/: the
 * RBS REST calls at /gateway-sim/payment/rest/*.do and the card form the shopper is sent to, so a
 * fresh clone pays end to end with no network. Registered only when the simulator is the gateway.
 */

/** The form's page may load its own files, show the banks' logos and send its forms here, then to the shop. */
function pagePolicy(order?: SimOrder): string {
  const targets = new Set(["'self'"]);
  for (const url of order ? [order.returnUrl, order.failUrl] : []) {
    try {
      targets.add(new URL(url).origin);
    } catch {
      // register.do accepted only http(s) URLs; an unreadable one adds nothing
    }
  }
  return `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action ${[...targets].join(' ')}`;
}

const PAGE_DIR = join(__dirname, '..', '..', 'payment-sim-page');
const FILES = [
  { name: 'base.css', dir: PAGE_DIR, type: 'text/css; charset=utf-8' },
  { name: 'icon.svg', dir: PAGE_DIR, type: 'image/svg+xml' },
  { name: 'simulator.css', dir: PAGE_DIR, type: 'text/css; charset=utf-8' },
  { name: 'simulator.js', dir: PAGE_DIR, type: 'text/javascript; charset=utf-8' },
];

type Form = Record<string, string>;

function page(reply: FastifyReply, html: string, order?: SimOrder, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pagePolicy(order))
    .send(html);
}
const FORM_BYTES = 8 * 1024;
const SIMULATOR_REST = '/gateway-sim/payment/rest/';

const languageOf = (raw: unknown): GatewayLanguage => SIM_LANGUAGES.find((lng) => lng === raw) ?? 'tk';
const text = (form: Form, name: string) => (typeof form[name] === 'string' ? form[name].slice(0, 200) : '');

export default async function gatewaySimRoutes(app: FastifyInstance) {
  const now = () => app.config.now();
  const where = { formOrigin: gatewayPublicOrigin(app.config), returnPage: shopReturnPage(shopUrlOf(app.config)) };
  const merchants = await simulatorMerchants(app.db, now());

  // RBS's calls and the card form are form-encoded; the first value of a name counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES },
    (_request, body, done) => {
      const form: Form = {};
      for (const [name, value] of new URLSearchParams(body as string)) if (!(name in form)) form[name] = value;
      done(null, form);
    },
  );

  // Status calls held silent (card 4000 0000 0000 0119) end when the app closes, not after 60 s.
  const silences = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const release of silences) release();
  });
  /** Waits out the order's silence: its end, the caller hanging up, or the app closing, whichever comes first. */
  const waitOutSilence = (request: FastifyRequest, ms: number) =>
    new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        silences.delete(release);
        request.raw.socket?.off('close', release);
        resolve();
      };
      const timer = setTimeout(release, ms);
      timer.unref();
      silences.add(release);
      request.raw.socket?.once('close', release);
    });

  // A bank reads every field before it acts: a NUL byte, a control character, an over-long value
  // or a value that is not text is the caller's mistake (400), never the simulator's (500).
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const problem = badFormField(request.body);
    if (!problem) return;
    if (request.url.startsWith(SIMULATOR_REST)) return reply.code(400).send({ errorCode: '4', errorMessage: problem });
    const form = (typeof request.body === 'object' && request.body) || {};
    return page(reply, badRequestPage(languageOf((form as Record<string, unknown>).language)), undefined, 400);
  });

  const rest = { schema: { hide: true } };
  const merchant = (request: FastifyRequest<{ Body: Form }>) =>
    merchantOf(merchants, request.body?.userName, request.body?.password);
  const ACCESS_DENIED = { errorCode: '5', errorMessage: 'Access denied' };

  app.post<{ Body: Form }>(`${SIMULATOR_REST}register.do`, rest, async (request, reply) => {
    const bank = merchant(request);
    if (!bank) return ACCESS_DENIED;
    return (await simRegister(app.db, now(), bank, request.body, where)) ?? reply.code(400).send(NOT_THE_SHOPS_PAGE);
  });

  app.post<{ Body: Form }>('/gateway-sim/payment/rest/getOrderStatusExtended.do', rest, async (request) => {
    const bank = merchant(request);
    if (!bank) return ACCESS_DENIED;
    if (!request.body.orderId) return { errorCode: '1', errorMessage: 'orderId is empty' };
    let order = await simOrderOf(app.db, now(), request.body.orderId, bank);
    if (!order) return { errorCode: '6', errorMessage: 'Order not found' };
    const silent = silenceLeft(order, now());
    if (silent > 0) {
      await waitOutSilence(request, silent);
      order = (await simOrderOf(app.db, now(), order.id, bank)) ?? order;
    }
    return simStatusAnswer(order);
  });

  app.post<{ Body: Form }>('/gateway-sim/payment/rest/reverse.do', rest, async (request) => {
    const bank = merchant(request);
    if (!bank) return ACCESS_DENIED;
    return simReverse(app.db, now(), bank, request.body.orderId);
  });

  app.post<{ Body: Form }>('/gateway-sim/payment/rest/refund.do', rest, async (request) => {
    const bank = merchant(request);
    if (!bank) return ACCESS_DENIED;
    return simRefund(app.db, now(), bank, request.body.orderId, request.body.amount);
  });

  for (const file of FILES) {
    const body = readFileSync(join(file.dir, file.name));
    app.get(`${SIM_PAGE_PATH}/${file.name}`, rest, (_request, reply) =>
      reply.type(file.type).header('cache-control', 'no-cache').send(body),
    );
  }

  /** The page an order shows now: its card form, its 3-D Secure step, or what became of it. */
  const pageOf = (reply: FastifyReply, order: SimOrder, language: GatewayLanguage) => {
    if (order.status === SIM_STATUS.registered) return page(reply, cardFormPage(order, language), order);
    if (order.status === SIM_STATUS.threeDs) return page(reply, threeDsPage(order, language), order);
    return page(reply, finishedPage(order, language, shopperReturnUrl(order)), order);
  };

  /** After a change: the shopper goes back to the shop, or on to the order's next step (the 3-D Secure code). */
  const onward = (reply: FastifyReply, order: SimOrder, language: GatewayLanguage) => {
    const back = shopperReturnUrl(order);
    const next = back ?? `${SIM_PAGE_PATH}/form?mdOrder=${encodeURIComponent(order.id)}&language=${language}`;
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  };

  app.get<{ Querystring: { mdOrder?: string; language?: string } }>(
    `${SIM_PAGE_PATH}/form`,
    rest,
    async (request, reply) => {
      const language = languageOf(request.query.language);
      const order = await simOrderOf(app.db, now(), request.query.mdOrder);
      if (!order) return page(reply, notFoundPage(language), undefined, 404);
      return pageOf(reply, order, language);
    },
  );

  app.post<{ Body: Form }>(`${SIM_PAGE_PATH}/form`, rest, async (request, reply) => {
    const form = request.body ?? {};
    const language = languageOf(form.language);
    const order = await simOrderOf(app.db, now(), form.mdOrder);
    if (!order) return page(reply, notFoundPage(language), undefined, 404);
    if (order.status !== SIM_STATUS.registered) return pageOf(reply, order, language);
    if (form.action === 'cancel') {
      const cancelled = await simCancel(app.db, now(), order.id);
      return cancelled ? onward(reply, cancelled, language) : pageOf(reply, order, language);
    }
    const fields = {
      pan: text(form, 'pan'),
      expiry: text(form, 'expiry'),
      cvc: text(form, 'cvc'),
      name: text(form, 'name'),
    };
    const checked = checkCard(fields, now());
    if (!checked.card)
      return page(reply, cardFormPage(order, language, { fields, problems: checked.problems }), order, 400);
    const changed = await simPayWithCard(app.db, now(), order.id, checked.card);
    if (!changed) return pageOf(reply, (await simOrderOf(app.db, now(), order.id)) ?? order, language);
    return onward(reply, changed, language);
  });

  app.post<{ Body: Form }>(`${SIM_PAGE_PATH}/acs`, rest, async (request, reply) => {
    const form = request.body ?? {};
    const language = languageOf(form.language);
    const order = await simOrderOf(app.db, now(), form.mdOrder);
    if (!order) return page(reply, notFoundPage(language), undefined, 404);
    if (order.status !== SIM_STATUS.threeDs) return pageOf(reply, order, language);
    const code = text(form, 'code').replace(/\s/g, '');
    const changed =
      form.action === 'cancel'
        ? await simCancel(app.db, now(), order.id)
        : /^[0-9]{6}$/.test(code)
          ? await simConfirmThreeDs(app.db, now(), order, code)
          : null;
    if (changed === null) return page(reply, threeDsPage(order, language, 'codeInvalid'), order, 400);
    if (!changed) return pageOf(reply, (await simOrderOf(app.db, now(), order.id)) ?? order, language);
    // a wrong code with tries left: the step again, saying how many
    if (changed.status === SIM_STATUS.threeDs)
      return page(reply, threeDsPage(changed, language, 'codeWrong'), changed, 400);
    return onward(reply, changed, language);
  });
}
