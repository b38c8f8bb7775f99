import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLocked } from './db/data-dir-lock';
import { announceApi } from './db/running-api';
import { underStartupLock } from './db/startup-lock';
import { buildApp } from './app';
import { staffAppBundle } from './routes/staff-app';
import { renewWeeklyDiscounts, seedIfEmpty } from './sample/seed';
import { seedOrderExtrasIfEmpty } from './services/orders/extras';
import { LiveStartRefused } from './shop-mode';

async function main() {
  // The outbox providers print a line per message here, so a person running the shop reads the
  // codes (docs/adr/016).
  const config = { ...loadConfig(), printOutbox: true };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    queryTimeoutMs: config.queryTimeoutMs,
  });
  const app = await buildApp({ database, config, logger: { level: config.logLevel } });

  const started = Date.now();
  // Seeding 100 000 products (and its VACUUM) may rightly take longer than a request's statement;
  // under the start-up lock, so processes started at once seed once (db/startup-lock.ts).
  // The checkout's choices (delivery, payment, costs): the sample shop's, into a database without any.
  const { seeded, extras } = await database.withoutTimeLimit((db) =>
    underStartupLock(db, async () => ({
      seeded: await seedIfEmpty(db, config.sampleProducts),
      extras: await seedOrderExtrasIfEmpty(db),
    })),
  );
  if (seeded) app.log.info({ ...seeded, ms: Date.now() - started }, 'sample catalogue generated');
  if (extras) app.log.info('sample checkout choices written');
  await renewWeeklyDiscounts(database.db);
  const renewal = setInterval(
    () => renewWeeklyDiscounts(database.db).catch((err) => app.log.error({ err }, 'weekly renewal failed')),
    3600_000,
  );
  renewal.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(renewal);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.siteBuilds?.queueIfNoSite();
  // The staff app is bundled now, off the first staff member's request (docs/adr/029).
  staffAppBundle().catch((err: unknown) => app.log.error({ err }, 'the staff app could not be bundled'));
  await app.listen({ port: config.port, host: config.host });
  // Commands (operator:*, catalogue:import) find this API instead of opening its files (docs/adr/012).
  if (database.kind === 'pglite') {
    const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    announceApi(config.dataDir, { url: `http://${host}:${config.port}`, adminToken: config.adminToken });
  }
  // Which start this is, and why, where the person running the shop reads it (docs/adr/026).
  console.log(
    config.mode === 'demo'
      ? `demo start (${config.modeReason}): test cards and the outbox; a live start (SHOP_URL not on this machine) refuses them (docs/operations.md, "Going live")`
      : `live start (${config.modeReason})`,
  );
  console.log(`API ready at http://${config.host}:${config.port} (${database.kind}; docs at /docs)`);
  if (config.paymentGateway === 'simulator')
    console.log(
      "card payments go to the built-in gateway simulator (test cards, no money moves); PAYMENT_GATEWAY=rbs with a bank's settings takes real cards (docs/operations.md)",
    );
  // Builds call the API: the queue's worker starts once it listens (docs/adr/018).
  if (app.siteBuilds) {
    await app.siteBuilds.start();
    console.log(`site builds in ${config.siteBuildsDir} (GET /admin/v1/builds)`);
  }
}

main().catch((error) => {
  // A refusal or a lock is a message for the person starting the shop, not a stack trace.
  console.error(error instanceof DataDirLocked || error instanceof LiveStartRefused ? error.message : error);
  process.exit(1);
});
