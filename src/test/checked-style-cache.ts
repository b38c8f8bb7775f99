/**
 * The style cache of the component tests (jest.config.js maps `@emotion/cache` here, as the browser
 * build maps it to src/lib/style-cache.ts): the shop's cache, with every style it compiles also
 * compiled by emotion's own cache (stylis, no plugins, as the server render does). Where the two
 * write different rules, the difference is kept and the test that rendered it fails
 * (src/test/setup-dom.ts). So every style of every component the tests render checks the shop's
 * compiler against emotion's.
 */
import type { EmotionCache, Options } from '@emotion/cache';
import createShopCache, { compileStyles } from '../lib/style-cache';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- emotion's own browser cache, by its file: the package's name leads back here
const emotionCache = require('../../node_modules/@emotion/cache/dist/emotion-cache.browser.cjs.js') as {
  default: (options: Options) => EmotionCache;
};

const mismatches: string[] = [];
let reference: EmotionCache | undefined;

/** The rules emotion's own cache writes for a style (selector '' for a global style or keyframes). */
export function emotionRules(selector: string, styles: string): string[] {
  const rules: string[] = [];
  reference ??= emotionCache.default({ key: 'reference', stylisPlugins: [] });
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as EmotionCache['sheet'];
  reference.insert(selector, { name: 'reference', styles }, sheet, false);
  return rules;
}

/** The differences seen since the last call, emptied. */
export function takeStyleMismatches(): string[] {
  return mismatches.splice(0);
}

export default function createCache(options: Options): EmotionCache {
  const cache = createShopCache(options);
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const expected = emotionRules(selector, serialized.styles);
    const actual = compileStyles(selector ? `${selector}{${serialized.styles}}` : serialized.styles);
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      mismatches.push(
        `style ${JSON.stringify(serialized.styles)} of ${JSON.stringify(selector)}:\n  emotion: ${JSON.stringify(expected)}\n  shop:    ${JSON.stringify(actual)}`,
      );
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}
