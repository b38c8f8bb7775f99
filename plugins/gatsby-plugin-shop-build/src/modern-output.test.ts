import { afterAll, describe, expect, it } from '@jest/globals';
import { parse } from 'acorn';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { browserTarget, TERSER_OPTIONS, withModernOutput } from './modern-output';
import { buildBundle } from './test-bundle';

const SITE = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'modern-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(path.join(dir, 'page.js'), 'export default function page(name) { return { name: name, shown: true }; }');
writeFileSync(
  path.join(dir, 'entry.js'),
  "import('./page.js').then(function (page) { console.log(page.default('tv')); });",
);

/** Gatsby's own minifier (utils/webpack-utils.js `minifyJs`): its defaults, with options over them. */
const gatsbyMinifyJs = ({ terserOptions, ...options }: { terserOptions?: object; parallel?: number } = {}) =>
  new TerserPlugin({
    parallel: 1,
    terserOptions: {
      ie8: false,
      mangle: { safari10: true },
      parse: { ecma: 5 },
      compress: { ecma: 5 },
      output: { ecma: 5 },
      ...terserOptions,
    },
    ...options,
  });

/** Gatsby's browser config as far as this concerns it: target ES5, its Terser, a CSS minimizer. */
const gatsbyConfig = (): Configuration => ({
  target: ['web', 'es5'],
  optimization: {
    minimizer: [gatsbyMinifyJs(), 'css minimizer'] as NonNullable<Configuration['optimization']>['minimizer'],
  },
});

/** Builds the entry with `config` and its Terser; answers the JavaScript files written. */
async function build(config: Configuration, folder: string): Promise<string[]> {
  const optimization = { minimize: true, minimizer: [config.optimization?.minimizer?.[0]] };
  const written = await buildBundle(dir, folder, { ...config, optimization } as Configuration);
  return [...written].filter(([file]) => file.endsWith('.js')).map(([, code]) => code);
}

describe("the browser bundle's output", () => {
  it("targets Gatsby's browser list and remakes only its Terser", () => {
    const config = withModernOutput(gatsbyConfig(), SITE, gatsbyMinifyJs);
    expect(config.target).toEqual([browserTarget(SITE)]);
    expect(browserTarget(SITE)).toMatch(/^browserslist:.*supports es6-module/);
    const [terser, css] = config.optimization?.minimizer ?? [];
    expect(terser).toBeInstanceOf(TerserPlugin);
    expect(
      (terser as unknown as { options: { minimizer: { options: object } } }).options.minimizer.options,
    ).toMatchObject(TERSER_OPTIONS);
    // Terser takes every core: Gatsby's process waits for it.
    expect((terser as unknown as { options: { parallel: number } }).options.parallel).toBe(availableParallelism());
    expect(css).toBe('css minimizer');
    expect(withModernOutput({ target: 'web' }, SITE, gatsbyMinifyJs)).toEqual({ target: [browserTarget(SITE)] });
    // Gatsby's minifier changed: the build stops instead of shipping its ES5 output unnoticed.
    expect(() => withModernOutput({ optimization: { minimizer: ['css minimizer'] } }, SITE, gatsbyMinifyJs)).toThrow(
      /no TerserPlugin/,
    );
  });

  it('is ES2015 with arrow-function module wrappers, and smaller than under Gatsby’s ES5 setting', async () => {
    const gatsby = await build(gatsbyConfig(), 'gatsby');
    const ours = await build(withModernOutput(gatsbyConfig(), SITE, gatsbyMinifyJs), 'ours');
    expect(ours).toHaveLength(2); // the app and the page's chunk
    expect(gatsby.join('')).not.toContain('=>');
    expect(ours.join('')).toContain('=>');
    // Nothing a browser of the list could not parse: the output is ES2015 at most.
    for (const code of ours) expect(() => parse(code, { ecmaVersion: 2015, sourceType: 'script' })).not.toThrow();
    expect(ours.join('').length).toBeLessThan(gatsby.join('').length);
  });
});
