import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GATSBY_WORKER_REGISTRATION, registersWorkerThroughGatsby } from './worker-registration';

const require_ = createRequire(__filename);
const CACHE_DIR = path.join(path.dirname(require_.resolve('gatsby/package.json')), 'cache-dir');

describe("Gatsby's own service worker registration, left out of the browser build", () => {
  it("is required by Gatsby's app only when a plugin's registerServiceWorker returns true", () => {
    const app = readFileSync(path.join(CACHE_DIR, 'production-app.js'), 'utf8');
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/,
    );
    // and by no other module of Gatsby's browser runtime
    const requiring = readdirSync(CACHE_DIR)
      .filter((file) => file.endsWith('.js') && file !== 'register-service-worker.js')
      .filter((file) => readFileSync(path.join(CACHE_DIR, file), 'utf8').includes('register-service-worker'));
    expect(requiring).toEqual(['production-app.js']);
  });

  it('is replaced only while no plugin implements registerServiceWorker', () => {
    expect(registersWorkerThroughGatsby([{ name: 'gatsby-plugin-shop-build', browserAPIs: [] }, { name: 'x' }])).toBe(
      false,
    );
    expect(
      registersWorkerThroughGatsby([
        { name: 'default-site-plugin', browserAPIs: ['wrapRootElement', 'onClientEntry'] },
        { name: 'gatsby-plugin-offline', browserAPIs: ['registerServiceWorker', 'onServiceWorkerActive'] },
      ]),
    ).toBe(true);
  });

  it('matches the module Gatsby copies into .cache, and its stand-in has no exports', () => {
    expect(GATSBY_WORKER_REGISTRATION.test('/site/.cache/register-service-worker.js')).toBe(true);
    expect(GATSBY_WORKER_REGISTRATION.test('C:\\site\\.cache\\register-service-worker.js')).toBe(true);
    expect(GATSBY_WORKER_REGISTRATION.test('/site/src/features/offline/register-service-worker.js')).toBe(false);
    expect(Object.keys(require_('./no-worker-registration.cjs') as object)).toEqual([]);
  });
});
