/**
 * What the build does to each built page after Gatsby wrote it (csp-hashes.ts): the NUL bytes of
 * React's renderer taken out, emotion's server styles moved into the head, and the hashes of the
 * inline scripts read for the page's Content-Security-Policy. Plain JavaScript, so that the build's
 * worker threads (page-mend-worker.cjs) run it as it is; types in page-mend.d.cts. Outside src/:
 * Gatsby reads every file of a plugin's src/ for queries, and cannot parse a declaration file.
 */
const { createHash } = require('node:crypto');
const { readFile, stat, writeFile } = require('node:fs/promises');

/**
 * A page with the NUL bytes that React 18's streaming renderer leaves in it taken out. When a
 * multibyte character does not fit at the end of its 2 048-byte buffer, react-dom 18.3.1 sends the
 * whole buffer anyway (`writeToDestination(destination, currentView)` in writeStringChunk), unwritten
 * zero bytes included, and goes on with the character in the next buffer: '★\0\0★' in the rating's
 * stars, 'Deňe\0şdirmä' in a button's name. Browsers read each NUL as U+FFFD (a visible '�', and a
 * name no longer matching its label). Nothing in a page is ever NUL, so taking them out gives the
 * page React meant. Null when the page has none.
 * @param {Buffer} page
 * @returns {Buffer | null}
 */
function withoutNulBytes(page) {
  if (!page.includes(0)) return null;
  return Buffer.from(page.filter((byte) => byte !== 0));
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"( data-s="")?>([\s\S]*?)<\/style>/g;

/**
 * The page with its body's emotion styles in the head; null when its body has none. Built pages
 * are moved by the build instead of by every browser at start-up (docs/performance.md, issue 17).
 *
 * Emotion's server render writes each component's rules as a `<style data-emotion="css id…">` right
 * before the component's element, inside the React root. In the browser, emotion's `createCache`
 * then moves every such element into the head before React hydrates (React would see them as
 * elements it did not render) and marks it `data-s`: on a home page 66 elements, each move a DOM
 * change and a style recalculation inside the hydration task, the largest single piece of the
 * shop's own script time in the profile. Elements that already carry `data-s` are left where they
 * are (`style[data-emotion]:not([data-s])`), and their ids are still read into the cache's
 * `inserted` (`style[data-emotion^="css "]`), so nothing is inserted twice. So the build does the
 * move once: the same rules in the same order, in the head, marked `data-s`; consecutive elements
 * of one key merged into one (a stylesheet each is work for the parser too). Global styles
 * (`css-global name`) stay one element each: emotion's `Global` finds its own by that exact
 * attribute.
 * @param {string} page
 * @returns {string | null}
 */
function withEmotionStylesInHead(page) {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return null;
  /** @type {{ key: string, ids: string, rules: string }[]} */
  const moved = [];
  const body = page.slice(headEnd).replace(EMOTION_STYLE, (whole, attribute, _s, rules) => {
    const space = attribute.indexOf(' ');
    // Only emotion 11's server-rendered elements ("key id id…"); anything else stays as it is.
    if (space < 1) return whole;
    moved.push({ key: attribute.slice(0, space), ids: attribute.slice(space + 1), rules });
    return '';
  });
  if (moved.length === 0) return null;
  /** @type {{ key: string, ids: string, rules: string }[]} */
  const merged = [];
  for (const style of moved) {
    const last = merged[merged.length - 1];
    if (last && last.key === style.key && !style.key.endsWith('-global')) {
      last.ids += ` ${style.ids}`;
      last.rules += style.rules;
    } else merged.push({ ...style });
  }
  const head = merged
    .map(({ key, ids, rules }) => `<style data-emotion="${key} ${ids}" data-s="">${rules}</style>`)
    .join('');
  return page.slice(0, headEnd) + head + body;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; anything else (application/ld+json) is a data block CSP does not govern. */
const RUNNABLE = /^(text\/javascript|application\/javascript|module)$/i;

/**
 * 'sha256-…' of each inline script a browser would run, in page order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1];
    if (type && !RUNNABLE.test(type)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script's text is hashed.
    const text = body.replace(/\r\n?/g, '\n');
    const hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * Mends one page file in place (NUL bytes, emotion's styles; a mended page is left as it is) and
 * reads its script hashes. `stats`: the file's identity after the rewrite, null when it was not
 * rewritten.
 * @param {string} file
 * @returns {Promise<{ hashes: string[], stats: { size: number, mtimeMs: number, ctimeMs: number, ino: number } | null }>}
 */
async function mendPage(file) {
  const page = await readFile(file);
  const withoutNul = withoutNulBytes(page);
  const text = (withoutNul ?? page).toString('utf8');
  const mended = withEmotionStylesInHead(text);
  if (withoutNul === null && mended === null) return { hashes: inlineScriptHashes(text), stats: null };
  await writeFile(file, mended ?? text);
  const { size, mtimeMs, ctimeMs, ino } = await stat(file);
  return { hashes: inlineScriptHashes(mended ?? text), stats: { size, mtimeMs, ctimeMs, ino } };
}

module.exports = { withoutNulBytes, withEmotionStylesInHead, inlineScriptHashes, mendPage };
