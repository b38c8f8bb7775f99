/**
 * jest's globalSetup, run once per project that has tests in the run: a folder for the run's seeded
 * databases (seeds.ts), named to the workers and the processes they start through
 * STOREFRONT_TEST_SEEDS (they inherit the variable), and the seeds that project's tests clone, made
 * here before any test's hook starts its clock: the API suite's sample catalogue (node), the
 * component tests' live API (dom, always PGlite).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveApiCatalogue, sampleCatalogue } from './helpers';
import { prepareSeeds, SEEDS_DIR_VARIABLE, seedsDir } from './seeds';

export default async function setUpSeeds(_global: unknown, project: { displayName?: { name: string } }) {
  if (!seedsDir()) process.env[SEEDS_DIR_VARIABLE] = mkdtempSync(join(tmpdir(), 'storefront-seeds-'));
  const started = Date.now();
  if (project.displayName?.name === 'dom') {
    const live = liveApiCatalogue();
    const kept = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    try {
      await prepareSeeds([live]);
    } finally {
      if (kept !== undefined) process.env.TEST_DATABASE_URL = kept;
    }
  } else await prepareSeeds([sampleCatalogue()]);
  console.log(`seeded the ${project.displayName?.name ?? ''} tests' databases in ${(Date.now() - started) / 1000} s`);
}
