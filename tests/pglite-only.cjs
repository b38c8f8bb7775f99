/**
 * The API and security test files that `npm test` runs once, on PGlite, and not again on PostgreSQL
 * (scripts/test-all.sh). A file not named here runs on both databases: that is the default for a
 * new file, and the right one for anything that reaches SQL. Name a file here only when its result
 * cannot depend on the database, and say why in its group.
 */
const { existsSync } = require('node:fs');
const { join } = require('node:path');

/** They open no database at all: texts, configuration, pure functions. */
const databaseFree = [
  'server/test/colour-names.test.ts',
  'server/test/config.test.ts',
  'server/test/lng.test.ts',
  'server/test/messages.test.ts',
  'server/test/places.test.ts',
  'server/test/site-build-phase.test.ts',
  'server/test/site-build-snapshot.test.ts',
  'server/test/typo-distance.test.ts',
  // the sample generator and the catalogue's validation: the generated file, checked in memory
  'server/test/generator.test.ts',
  'server/test/catalogue-validate-all.test.ts',
  // the contract's rules and the search's pure helpers
  'server/test/person-names.test.ts',
  'server/test/product-rules.test.ts',
  'server/test/phone-numbers.test.ts',
  'server/test/search-layout-near.test.ts',
  // npm start's build progress lines and the gateway simulator's card-form script
  'server/test/build-progress.test.ts',
  'server/test/payment-sim-script.test.ts',
  // the Blob that hands PGlite a dump: bytes in, the same bytes out
  'server/test/dump-blob.test.ts',
  // PGlite's compiled WebAssembly and PGlite's option that takes it, and the threads that run
  // PGlite: PGlite whatever the pass
  'server/test/pglite-wasm.test.ts',
  'server/test/database-threads.test.ts',
];

/** They read the sources themselves (dead exports, import cycles, the paths the docs name). */
const sourceChecks = [
  'server/test/dead-exports.test.ts',
  'server/test/doc-paths.test.ts',
  'server/test/import-cycles.test.ts',
];

/**
 * They start the API and its commands as processes on the embedded database, the way `npm start`
 * runs them (tests/security/pglite-process.ts removes DATABASE_URL): on the PostgreSQL pass they
 * would run the same PGlite processes again. outbox-exposure's in-process apps test which provider
 * settings keep the outbox; the outbox's own statements run on both databases in
 * server/test/auth-outbox.test.ts.
 */
const embeddedProcesses = [
  'tests/security/data-dir-lock.test.ts',
  'tests/security/live-start.test.ts',
  'tests/security/outbox-exposure.test.ts',
];

/**
 * They attack the schema layer (docs/adr/010, 011): every route's request schemas, Node's header
 * parser. What they send is refused before a statement runs, and what passes reaches SQL that the
 * routes' own suites run on both databases; PGlite is PostgreSQL's own code, so a NUL or a type a
 * column refuses is refused the same way there.
 */
const schemaLayer = [
  'tests/security/openapi-fuzz.test.ts',
  'tests/security/control-characters.test.ts',
  'tests/security/input-validation.test.ts',
  'tests/security/typed-bodies.test.ts',
  'tests/security/header-size.test.ts',
  // request validators and response serializers compiled at first use, requests and answers shaped
  // by their schemas
  'server/test/serializers.test.ts',
];

const files = [...databaseFree, ...sourceChecks, ...embeddedProcesses, ...schemaLayer];

/** jest's --testPathIgnorePatterns for the PostgreSQL pass; a listed file that is gone is an error. */
function ignorePattern() {
  const gone = files.filter((file) => !existsSync(join(__dirname, '..', file)));
  if (gone.length) throw new Error(`tests/pglite-only.cjs names files that do not exist: ${gone.join(', ')}`);
  return ['/node_modules/', ...files.map((file) => `/${file.replace(/\./g, '\\.')}$`)].join('|');
}

module.exports = { files, ignorePattern };
