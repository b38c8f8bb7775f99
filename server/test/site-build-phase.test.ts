/**
 * A running build's phase, read from its log (services/site-builds/phase.ts): the
 * editors' page shows it in words rather than Gatsby's last raw line. The lines are a real build's
 * (scripts/build-site.sh through the API's site builds, 720 products), cut where the build was.
 */
import { buildPhase } from '../src/services/site-builds/phase';

const LOG = `==> build 7: bash scripts/build-site.sh (in /work/shop)
==> building the site from http://127.0.0.1:18300
success compile gatsby files - 2.818s
success load gatsby config - 0.031s
success load plugins - 0.282s
success onPreInit - 0.001s
success initialize cache - 0.055s
success createSchemaCustomization - 0.007s
info gatsby-source-store: sourcing the whole catalogue (no earlier build in the
cache)
gatsby-source-store: product details - 3.100s - 300/720 96.77/s
success gatsby-source-store: product details - 7.541s - 720/720 95.48/s
info gatsby-source-store: StoreCategory 165, StoreBrand 153, StoreFooterPage 21,
 StoreHomeGroup 18, StoreProduct 720 from http://127.0.0.1:18300 in 7.8 s
success Checking for changed pages - 0.000s
success source and transform nodes - 7.849s
success building schema - 0.143s
info createPages: 1062 catalogue pages in 3 languages in 0.5 s
success createPages - 0.555s
info bootstrap finished - 16.706s
success write out requires - 0.412s
success Building production JavaScript and CSS bundles - 30.525s
success Building HTML renderer - 18.813s
success Execute page configs - 0.067s
run queries in workers - 0.300s - 500/1101 1666.67/s
success run queries in workers - 0.513s - 1101/1101 2145.31/s
success Merge worker state - 0.003s
success Writing page-data.json and slice-data.json files to public directory -
0.551s - 1099/1099 1994.24/s
Building static HTML for pages - 3.200s - 120/1099 37.50/s
success Building static HTML for pages - 6.982s - 1099/1099 157.40/s
success shop: sitemap, 404 pages and robots.txt - 0.063s
info sitemap: 2 files under public/sitemap.xml
success shop: compressed copies - 12.578s
info Done building in 88.564123142 sec
==> site built in 90 s
==> copying public into build 7 (unchanged files linked from build 6)
`.split('\n');

/** The phase when the log ends at the line that starts with `last`. */
function phaseAt(last: string) {
  const end = LOG.findIndex((line) => line.startsWith(last));
  if (end < 0) throw new Error(`no line ${last}`);
  const tail = LOG.slice(0, end + 1);
  return buildPhase(`${tail.join('\n')}\n`, tail.at(-1) ?? null);
}

describe("a running build's phase", () => {
  it.each([
    ['==> build 7:', { id: 'preparing', done: null, total: null }],
    ['success load plugins', { id: 'preparing', done: null, total: null }],
    ['success createSchemaCustomization', { id: 'catalogue', done: null, total: null }],
    ['gatsby-source-store: product details - 3.100s', { id: 'catalogue', done: 300, total: 720 }],
    [' StoreHomeGroup 18', { id: 'catalogue', done: null, total: null }],
    ['success source and transform nodes', { id: 'pages', done: null, total: null }],
    ['info createPages', { id: 'pages', done: null, total: null }],
    // the line the editors' page showed raw: the scripts are built next
    ['success write out requires', { id: 'code', done: null, total: null }],
    ['success Building production JavaScript', { id: 'code', done: null, total: null }],
    ['success Building HTML renderer', { id: 'data', done: null, total: null }],
    ['run queries in workers - 0.300s', { id: 'data', done: 500, total: 1101 }],
    ['success run queries in workers', { id: 'data', done: null, total: null }],
    // wrapped: the counts are on the next line
    ['0.551s - 1099/1099', { id: 'html', done: null, total: null }],
    ['Building static HTML for pages - 3.200s', { id: 'html', done: 120, total: 1099 }],
    ['success Building static HTML for pages', { id: 'finishing', done: null, total: null }],
    ['info sitemap', { id: 'finishing', done: null, total: null }],
    ['==> site built', { id: 'finishing', done: null, total: null }],
    ['==> copying public into build 7', { id: 'publishing', done: null, total: null }],
  ])('after "%s"', (last, phase) => {
    expect(phaseAt(last)).toEqual(phase);
  });

  it('is getting ready before the log says anything it knows', () => {
    expect(buildPhase('', null)).toEqual({ id: 'preparing', done: null, total: null });
    expect(
      buildPhase('fake build 3 (B) from http://127.0.0.1:1\n', 'fake build 3 (B) from http://127.0.0.1:1'),
    ).toEqual({ id: 'preparing', done: null, total: null });
  });

  it("reads a progress line that is still being written (the step, not yet in the tail's lines)", () => {
    const tail = LOG.slice(0, LOG.findIndex((line) => line.startsWith('success Merge worker state')) + 1).join('\n');
    expect(buildPhase(tail, 'Building static HTML for pages - 1.0s - 10/1099 10.00/s')).toEqual({
      id: 'html',
      done: 10,
      total: 1099,
    });
  });

  it('says when the product pages of a pages-only build are rendered', () => {
    expect(buildPhase('==> build 9: product/12, ru/product/12 rendered again; switching it in\n', null).id).toBe(
      'productPages',
    );
  });
});
