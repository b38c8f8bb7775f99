/**
 * PGlite's WebAssembly, compiled once per process (server/src/db/pglite-wasm.ts) and instantiated
 * by every database thread. It rests on PGlite's `pgliteWasmModule` option: PGlite runs the module
 * it is given instead of compiling its own, so a module that is not PGlite fails its start.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { DumpBlob } from '../src/db/dump-blob';
import { PGLITE_WASM, pgliteWasm } from '../src/db/pglite-wasm';
import { emptyPgliteDump } from './seeds';

/** The global WebAssembly object, which the server's type libraries (ES2022, Node) declare as types only. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<WebAssembly.Module>;
      Module: { exports(module: WebAssembly.Module): unknown[] };
    };
  }
).WebAssembly;

it("answers one compilation for the whole process: the jest worker's, from its environment", async () => {
  expect(pgliteWasm()).toBe(pgliteWasm());
  expect(pgliteWasm()).toBe((globalThis as Record<symbol, unknown>)[PGLITE_WASM]);
  const compiled = await pgliteWasm();
  // PostgreSQL's functions, not an empty module
  expect(wasm.Module.exports(compiled).length).toBeGreaterThan(100);
});

// The process's compilation reaches PGlite in a database thread, as every API test's clone shows.
// Here, in the test's own realm (jest's environment compiled the worker's in another, whose modules
// Emscripten does not take for modules), the same file compiled in this realm stands in for it.
// In a jest run it opens the run's empty seed (seeds.ts) instead of making a cluster: initdb is most
// of what a new PGlite costs, and none of what is tested here.
it('opens PGlite on a compiled module, and PGlite runs the module it is given', async () => {
  const compiled = await wasm.compile(readFileSync(require.resolve('@electric-sql/pglite/pglite.wasm')));
  const seed = emptyPgliteDump();
  const pg = await PGlite.create({
    pgliteWasmModule: compiled,
    ...(seed && { loadDataDir: new DumpBlob(await seed) }),
  });
  expect((await pg.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  await pg.close();
  // An empty module in its place: if PGlite compiled its own instead, this would open.
  const empty = await wasm.compile(new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
  await expect(PGlite.create({ pgliteWasmModule: empty })).rejects.toThrow();
});
