/**
 * What the build does to each new page after Gatsby wrote it (csp-hashes.ts): the hashes of its
 * inline scripts read for its Content-Security-Policy; and, for a page not written as served, the
 * NUL bytes of React's renderer taken out, Gatsby's slices stitched in (../src/slice-stitching.ts)
 * and emotion's server styles moved into the head. The page shell (src/html.tsx) writes every page
 * as served; what is left to mend is a page whose script slice changed after it was written (a new
 * browser bundle), or one written by a shell without the slice. Plain JavaScript, so that the
 * build's worker threads (page-mend-worker.cjs) run it as it is; types in page-mend.d.cts. Outside
 * src/: Gatsby reads every file of a plugin's src/ for queries, and cannot parse a declaration file.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { readFile, stat, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { styleElements, takeEmotionStyles } = require('./emotion-styles.cjs');

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

/** A slice's place in a page: as Gatsby's render leaves it (elements), or as stitched (comments). */
const SLICE_MARK =
  /<slice-(start|end)\s[^>]*id="([^"]+)"[^>]*><\/slice-(start|end)>|<!-- slice-(start|end) id="([^"]+)" -->/g;

/**
 * The page with its slices' HTML put in their places, as Gatsby's own stitching does it
 * (gatsby/dist/utils/slices/stitching.js, whose output this is byte for byte): each place, empty
 * (`<slice-start id>` `<slice-end id>` elements) or holding a slice stitched before (between
 * `<!-- slice-start id -->` comments), gets the slice's current HTML between comments; a slice's
 * own slices are stitched into it the same way. `readSlice(id)` answers a slice's HTML. Null when
 * the page has no slice.
 * @param {string} page
 * @param {(id: string) => string} readSlice
 * @returns {string | null}
 */
function withSlicesStitched(page, readSlice) {
  if (!page.includes('slice-start')) return null;
  /** @param {string} html */
  const stitch = (html) => {
    let out = '';
    let cursor = 0;
    /** @type {string | undefined} */
    let open;
    for (const match of html.matchAll(SLICE_MARK)) {
      const [whole, startOrEnd, elementId, closing, commentStartOrEnd, commentId] = match;
      if (startOrEnd && startOrEnd !== closing)
        throw new Error(`slice ${elementId}: <slice-${startOrEnd}> closed by </slice-${closing}>`);
      const type = startOrEnd ?? commentStartOrEnd;
      const id = elementId ?? commentId;
      const index = /** @type {number} */ (match.index);
      if (type === 'start') {
        // A slice inside the one being replaced goes with it (its HTML is stitched in again below).
        if (open !== undefined) continue;
        out += `${html.slice(cursor, index)}<!-- slice-start id="${id}" -->`;
        cursor = index + whole.length;
        open = id;
      } else {
        if (open === undefined) throw new Error(`slice ${id}: an end without a start`);
        if (open !== id) continue;
        out += `${stitch(readSlice(id))}<!-- slice-end id="${id}" -->`;
        cursor = index + whole.length;
        open = undefined;
      }
    }
    if (open !== undefined) throw new Error(`slice ${open}: a start without an end`);
    return out + html.slice(cursor);
  };
  return stitch(page);
}

/** Gatsby's chunk mapping in its script slice: a JSON text in a JavaScript string. */
const CHUNK_MAPPING = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/;

/**
 * Gatsby's script slice with the chunk mapping's empty entries left out. The mapping names every
 * chunk group of the build with the files of each (`"component---src-templates-home-tsx":[]`), and
 * the browser reads it for one thing, the files of a page's component to prefetch, with `|| []`
 * for a name it lacks (gatsby/cache-dir/loader.js, createComponentUrls). The build's chunks are
 * named by id (../src/chunk-names.ts), so every entry but the app's is empty: 0.9 KB of text
 * (0.25 KB gzip) in every page's first load that changed nothing. Anything else is left as it is.
 * @param {string} html
 * @returns {string}
 */
function withChunkMappingCompacted(html) {
  const match = CHUNK_MAPPING.exec(html);
  if (!match) return html;
  /** @type {Record<string, unknown>} */
  let mapping;
  try {
    mapping = JSON.parse(JSON.parse(match[1]));
  } catch {
    return html;
  }
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) return html;
  const kept = Object.fromEntries(
    Object.entries(mapping).filter(([, files]) => !(Array.isArray(files) && files.length === 0)),
  );
  const text = `window.___chunkMapping=${JSON.stringify(JSON.stringify(kept))}`;
  return html.slice(0, match.index) + text + html.slice(match.index + match[0].length);
}

/**
 * Slices' HTML by id, read from Gatsby's public/_gatsby/slices once per thread and folder, the
 * script slice's chunk mapping compacted (withChunkMappingCompacted), as src/html.tsx gets it.
 * @type {Map<string, string>}
 */
const slices = new Map();
/** @param {string} dir */
const sliceReader = (dir) => (/** @type {string} */ id) => {
  const file = path.join(dir, `${id}.html`);
  let html = slices.get(file);
  if (html === undefined) {
    try {
      html = withChunkMappingCompacted(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`the page needs slice '${id}', and ${file} cannot be read`);
    }
    slices.set(file, html);
  }
  return html;
};

/**
 * The page with its body's emotion styles in the head (emotion-styles.cjs says why); null when its
 * body has none. The server render (src/html.tsx) writes pages so; this mends a page written
 * without it.
 * @param {string} page
 * @returns {string | null}
 */
function withEmotionStylesInHead(page) {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return null;
  const { styles, html: body } = takeEmotionStyles(page.slice(headEnd));
  if (styles.length === 0) return null;
  return page.slice(0, headEnd) + styleElements(styles) + body;
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
 * Mends one page file in place (NUL bytes, slices from `sliceDir`, emotion's styles; a mended page
 * is left as it is) and reads its script hashes. `stats`: the file's identity after the rewrite,
 * null when it was not rewritten.
 * @param {{ file: string, sliceDir: string }} page
 * @returns {Promise<{ hashes: string[], stats: { size: number, mtimeMs: number, ctimeMs: number, ino: number } | null }>}
 */
async function mendPage({ file, sliceDir }) {
  const page = await readFile(file);
  const withoutNul = withoutNulBytes(page);
  const text = (withoutNul ?? page).toString('utf8');
  const stitched = withSlicesStitched(text, sliceReader(sliceDir)) ?? text;
  const mended = withEmotionStylesInHead(stitched) ?? stitched;
  if (withoutNul === null && mended === text) return { hashes: inlineScriptHashes(text), stats: null };
  await writeFile(file, mended);
  const { size, mtimeMs, ctimeMs, ino } = await stat(file);
  return { hashes: inlineScriptHashes(mended), stats: { size, mtimeMs, ctimeMs, ino } };
}

module.exports = {
  withoutNulBytes,
  withChunkMappingCompacted,
  withSlicesStitched,
  withEmotionStylesInHead,
  inlineScriptHashes,
  mendPage,
};
