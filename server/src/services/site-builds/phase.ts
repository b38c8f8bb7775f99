/**
 * What a running build is doing, in words an editor reads (the editors' page translates the
 * phase): read from the end of its log, where Gatsby names each step as it ends ("success write
 * out requires - 0.412s": the scripts are being built next) and counts pages in its progress lines
 * ("Building static HTML for pages - 6.9s - 120/1099").
 */
import type { BuildPhase, BuildPhaseWire } from '../../contract/site-builds';

type Step = [pattern: RegExp, running: BuildPhase, done?: BuildPhase];

/**
 * A line of the log and the phase it means: `running` while the step's progress line is the last
 * (or for a line that only says where the build is), `done` once Gatsby says it succeeded.
 */
const STEPS: Step[] = [
  [/^==> copying .* into build \d+/, 'publishing'],
  [/^==> build \d+ is live/, 'publishing'],
  [/^==> build \d+: .*rendered again/, 'productPages'],
  [/^==> build \d+: /, 'preparing'],
  [/^==> (building the site|the build failed; once more)/, 'preparing'],
  [/^==> (site built|the site in public\/ is current)/, 'finishing'],
  [/Building static HTML for pages/, 'html', 'finishing'],
  [/Writing page-data\.json/, 'data', 'html'],
  [
    /run queries in workers|run page queries|run static queries|Merge worker state|Rewriting compilation hashes/,
    'data',
  ],
  [
    /Building HTML renderer|Execute page configs|Caching Webpack compilations|Validating Rendering Engines/,
    'code',
    'data',
  ],
  [/Building production JavaScript and CSS bundles|Building Rendering Engines/, 'code'],
  [/write out requires/, 'code'],
  [/IMAGE jobs|gatsby-plugin-sharp|generating image thumbnails/i, 'images'],
  [
    /stitching slices|shop: |sitemap: |script hashes|compressed copies|service worker|onPostBuild|Done building/,
    'finishing',
  ],
  [
    /source and transform nodes|building schema|createPages|Total nodes|onPreExtractQueries|extract queries|write out redirect data|onPostBootstrap|bootstrap finished|Checking for changed pages/,
    'pages',
  ],
  [/gatsby-source-store|createSchemaCustomization/, 'catalogue'],
  [
    /compile gatsby files|load gatsby config|load plugins|onPreInit|initialize cache|copy gatsby files|Compiling Gatsby Functions|onPreBootstrap/,
    'preparing',
  ],
];

/** "… - 6.982s - 120/1099 157.40/s": what the step has done of how many. */
const COUNTS = / - [\d.]+ ?s - (\d+)\/(\d+)/;

/** The phase of a build whose log ends with `logTail` (and whose last line is `step`). */
export function buildPhase(logTail: string, step: string | null): BuildPhaseWire {
  const lines = logTail.split('\n');
  if (step && lines.at(-1)?.trim() !== step) lines.push(step);
  for (let i = lines.length - 1; i >= 0; i--) {
    // Gatsby wraps long lines: the counts may be on the line after the step's name.
    const line = lines[i].trim();
    const found = STEPS.find(([pattern]) => pattern.test(line));
    if (!found) continue;
    const [, running, done] = found;
    const counts = COUNTS.exec(`${line} ${lines[i + 1]?.trim() ?? ''}`);
    const finished = line.startsWith('success ') && (!counts || counts[1] === counts[2]);
    if (finished && done) return { id: done, done: null, total: null };
    if (counts && !finished) return { id: running, done: Number(counts[1]), total: Number(counts[2]) };
    return { id: running, done: null, total: null };
  }
  return { id: 'preparing', done: null, total: null };
}
