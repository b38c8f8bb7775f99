import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';

const require_ = createRequire(__filename);
const GATSBY_HOOK = 'gatsby/dist/internal-plugins/partytown/gatsby-browser.js';

describe("Gatsby's Partytown hook, left out of the production browser build", () => {
  it('has one browser hook, and it does nothing outside development', () => {
    const hook = require_(GATSBY_HOOK) as Record<string, unknown>;
    expect(Object.keys(hook).filter((key) => key !== '__esModule')).toEqual(['onInitialClientRender']);
    const mode = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // There is no document here: a hook that injected Partytown's snippet would throw.
      expect((hook.onInitialClientRender as () => unknown)()).toBeUndefined();
    } finally {
      process.env.NODE_ENV = mode;
    }
  });

  it('is replaced by a module with no hooks', () => {
    expect(Object.keys(require_('./no-partytown.cjs') as object)).toEqual([]);
  });
});
