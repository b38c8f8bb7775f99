import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, CompileHints, runsAtStart } from './compile-hints';
import { buildBundle } from './test-bundle';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An app that opens a page component's chunk at start and a lazy part later, as Gatsby's do.
writeFileSync(
  path.join(dir, 'entry.js'),
  `export function startPage() { return import(/* webpackChunkName: "component---src-templates-home-tsx" */ './home.js'); }
   export function openDialog() { return import(/* webpackChunkName: "dialog" */ './dialog.js'); }
   window.start = startPage; window.open = openDialog;`,
);
writeFileSync(path.join(dir, 'home.js'), `export default function homePage(shopper) { return 'home of ' + shopper; }`);
writeFileSync(path.join(dir, 'dialog.js'), `export default function dialog(title) { return 'dialog ' + title; }`);

describe('compile hints', () => {
  it('name the chunks a page runs as it starts', () => {
    for (const name of [
      'app',
      'framework',
      'webpack-runtime',
      'component---src-templates-home-tsx',
      'component---src-pages-cart-tsx',
    ])
      expect(runsAtStart(name)).toBe(true);
    for (const name of ['dialog', 'texts-tm-auth', 'offline', null, undefined, ''])
      expect(runsAtStart(name)).toBe(false);
  });

  it('open the minified starting chunks, with their source maps one line lower, and leave lazy parts alone', async () => {
    const files = await buildBundle(dir, 'out', {
      entry: { app: './entry.js' },
      devtool: 'source-map',
      output: { filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
      plugins: [new CompileHints()],
    });
    const script = (prefix: string) => {
      const name = [...files.keys()].find((file) => file.startsWith(prefix) && file.endsWith('.js'))!;
      return { name, code: files.get(name)!, map: JSON.parse(files.get(`${name}.map`)!) };
    };
    const app = script('app-');
    const home = script('component---src-templates-home-tsx-');
    const dialog = script('dialog-');
    expect(app.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(home.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(dialog.code).not.toContain('allFunctionsCalledOnLoad');
    // minified: the hint is the only comment left, and one line of its own before the code
    expect(home.code.split('\n')).toHaveLength(3); // hint, code, the source map's link
    // the map still finds the page's text in home.js
    const line = home.code.split('\n').findIndex((text) => text.includes('home of '));
    expect(line).toBe(1);
    const position = new SourceMapConsumer(home.map).originalPositionFor({
      line: line + 1,
      column: home.code.split('\n')[line].indexOf('home of ') - 1, // the string's opening quote
    });
    expect(position.source).toMatch(/home\.js$/);
    expect(position.line).toBe(1);
  });
});
