import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { legacy_createStore as createStore, type Reducer } from 'redux';
import { BEFORE_STITCHING, deferSliceStitching, htmlFileOf, pendingStitches, stitchingDone } from './slice-stitching';

/** As Gatsby's html reducer keeps it: rendering adds a page to stitch, SLICES_STITCHED clears them. */
interface HtmlState {
  html: { pagesThatNeedToStitchSlices: Set<string> };
}
const gatsbyStore = () => {
  const reducer: Reducer<HtmlState, { type: string; path?: string }> = (
    state = { html: { pagesThatNeedToStitchSlices: new Set() } },
    action,
  ) => {
    if (action.type === 'HTML_GENERATED' && action.path) state.html.pagesThatNeedToStitchSlices.add(action.path);
    if (action.type === 'SLICES_STITCHED') state.html.pagesThatNeedToStitchSlices.clear();
    return state;
  };
  return createStore(reducer);
};

describe("Gatsby's slice stitching left to the page mend", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stitching-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names a page's HTML file as Gatsby writes it", () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/en/product/1/')).toBe('en/product/1/index.html');
    expect(htmlFileOf('/ru/categories/3')).toBe('ru/categories/3/index.html');
    expect(htmlFileOf('/404.html')).toBe('404.html');
  });

  it("takes Gatsby's list right before Gatsby stitches, keeps it in a file until the mend is done", async () => {
    const pending = path.join(dir, 'pending.json');
    const store = gatsbyStore();
    expect(deferSliceStitching(store, pending)).toBe(true);
    store.dispatch({ type: 'HTML_GENERATED', path: '/' });
    store.dispatch({ type: 'HTML_GENERATED', path: '/en/product/1/' });
    // Other actions leave the list to Gatsby.
    expect(store.getState().html.pagesThatNeedToStitchSlices.size).toBe(2);
    expect(pendingStitches(pending)).toEqual([]);
    store.dispatch({ type: BEFORE_STITCHING });
    // Gatsby finds nothing to stitch; the file names both pages.
    expect(store.getState().html.pagesThatNeedToStitchSlices.size).toBe(0);
    expect(pendingStitches(pending)).toEqual(['index.html', 'en/product/1/index.html']);
    // A build that stopped before the mend: the next one adds its pages to those left.
    const next = gatsbyStore();
    deferSliceStitching(next, pending);
    next.dispatch({ type: 'HTML_GENERATED', path: '/ru/' });
    next.dispatch({ type: 'HTML_GENERATED', path: '/' });
    next.dispatch({ type: BEFORE_STITCHING });
    expect(pendingStitches(pending).sort()).toEqual(['en/product/1/index.html', 'index.html', 'ru/index.html']);
    await stitchingDone(pending);
    expect(existsSync(pending)).toBe(false);
    expect(pendingStitches(pending)).toEqual([]);
  });

  it('changes nothing where the store has no list of pages to stitch, and reads a damaged file as none', () => {
    const other = createStore((state: { html: object } = { html: {} }) => state);
    const dispatch = other.dispatch;
    expect(deferSliceStitching(other, path.join(dir, 'unused.json'))).toBe(false);
    expect(other.dispatch).toBe(dispatch);
    const damaged = path.join(dir, 'damaged.json');
    writeFileSync(damaged, '{"not":"a list"');
    expect(pendingStitches(damaged)).toEqual([]);
    writeFileSync(damaged, '["a/index.html", 3, null]');
    expect(pendingStitches(damaged)).toEqual(['a/index.html']);
  });
});
