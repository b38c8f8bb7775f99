/**
 * jest's Node environment, with PGlite's WebAssembly compiled once per jest worker and handed to
 * every test file's database threads (server/src/db/pglite-wasm.ts), and the database threads that
 * a file's closed databases left idle handed to the next files' (server/src/db/embedded-start.ts).
 * jest loads this module once per worker but each test file's modules afresh, so without it every
 * file would compile PGlite again, and its first database would cost what every one did before
 * (about 0.7 s more CPU), and every file would start its database threads anew.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import NodeEnvironment from 'jest-environment-node';
import type { Worker } from 'node:worker_threads';
import { IDLE_THREADS } from '../src/db/embedded-start';
import { PGLITE_WASM, pgliteWasm } from '../src/db/pglite-wasm';

/** This jest worker's idle database threads, shared by its test files. */
const idleThreads: Worker[] = [];

export default class StorefrontNodeEnvironment extends NodeEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // Compiled in this worker's own global object the first time, and the same promise afterwards.
    Object.assign(this.global, { [PGLITE_WASM]: pgliteWasm(), [IDLE_THREADS]: idleThreads });
  }
}
