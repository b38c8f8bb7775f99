import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { generateCatalogue } from '../src/sample/generate';
import type { CatalogueFile } from '../src/catalogue/shape';
import { clonePglite, createFromTemplate, runCatalogue, seedRecipe, type SeedRecipe } from './seeds';

/** Which database this run tests: 'postgres' when TEST_DATABASE_URL is set, else 'pglite'. */
export const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A fixed clock so generated dates and the weekly deadline are the same on every run. */
export const TEST_NOW = new Date('2026-11-18T09:00:00Z');
export const TEST_PRODUCTS = 120;

let sample: CatalogueFile | undefined;
/** The sample catalogue that every API test starts from (generated once per run, seeds.ts). */
export function sampleCatalogue(): CatalogueFile {
  sample ??= runCatalogue('sample', () => generateCatalogue({ products: TEST_PRODUCTS, now: TEST_NOW }));
  return sample;
}

/**
 * The catalogue of the component tests' live API (src/test/api-process.ts): the size the browser
 * tests use (scripts/e2e.sh), from which on the products of a category differ in their parameters,
 * which the comparison table is about; with the gift certificates' category and products, as the
 * shop seeds it (server/src/sample/seed.ts).
 */
export function liveApiCatalogue(): CatalogueFile {
  return runCatalogue('live-api', () => generateCatalogue({ products: 240, now: TEST_NOW, giftCertificates: true }));
}

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/** A folder in the temp directory standing in for a built site (SITE_DIR); `write` adds a file to it. */
export function siteFolder(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  return { dir, write };
}

interface DatabaseOptions {
  dataDir?: string;
  name?: string;
  queryTimeoutMs?: number;
}

/**
 * A fresh, empty, migrated database: PGlite in memory (or in `dataDir`), or a new PostgreSQL database;
 * `queryTimeoutMs` limits its statements as the API's are (none by default). In memory and on
 * PostgreSQL it is a copy of the run's seed (seeds.ts).
 */
export function freshDatabase(options: DatabaseOptions = {}): Promise<TestDatabase> {
  return seededDatabase(options, seedRecipe(null));
}

/** A database holding what `recipe` fills in: a copy of the run's seed where one can be taken. */
async function seededDatabase(options: DatabaseOptions, recipe: SeedRecipe): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!options.dataDir) {
      const database = await clonePglite(recipe, options.queryTimeoutMs);
      return { database, drop: () => database.close() };
    }
    const database = await openDatabase({ dataDir: options.dataDir, queryTimeoutMs: options.queryTimeoutMs });
    await recipe.fill(database).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return { database, drop: () => database.close() };
  }
  const { Client } = await import('pg');
  const name = options.name ?? `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  let filled = Boolean(exists.rowCount);
  if (!filled) filled = await createFromTemplate(admin, adminUrl, name, recipe);
  if (!exists.rowCount && !filled) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), queryTimeoutMs: options.queryTimeoutMs });
  if (!filled) await recipe.fill(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** the PostgreSQL database's URL (another process or pool may open it); undefined on PGlite */
  url?: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * The API on a fresh database holding the sample catalogue (or `catalogue`), with no port. Its
 * statements have the time limit of `config.queryTimeoutMs` (the default of QUERY_TIMEOUT_MS), as
 * in production; the catalogue is imported without it. PGlite lives in memory unless `onDisk` (as
 * `npm start` runs it, in the data directory). `beforeReady` may add routes of the test's own.
 * `sharing` puts the app on another test app's database instead (its catalogue, its rows, its
 * statements' time limit), so a configuration that a test needs of its own (a limit, production, a
 * token) costs no database; it suits tests whose answers do not depend on what the other app
 * writes. Its `close` leaves that database open.
 */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    catalogue?: CatalogueFile | null;
    onDisk?: boolean;
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    sharing?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const config: Config = { ...loadConfig({}), dataDir, rateLimitMax: 100_000, ...options.config };
  const shared = options.sharing;
  // The catalogue is imported without the time limit, once per run: the database is a copy of it.
  const test: TestDatabase = shared
    ? { database: shared.database, url: shared.url, drop: async () => undefined }
    : await seededDatabase(
        { queryTimeoutMs: config.queryTimeoutMs, dataDir: options.onDisk ? dataDir : undefined },
        seedRecipe(options.catalogue === undefined ? sampleCatalogue() : options.catalogue),
      );
  const app = await buildApp({ database: test.database, config });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database: test.database,
    url: test.url,
    config,
    close: async () => {
      await app.close();
      await test.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Asks every 50 ms until `done` holds, for at most `ms` (~3 s by default: a catalogue change reaches
 * the response cache through a database notice, which travels asynchronously on PostgreSQL), and
 * answers the last value.
 */
export async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean, ms = 3_000): Promise<T> {
  let value = await ask();
  for (let attempt = 0; attempt < ms / 50 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await ask();
  }
  return value;
}

/** The parts of the OpenAPI document (/docs/json) the tests read. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }
    >
  >;
  components: { schemas: Record<string, unknown> };
}

/** GET with an optional lng header, answering the status and parsed JSON. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  lng?: string,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url, headers: lng ? { lng } : {} });
  return { status: response.statusCode, body: response.json() as T };
}

export async function postJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  lng?: string,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers: lng ? { lng } : {} });
  return { status: response.statusCode, body: response.json() as T };
}

/**
 * `work` for every item, a few at a time, answers in the items' order. Tests that ask the API for
 * many things use it instead of one Promise.all: a hundred requests at once queue on the embedded
 * database behind each other and, on a busy machine, wait past the statement time limit (503).
 */
export async function inGroups<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let at = 0; at < items.length; at += size)
    answers.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  return answers;
}
