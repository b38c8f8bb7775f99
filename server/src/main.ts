import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { renewWeeklyDiscounts, seedIfEmpty } from './sample/seed';
import { seedOrderExtrasIfEmpty } from './services/orders/extras';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    queryTimeoutMs: config.queryTimeoutMs,
  });
  const app = await buildApp({ database, config, logger: { level: config.logLevel } });

  const started = Date.now();
  // Seeding 100 000 products (and its VACUUM) may rightly take longer than a request's statement.
  const seeded = await database.withoutTimeLimit((db) => seedIfEmpty(db, config.sampleProducts));
  if (seeded) app.log.info({ ...seeded, ms: Date.now() - started }, 'sample catalogue generated');
  // The checkout's choices (delivery, payment, costs): the sample shop's, into a database without any.
  if (await seedOrderExtrasIfEmpty(database.db)) app.log.info('sample checkout choices written');
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

  await app.listen({ port: config.port, host: config.host });
  console.log(`API ready at http://${config.host}:${config.port} (${database.kind}; docs at /docs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
