/**
 * jest's Node environment, with PGlite's WebAssembly compiled once per jest worker and handed to
 * every test file's database threads (server/src/db/pglite-wasm.ts). jest loads this module once
 * per worker but each test file's modules afresh, so without it every file would compile PGlite
 * again, and its first database would cost what every one did before (about 0.7 s more CPU).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import NodeEnvironment from 'jest-environment-node';
import { PGLITE_WASM, pgliteWasm } from '../src/db/pglite-wasm';

export default class StorefrontNodeEnvironment extends NodeEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // Compiled in this worker's own global object the first time, and the same promise afterwards.
    Object.assign(this.global, { [PGLITE_WASM]: pgliteWasm() });
  }
}
