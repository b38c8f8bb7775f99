/**
 * What the build does to each new page after Gatsby wrote it (csp-hashes.ts): the NUL bytes of
 * React's renderer taken out, and the hashes of its inline scripts read for its
 * Content-Security-Policy. A page of a pages-only product build (../src/product-pages.ts), which
 * Gatsby's build did not write, also gets the live build's slices stitched in (docs/adr/024 keeps
 * that one copy of Gatsby's behaviour, with the test that watches it). Plain JavaScript, so that
 * the build's worker threads (page-mend-worker.cjs) run it as it is; types in page-mend.d.cts.
 * Outside src/: Gatsby reads every file of a plugin's src/ for queries, and cannot parse a
 * declaration file.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { readFile, stat, writeFile } = require('node:fs/promises');
const path = require('node:path');

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

/**
 * Slices' HTML by id, read from Gatsby's public/_gatsby/slices once per thread and folder.
 * @type {Map<string, string>}
 */
const slices = new Map();
/** @param {string} dir */
const sliceReader = (dir) => (/** @type {string} */ id) => {
  const file = path.join(dir, `${id}.html`);
  let html = slices.get(file);
  if (html === undefined) {
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`the page needs slice '${id}', and ${file} cannot be read`);
    }
    slices.set(file, html);
  }
  return html;
};

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
 * Mends one page file in place (NUL bytes out; with `sliceDir`, the slices from it stitched in) and
 * reads its script hashes. `stats`: the file's identity after the rewrite, null when it was not
 * rewritten.
 * @param {{ file: string, sliceDir?: string }} page
 * @returns {Promise<{ hashes: string[], stats: { size: number, mtimeMs: number, ctimeMs: number, ino: number } | null }>}
 */
async function mendPage({ file, sliceDir }) {
  const page = await readFile(file);
  const withoutNul = withoutNulBytes(page);
  const text = (withoutNul ?? page).toString('utf8');
  const mended = (sliceDir && withSlicesStitched(text, sliceReader(sliceDir))) || text;
  if (withoutNul === null && mended === text) return { hashes: inlineScriptHashes(text), stats: null };
  await writeFile(file, mended);
  const { size, mtimeMs, ctimeMs, ino } = await stat(file);
  return { hashes: inlineScriptHashes(mended), stats: { size, mtimeMs, ctimeMs, ino } };
}

module.exports = {
  withoutNulBytes,
  withSlicesStitched,
  inlineScriptHashes,
  mendPage,
};
