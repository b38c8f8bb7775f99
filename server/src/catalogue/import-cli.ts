import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { queueBuild } from '../services/site-builds/queue';
import { importCatalogue } from './import';

const MAX_SHOWN = 200;

async function main() {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run catalogue:import FILE.json');
    process.exit(2);
  }
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    console.error(`${path}: cannot read JSON: ${(error as Error).message}`);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await importCatalogue(database.db, input);
    if (!result.ok) {
      console.error(`${path}: ${result.problems.length} problem(s); nothing was imported.`);
      for (const problem of result.problems.slice(0, MAX_SHOWN)) console.error(`  ${problem.at}: ${problem.reason}`);
      if (result.problems.length > MAX_SHOWN) console.error(`  ... and ${result.problems.length - MAX_SHOWN} more`);
      process.exitCode = 1;
      return;
    }
    const s = result.summary;
    console.log(
      `${path}: imported ${s.products} products, ${s.categories} categories, ${s.brands} brands, ` +
        `${s.parameters} parameters, ${s.images} images, ${s.footers} footer pages, ${s.groups} groups.`,
    );
    // The shop's pages show the catalogue: a running API with site builds (SITE_BUILDS_DIR) takes
    // this from the shared queue; without one it waits for the next start (docs/adr/018).
    const { build, coalesced } = await queueBuild(database.db, {
      kind: 'import',
      at: new Date().toISOString(),
      note: `${path.slice(-120)}: ${s.products} products`,
    });
    console.log(`site build ${build.id} ${coalesced ? 'was waiting; the import joined it' : 'queued'}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
