import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLocked } from '../db/data-dir-lock';
import { adminCall, runningApi, type RunningApi } from '../db/running-api';
import { queueBuild } from '../services/site-builds/queue';
import { messageWith } from '../lib/messages';
import { importCatalogue, type ImportSummary } from './import';
import { importProblemsMessage } from './problem-texts';
import { IMPORT_LIMITS, refuseUnholdable } from './structure';

async function main() {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run catalogue:import FILE.json');
    process.exit(2);
  }
  let input: unknown;
  try {
    const text = await readFile(path, 'utf8');
    // the limits of POST /admin/v1/catalogue, so a file is refused alike by both ways in
    const refusal =
      Buffer.byteLength(text) > IMPORT_LIMITS.bytes
        ? { messageId: 'importTooLarge' as const, values: { limit: IMPORT_LIMITS.bytes / 1024 / 1024 } }
        : await refuseUnholdable(text);
    if (refusal) {
      console.error(`${path}: ${messageWith(refusal.messageId, 'en', refusal.values)}`);
      process.exit(1);
    }
    input = JSON.parse(text);
  } catch (error) {
    console.error(`${path}: cannot read JSON: ${(error as Error).message}`);
    process.exit(1);
  }
  const config = loadConfig();
  // Beside an API on the embedded database, the import goes through it (its files take one
  // process only, docs/adr/012); it queues the site build itself.
  const api = config.databaseUrl ? null : await runningApi(config.dataDir);
  if (api) return importThroughApi(api, path, input);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await importCatalogue(database.db, input);
    if (!result.ok) return showProblems(path, result.problems, result.complete);
    showImported(path, result.summary);
    // The shop's pages show the catalogue: a running API with site builds (SITE_BUILDS_DIR) takes
    // this from the shared queue; without one it waits for the next start (docs/adr/018).
    const { build, coalesced } = await queueBuild(database.db, {
      kind: 'import',
      at: new Date().toISOString(),
      note: `${path.slice(-120)}: ${result.summary.products} products`,
      counts: { ...result.summary },
    });
    console.log(`site build ${build.id} ${coalesced ? 'was waiting; the import joined it' : 'queued'}.`);
  } finally {
    await database.close();
  }
}

type Summary = ImportSummary;

function showProblems(path: string, problems: { at: string; reason: string }[], complete: boolean) {
  console.error(`${path}: ${importProblemsMessage('en', problems.length, complete)}.`);
  for (const problem of problems) console.error(`  ${problem.at}: ${problem.reason}`);
  process.exitCode = 1;
}

function showImported(path: string, s: Summary) {
  console.log(
    `${path}: imported ${s.products} products, ${s.categories} categories, ${s.brands} brands, ` +
      `${s.parameters} parameters, ${s.images} images, ${s.footers} footer pages, ${s.groups} groups.`,
  );
}

/** POST /admin/v1/catalogue on the running API: the same import, its build queued there. */
async function importThroughApi(api: RunningApi, path: string, input: unknown) {
  console.error(`(through the API running at ${api.url})`);
  const answer = await adminCall<
    Summary & { rebuild?: { buildId: number; coalesced: boolean } } & {
      message?: string;
      problems?: { at: string; reason: string }[];
      complete?: boolean;
    }
  >(api, 'POST', '/admin/v1/catalogue', input);
  if (answer.status === 422 && answer.body.problems) {
    return showProblems(path, answer.body.problems, answer.body.complete !== false);
  }
  if (answer.status !== 200) {
    console.error(
      `${path}: the running API answered ${answer.status}: ${answer.body.message ?? JSON.stringify(answer.body)}` +
        (answer.status === 401 ? " (give the shop's ADMIN_TOKEN in this command's environment)" : ''),
    );
    process.exitCode = 1;
    return;
  }
  showImported(path, answer.body);
  const rebuild = answer.body.rebuild;
  if (rebuild)
    console.log(`site build ${rebuild.buildId} ${rebuild.coalesced ? 'was waiting; the import joined it' : 'queued'}.`);
}

main().catch((error) => {
  if (error instanceof DataDirLocked) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
