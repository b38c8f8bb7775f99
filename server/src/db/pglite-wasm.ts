/**
 * PGlite's WebAssembly, compiled once per process and handed to every database thread it starts
 * (PGlite's `pgliteWasmModule` option, compiled from the package's exported `pglite.wasm`). A thread
 * that compiles it itself does so, and optimises its hot functions again, in an isolate of its own:
 * about 0.7 s of CPU per database opened (a test's clone, a recycled thread), against none for one
 * that instantiates the module the process compiled, whose optimised code the threads share.
 *
 * The compilation is kept on the global object under a registered symbol, so that a host that loads
 * this file more than once in a process (jest, once per test file) can hand every load the same one
 * (server/test/node-environment.ts).
 */
import { readFile } from 'node:fs/promises';

export const PGLITE_WASM = Symbol.for('storefront.pgliteWasm');

type Holder = { [PGLITE_WASM]?: Promise<WebAssembly.Module> };
/** The global WebAssembly object, which the server's type libraries (ES2022, Node) declare as types only. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/** The process's compiled PGlite; compiled off the event loop the first time it is asked for. */
export function pgliteWasm(): Promise<WebAssembly.Module> {
  const holder = globalThis as Holder;
  let compiled = holder[PGLITE_WASM];
  if (!compiled) {
    compiled = readFile(require.resolve('@electric-sql/pglite/pglite.wasm')).then((bytes) => wasm.compile(bytes));
    holder[PGLITE_WASM] = compiled;
    // A failed compilation is not kept: the next database asks again (and reports its own error).
    compiled.catch(() => {
      if (holder[PGLITE_WASM] === compiled) delete holder[PGLITE_WASM];
    });
  }
  return compiled;
}
