/**
 * Gatsby's slice stitching, done by the build's page mend instead of by Gatsby.
 *
 * Gatsby 5 renders every page with empty places for its slices: the page's scripts are one
 * (`_gatsby-scripts-1`, in every page). After the HTML step it reads each rendered page on its
 * main thread, puts the slices' HTML in their places and writes the page again ("stitching
 * slices": 23 s of the 10 000-product build, in a heap that holds every page's state). The shop's
 * page mend (../threads/page-mend.cjs, run by csp-hashes.ts in worker threads) reads and rewrites
 * those same pages a moment later anyway. So the plugin takes Gatsby's list of pages to stitch as
 * Gatsby is about to work through it, leaves Gatsby an empty list, and the mend stitches them with
 * the rest of its work: one read and one write a page fewer, off the main thread.
 *
 * The list is kept in a file until the mend has done it: a build that fails between the two
 * leaves the next build the pages still to stitch. A page whose slices change without the page
 * being rendered again (a new script bundle restitches every page) is on Gatsby's list like the
 * others; a page rendered again is also read by the mend because its file changed, and its empty
 * places are found in it. Where Gatsby's store is not as this module knows it, Gatsby stitches as
 * before and the mend finds nothing left to do.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';

/** Gatsby's own action after the slices are rendered, right before it stitches them into pages. */
export const BEFORE_STITCHING = 'SLICES_PROPS_REMOVE_STALE';

type Dispatch = (action: { type: string }) => unknown;

/** Gatsby's redux store, as far as it is used here (Gatsby's own type says only `Function`). */
export interface GatsbyStore {
  dispatch: unknown;
  getState: unknown;
}

/** A page's HTML file under public/, as Gatsby names it ('/en/product/1/' -> 'en/product/1/index.html'). */
export function htmlFileOf(pagePath: string): string {
  const name = pagePath.replace(/^\/+/, '');
  if (/\.html?$/i.test(name)) return name;
  return name === '' || name.endsWith('/') ? `${name}index.html` : `${name}/index.html`;
}

function pagesToStitch(store: GatsbyStore): Set<string> | null {
  const state = (store.getState as () => unknown)() as { html?: { pagesThatNeedToStitchSlices?: unknown } } | undefined;
  const pages = state?.html?.pagesThatNeedToStitchSlices;
  return pages instanceof Set ? (pages as Set<string>) : null;
}

/** The HTML files (under public/) whose slices are still to be stitched; none without the file. */
export function pendingStitches(pendingFile: string): string[] {
  if (!existsSync(pendingFile)) return [];
  try {
    const names = JSON.parse(readFileSync(pendingFile, 'utf8')) as unknown;
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * From now on, Gatsby's pages to stitch go to `pendingFile` (added to what is there) instead of
 * Gatsby's stitching. Answers false, and changes nothing, where Gatsby's store has no such list.
 */
export function deferSliceStitching(store: GatsbyStore, pendingFile: string): boolean {
  if (pagesToStitch(store) === null) return false;
  const dispatch = store.dispatch as Dispatch;
  const deferring: Dispatch = (action) => {
    const result = dispatch(action);
    const pages = action?.type === BEFORE_STITCHING ? pagesToStitch(store) : null;
    if (pages && pages.size > 0) {
      const names = new Set(pendingStitches(pendingFile));
      for (const pagePath of pages) names.add(htmlFileOf(pagePath));
      // Written before Gatsby goes on: if the build stops now, the next one still stitches these.
      writeFileSync(pendingFile, JSON.stringify([...names]));
      pages.clear();
    }
    return result;
  };
  store.dispatch = deferring;
  return true;
}

/** The mend has stitched every pending page. */
export const stitchingDone = (pendingFile: string) => rm(pendingFile, { force: true });
