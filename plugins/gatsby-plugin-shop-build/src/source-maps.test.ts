import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { browserDevtool, takeOutSourceMaps } from './source-maps';

describe('source maps of the build', () => {
  let root: string;
  let publicDir: string;
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    writeFileSync(path.join(publicDir, name), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
    publicDir = path.join(root, 'public');
    file('app-1.js', 'console.log(1)');
    file('app-1.js.map', '{"sources":["src/app/store.ts"]}');
    file('static/deep/chunk.css.map', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('are built only on request, and then not referenced by the bundles', () => {
    expect(browserDevtool({})).toBe(false);
    expect(browserDevtool({ SOURCE_MAPS: '1' })).toBe('hidden-source-map');
  });

  it('are removed from public/', async () => {
    expect(await takeOutSourceMaps(publicDir)).toBe(2);
    expect(existsSync(path.join(publicDir, 'app-1.js.map'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'static/deep/chunk.css.map'))).toBe(false);
    expect(existsSync(path.join(publicDir, 'app-1.js'))).toBe(true);
  });

  it('are moved out of public/ when the team keeps them (SOURCE_MAPS=1)', async () => {
    const keep = path.join(root, '.source-maps');
    expect(await takeOutSourceMaps(publicDir, keep)).toBe(2);
    expect(existsSync(path.join(publicDir, 'app-1.js.map'))).toBe(false);
    expect(readFileSync(path.join(keep, 'app-1.js.map'), 'utf8')).toContain('src/app/store.ts');
    expect(existsSync(path.join(keep, 'static/deep/chunk.css.map'))).toBe(true);
  });
});
