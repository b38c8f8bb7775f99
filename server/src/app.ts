import { STATUS_CODES } from 'node:http';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { Config, TrustProxy } from './config';
import type { Database, Db } from './db/client';
import { isOverBudget } from './db/over-budget';
import { parseLng, type Lng } from './lib/lng';
import { message } from './lib/messages';
import { ImageService } from './services/images';
import responseCache from './services/response-cache';
import { catalogueVersion } from './services/catalogue-version';
import { sharedSchemas } from './routes/schemas';
import healthRoutes from './routes/health';
import imageRoutes from './routes/images';
import videoRoutes from './routes/videos';
import categoryRoutes from './routes/client-v4/categories';
import brandRoutes from './routes/client-v4/brands';
import productRoutes from './routes/client-v4/products';
import productFilterRoutes from './routes/client-v4/product-filter';
import searchRoutes from './routes/client-v4/search';
import footerRoutes from './routes/client-v4/footers';
import clientV3Routes from './routes/client-v3';
import adminRoutes from './routes/admin';
import adminSessionRoutes from './routes/admin-session';
import staffAppRoutes from './routes/staff-app';
import authRoutes from './routes/auth';
import orderRoutes from './routes/client-v4/orders';
import adminOrderRoutes from './routes/admin-orders';
import adminPromoCodeRoutes from './routes/admin-promo-codes';
import adminGiftCertificateRoutes from './routes/admin-gift-certificates';
import devOutboxRoutes from './routes/dev-outbox';
import stockAlertRoutes from './routes/client-v4/stock-alerts';
import { shopUrlOf, stockAlertsOf, type StockAlerts } from './services/stock-alerts/stock-alerts';
import chatRoutes from './routes/chat';
import adminChatRoutes from './routes/admin-chat';
import gatewaySimRoutes from './routes/gateway-sim';
import { refuseDemoStandInsWhenLive } from './shop-mode';
import paymentLogoRoutes from './routes/payment-logos';
import { CHAT_FRAME_MAX_BYTES } from './contract/chat';
import { ChatHub } from './services/chat/hub';
import { AnswerMail } from './services/chat/answer-mail';
import { messengersFrom } from './services/messaging/code-delivery';
import { registerSite } from './site';
import { paymentsOf } from './services/payments/app-payments';
import type { PaymentService } from './services/payments/service';
import { SiteBuilds } from './services/site-builds/site-builds';
import securityHeaders from './edge/security-headers';
import docsAccess from './edge/docs-access';
import { answerClientError, MAX_HEADER_BYTES } from './edge/client-errors';
import rateLimits from './edge/rate-limits';
import requestBody, { MAX_BODY_BYTES } from './edge/request-body';
import { AJV_OPTIONS, lazyValidators } from './edge/validation';
import { edgeErrorText, routerErrorAnswer, type EdgeError } from './edge/error-text';
import { RefusedRequest } from './edge/refused-request';
import { lazySerializers } from './edge/serializers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    images: ImageService;
    /** editors' rebuilds, when SITE_BUILDS_DIR is set (docs/adr/018) */
    siteBuilds: SiteBuilds | undefined;
    /** back-in-stock alerts: VAPID keys, token key, this process's delivery worker (docs/adr/020) */
    stockAlerts: StockAlerts;
    /** the operator chat's sockets on this process (docs/adr/021) */
    chatHub: ChatHub;
    /** online card payment: the banks' gateways, the hold and the sweep (docs/adr/025) */
    payments: PaymentService;
    /** compiles the response serializers no answer has needed yet, answering how many (edge/serializers.ts) */
    compileSerializers(): number;
    /** compiles the request validators no request has needed yet, answering how many (edge/validation.ts) */
    compileValidators(): number;
  }
  interface FastifyRequest {
    lng: Lng;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** TRUST_PROXY as Fastify takes it: a hop count is the nearest `hops` addresses (as Fastify does). */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The API as a site build calls it: this process's own address unless SITE_BUILD_API_URL says. */
function buildApiUrl(config: Config): string {
  if (config.siteBuildApiUrl) return config.siteBuildApiUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Editors' rebuilds when SITE_BUILDS_DIR is set: the pointer to the active build is read now, so
 * the app serves it from its first request; the queue's worker starts with `siteBuilds.start()`
 * once the API listens (a build calls the API).
 */
async function siteBuildsOf(app: FastifyInstance, database: Database, config: Config) {
  if (!config.siteBuildsDir) return undefined;
  const builds = new SiteBuilds(
    database.db,
    database.listen,
    {
      dir: config.siteBuildsDir,
      command: config.siteBuildCommand,
      workDir: config.siteBuildWorkDir,
      output: config.siteBuildOutput,
      pagesCommand: config.sitePagesCommand,
      renderDir: config.siteBuildRenderDir,
      kept: config.siteBuildsKept,
      timeoutMs: config.siteBuildTimeoutMs,
      apiUrl: buildApiUrl(config),
      adminToken: config.adminToken,
    },
    app.log,
  );
  await builds.prepare();
  app.addHook('onClose', () => builds.stop());
  return builds;
}

/**
 * The operator chat (docs/adr/021): its sockets, the hub that delivers events here and (PostgreSQL)
 * to the other processes, the e-mailed answers, the shopper's and the operators' routes (the
 * console itself is a screen of the staff app), and the old console address's redirect.
 */
async function registerChat(app: FastifyInstance, database: Database, config: Config) {
  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const hub = new ChatHub(database, config.now, app.log);
  await hub.start();
  const answers = new AnswerMail(
    database.db,
    messengersFrom(database.db, config, app.log).email,
    config.chatEmailAfterMs,
    app.log,
    config.now,
    shopUrlOf(config),
  );
  answers.start();
  app.decorate('chatHub', hub);
  app.addHook('onClose', async () => {
    await answers.stop();
    await hub.stop();
  });
  await app.register(chatRoutes, { prefix: '/chat/v1', hub });
  await app.register(adminChatRoutes, { prefix: '/admin/v1/chat', hub });
}

/** Builds the commerce API without listening, so tests can call it with `app.inject`. */
export async function buildApp({ database, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  // The same refusal as loadConfig's, for configs made in code: a live app never has the demo's stand-ins.
  refuseDemoStandInsWhenLive({ mode: config.mode, reason: config.modeReason }, config);
  const serializers = lazySerializers();
  const validators = lazyValidators();
  const app = Fastify({
    logger,
    // The client's address is the connection's unless TRUST_PROXY names the proxies in front
    // (docs/adr/009): trusting every X-Forwarded-For let any client choose its rate-limit key.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    // Oversized or malformed requests get a translated page or JSON (plugins/client-errors.ts).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
    ajv: AJV_OPTIONS,
    // Validation refuses numbers that are not finite, whatever the route (docs/adr/010).
    // Validators and response serializers are compiled at their first use (edge/validation.ts,
    // edge/serializers.ts).
    schemaController: {
      compilersFactory: { buildValidator: validators.buildValidator, buildSerializer: serializers.buildSerializer },
    },
    frameworkErrors: routerErrorAnswer,
  });

  app.decorate('compileSerializers', serializers.compileAll);
  app.decorate('compileValidators', validators.compileAll);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('images', new ImageService(database.db, config.dataDir));
  app.decorate('siteBuilds', await siteBuildsOf(app, database, config));
  app.decorate('stockAlerts', await stockAlertsOf(app, database, config));
  app.decorate('payments', await paymentsOf(app, database, config));
  app.decorateRequest('lng', 'tm');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lng = parseLng(request.headers.lng);
    done();
  });

  await app.register(securityHeaders);
  await app.register(docsAccess);

  // External plugins first: documentation, rate limit.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront commerce API',
        description:
          'Catalogue, search and images of the electronics shop. Every call takes the `lng` header (TM, RU, EN; TM by default).',
        version: '4.0.0',
      },
    },
    // Shared wire schemas (routes/schemas.ts) appear under their $id: #/components/schemas/productCard.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  // Rate limits per route family, at onRequest (docs/adr/009).
  await app.register(rateLimits, { config, database });

  // Pages, page data and API answers travel compressed (brotli at a quality fast enough to do per
  // request, or gzip); the build's scripts and styles are served from their .br/.gz copies
  // (plugins/gatsby-plugin-shop-build/src/compress-assets.ts); images are webp already.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // JSON bodies: size and depth measured before the response cache (its key) or validation read them.
  await app.register(requestBody);

  await app.register(responseCache, {
    maxBytes: config.responseCacheBytes,
    subscribe: (onChange: () => void) => database.listen('catalogue_changed', onChange),
    version: () => catalogueVersion(database.db),
    checkEveryMs: 10_000,
  });

  for (const schema of sharedSchemas) app.addSchema(schema);

  app.setNotFoundHandler(async (request, reply) => {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: message('notFound', request.lng) });
  });

  app.setErrorHandler(async (error: Error & EdgeError & { statusCode?: number }, request, reply) => {
    // A statement over its time limit (or the database out of resources): the shop is busy, not
    // broken; the shopper may try again (docs/adr/012).
    if (isOverBudget(error)) {
      request.log.warn({ err: error }, 'database over budget');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ statusCode: 503, error: 'Service Unavailable', message: message('busy', request.lng) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ statusCode: 500, error: 'Internal Server Error', message: message('somethingWrong', request.lng) });
    }
    const text = edgeErrorText(error, request) ?? error.message;
    const body = { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: text };
    if (!(error instanceof RefusedRequest)) return reply.code(status).send(body);
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    // The message is in the caller's language; clients tell refusals apart by this name.
    return reply.code(status).send({ ...body, code: error.messageId });
  });

  // Routes.
  await app.register(healthRoutes);
  await app.register(imageRoutes);
  await app.register(videoRoutes);
  await app.register(categoryRoutes, { prefix: '/client/v4' });
  await app.register(brandRoutes, { prefix: '/client/v4' });
  await app.register(productRoutes, { prefix: '/client/v4' });
  await app.register(productFilterRoutes, { prefix: '/client/v4' });
  await app.register(searchRoutes, { prefix: '/client/v4' });
  await app.register(footerRoutes, { prefix: '/client/v4' });
  await app.register(clientV3Routes, { prefix: '/client/v3' });
  await app.register(adminRoutes, { prefix: '/admin/v1' });
  await app.register(adminSessionRoutes, { prefix: '/admin/v1' });
  await app.register(staffAppRoutes);
  await app.register(authRoutes, { prefix: '/auth/v2', listen: database.listen });
  await app.register(orderRoutes, { prefix: '/client/v4', listen: database.listen, payments: app.payments });
  await app.register(adminOrderRoutes, { prefix: '/admin/v1', payments: app.payments });
  await app.register(adminPromoCodeRoutes, { prefix: '/admin/v1' });
  await app.register(adminGiftCertificateRoutes, { prefix: '/admin/v1' });
  await app.register(stockAlertRoutes, { prefix: '/client/v4', listen: database.listen, alerts: app.stockAlerts });
  await app.register(devOutboxRoutes, { prefix: '/dev' });
  await app.register(paymentLogoRoutes);
  // The bank gateway simulator answers only in a demo whose gateway it is (docs/adr/026).
  if (config.mode === 'demo' && config.paymentGateway === 'simulator') await app.register(gatewaySimRoutes);
  await registerChat(app, database, config);
  const builds = app.siteBuilds;
  if (builds)
    await registerSite(app, {
      base: builds.settings.dir,
      current: () => builds.currentSite(),
      others: () => builds.otherSites(),
    });
  else if (config.siteDir)
    await registerSite(app, { base: config.siteDir, current: () => config.siteDir, others: () => [] });

  return app;
}
