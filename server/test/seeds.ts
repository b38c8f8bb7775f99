/**
 * Seeded databases, made once per jest run and cloned for each test app: creating a PGlite cluster
 * (initdb), running every migration and importing the sample catalogue take ~5 s, loading PGlite's
 * dump of the result ~1 s, and PostgreSQL copies a template database in a fraction of that.
 *
 * A seed is keyed by what it holds (the catalogue's hash, or nothing), so a test with a catalogue of
 * its own gets a seed of its own, made from the empty one. jest's globalSetup (seeds-setup.ts) names
 * a folder for the run in STOREFRONT_TEST_SEEDS and makes the seeds most tests use before any test
 * starts (outside their hooks' time limits); the folder is shared by jest's workers and the
 * component tests' API processes, which inherit the variable. Its globalTeardown removes the folder
 * and PostgreSQL's templates. Without the folder (a script using the helpers) nothing is cloned:
 * each database is made and filled from scratch, as before.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { importCatalogue } from '../src/catalogue/import';
import type { CatalogueFile } from '../src/catalogue/shape';
import { openDatabase, type Database } from '../src/db/client';
import { seedOrderExtrasIfEmpty } from '../src/services/orders/extras';
import { lockEnded, takeLock } from './seed-lock';

/** What a seed holds beyond the migrations: filled in by `fill` on a fresh database, once per run. */
export interface SeedRecipe {
  /** tells seeds apart within a run: the same key means the same contents */
  key: string;
  fill(database: Database): Promise<void>;
}

export const SEEDS_DIR_VARIABLE = 'STOREFRONT_TEST_SEEDS';

const EMPTY: SeedRecipe = { key: 'empty', fill: async () => undefined };
const keys = new WeakMap<CatalogueFile, string>();

/** A migrated database holding nothing more, or `catalogue` with the checkout's choices. */
export function seedRecipe(catalogue: CatalogueFile | null): SeedRecipe {
  if (!catalogue) return EMPTY;
  let key = keys.get(catalogue);
  if (!key) {
    key = `catalogue_${createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16)}`;
    keys.set(catalogue, key);
  }
  return {
    key,
    fill: async (database) => {
      const result = await database.withoutTimeLimit((db) => importCatalogue(db, catalogue));
      if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 5)));
      // The checkout's choices come with the sample catalogue, as at start-up (server/src/main.ts).
      await seedOrderExtrasIfEmpty(database.db);
    },
  };
}

/**
 * The catalogue `make` answers, made once per run under `name` and read back by every other test file
 * and process of the run (with its seed's key): generating the sample and hashing it take about
 * 0.3 s of CPU, parsing it 0.01 s. Outside a run it is made each time.
 */
export function runCatalogue(name: string, make: () => CatalogueFile): CatalogueFile {
  const dir = seedsDir();
  if (!dir) return make();
  const file = join(dir, `${name}.catalogue.json`);
  if (existsSync(file)) {
    const { key, catalogue } = JSON.parse(readFileSync(file, 'utf8')) as { key: string; catalogue: CatalogueFile };
    keys.set(catalogue, key);
    return catalogue;
  }
  const catalogue = make();
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, JSON.stringify({ key: seedRecipe(catalogue).key, catalogue }));
  renameSync(part, file);
  return catalogue;
}

/** The run's folder, or undefined outside a jest run. */
export function seedsDir(): string | undefined {
  const dir = process.env[SEEDS_DIR_VARIABLE];
  return dir && existsSync(dir) ? dir : undefined;
}

/** The prefix of this run's PostgreSQL templates (seeds-teardown.cjs drops the databases so named). */
export function templatePrefix(dir: string): string {
  return `test_seed_${basename(dir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
}

const dumps = new Map<string, Promise<SharedArrayBuffer>>();

/**
 * PGlite: the dump of a migrated database filled by `recipe`, made by the first process of the run
 * that asks (under seed-lock.ts's lock) and read from the run's folder by the others. The maker
 * renames its finished file into place, so nobody reads half a dump.
 */
function pgliteDump(dir: string, recipe: SeedRecipe): Promise<SharedArrayBuffer> {
  const file = join(dir, `${recipe.key}.tar`);
  let dump = dumps.get(file);
  if (!dump) {
    dump = (async () => {
      for (;;) {
        if (existsSync(file)) return readShared(file);
        if (takeLock(`${file}.lock`)) return makeDump(file, recipe);
        await lockEnded(dir, file, `${file}.lock`);
      }
    })();
    dumps.set(file, dump);
    dump.catch(() => dumps.delete(file));
  }
  return dump;
}

/** A seed's file read straight into memory that worker threads can read without a copy each. */
function readShared(file: string): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(statSync(file).size);
  const view = new Uint8Array(shared);
  const fd = openSync(file, 'r');
  try {
    for (let at = 0; at < view.length;) {
      const read = readSync(fd, view, at, view.length - at, at);
      if (read === 0) throw new Error(`${file} ended at byte ${at} of ${view.length}`);
      at += read;
    }
  } finally {
    closeSync(fd);
  }
  return shared;
}

async function makeDump(file: string, recipe: SeedRecipe): Promise<SharedArrayBuffer> {
  try {
    // A catalogue's seed starts from the empty one: one initdb and one migration run per run.
    const database = recipe === EMPTY ? await openDatabase({}) : await clonePglite(EMPTY);
    try {
      // The cluster's template databases serve only CREATE DATABASE, which no test runs on PGlite;
      // without them a dump is 31 MB instead of 46, and a clone takes a fifth less CPU to load.
      if (recipe === EMPTY) {
        for (const name of ['template0', 'template1']) {
          await database.db.execute(sql.raw(`alter database ${name} is_template false`));
          await database.db.execute(sql.raw(`drop database ${name}`));
        }
      }
      await recipe.fill(database);
      const bytes = new Uint8Array(await database.dumpDataDir!());
      writeFileSync(`${file}.part`, bytes);
      renameSync(`${file}.part`, file);
      const shared = new SharedArrayBuffer(bytes.byteLength);
      new Uint8Array(shared).set(bytes);
      return shared;
    } finally {
      await database.close();
    }
  } finally {
    rmSync(`${file}.lock`, { recursive: true, force: true });
  }
}

/** The run's empty seed as PGlite dumps it (migrated, nothing more), or undefined outside a jest run. */
export function emptyPgliteDump(): Promise<SharedArrayBuffer> | undefined {
  const dir = seedsDir();
  return dir ? pgliteDump(dir, EMPTY) : undefined;
}

/** A PGlite database in memory, cloned from the run's seed (or made and filled from scratch outside a run). */
export async function clonePglite(recipe: SeedRecipe, queryTimeoutMs?: number): Promise<Database> {
  const dir = seedsDir();
  if (!dir) {
    const database = await openDatabase({ queryTimeoutMs });
    await recipe.fill(database);
    return database;
  }
  // Shared, not copied: every clone of the file's seed reads the same bytes, which nobody writes.
  return openDatabase({ queryTimeoutMs, loadDataDir: await pgliteDump(dir, recipe) });
}

type AdminClient = { query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }> };

/**
 * PostgreSQL: the name of the run's template for `recipe`, made when no process has made it yet
 * (under an advisory lock, so one process makes it; built under another name and renamed, so no
 * copy is taken of half a template).
 */
async function template(admin: AdminClient, adminUrl: string, dir: string, recipe: SeedRecipe): Promise<string> {
  const name = `${templatePrefix(dir)}${recipe.key.toLowerCase()}`.slice(0, 58);
  const exists = async (db: string) =>
    Boolean((await admin.query('select 1 from pg_database where datname = $1', [db])).rowCount);
  if (await exists(name)) return name;
  const from = recipe === EMPTY ? undefined : await template(admin, adminUrl, dir, EMPTY);
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    if (await exists(name)) return name;
    const building = `${name}_part`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}${from ? ` template ${from}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await recipe.fill(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * PostgreSQL: creates database `name` as a copy of the run's template for `recipe`. Answers false
 * outside a run: the caller creates an empty database and fills it itself.
 */
export async function createFromTemplate(
  admin: AdminClient,
  adminUrl: string,
  name: string,
  recipe: SeedRecipe,
): Promise<boolean> {
  const dir = seedsDir();
  if (!dir) return false;
  await admin.query(`create database ${name} template ${await template(admin, adminUrl, dir, recipe)}`);
  return true;
}

/** Makes the run's seeds for `catalogues` (and the empty one) on the database under test. */
export async function prepareSeeds(catalogues: CatalogueFile[]): Promise<void> {
  const dir = seedsDir();
  if (!dir) return;
  const recipes = [EMPTY, ...catalogues.map(seedRecipe)];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    for (const recipe of recipes) await pgliteDump(dir, recipe);
    return;
  }
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const recipe of recipes) await template(admin, adminUrl, dir, recipe);
  } finally {
    await admin.end();
  }
}
