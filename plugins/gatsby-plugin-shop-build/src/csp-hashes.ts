/**
 * The sha256 of every inline script of every built page, written to public/csp-hashes.json for
 * the pages' Content-Security-Policy (server/src/contract/page-policy.ts, docs/adr/011). Runs after
 * every other step that rewrites pages (the translated 404 copies), so the hashes match the bytes
 * that are served.
 */
import { createHash } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST_FILE, type CspManifest } from '../../../server/src/contract/page-policy';
import { withEmotionStylesInHead } from './emotion-styles';
import { identityOf, listFiles, writeIfChanged, type FileStats } from './list-files';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; anything else (application/ld+json) is a data block CSP does not govern. */
const RUNNABLE = /^(text\/javascript|application\/javascript|module)$/i;

/** 'sha256-…' of each inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
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

/** The origin of the API the browser calls, when it is not the pages' own (GATSBY_API_URL). */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    throw new Error(`GATSBY_API_URL must be an absolute URL, got '${apiUrl}'`);
  }
}

/**
 * A page with the NUL bytes that React 18's streaming renderer leaves in it taken out. When a
 * multibyte character does not fit at the end of its 2 048-byte buffer, react-dom 18.3.1 sends the
 * whole buffer anyway (`writeToDestination(destination, currentView)` in writeStringChunk), unwritten
 * zero bytes included, and goes on with the character in the next buffer: '★\0\0★' in the rating's
 * stars, 'Deňe\0şdirmä' in a button's name. Browsers read each NUL as U+FFFD (a visible '�', and a
 * name no longer matching its label). Nothing in a page is ever NUL, so taking them out gives the
 * page React meant. Null when the page has none.
 */
export function withoutNulBytes(page: Buffer): Buffer | null {
  if (!page.includes(0)) return null;
  return Buffer.from(page.filter((byte) => byte !== 0));
}

/** Pages read at once: the reads overlap (30 000 pages one at a time took 25 s of the build). */
const READS_IN_FLIGHT = 16;

/**
 * What the last run read, per page: the page file's identity (size, modification and change time,
 * inode: any rewrite moves one of them) and the hashes found in it. Kept in Gatsby's .cache/, so an
 * incremental build reads only the pages it rewrote.
 */
export type CspRecords = Record<string, { file: string; hashes: string[] }>;

async function readRecords(file: string | undefined): Promise<CspRecords> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, 'utf8')) as CspRecords;
  } catch {
    return {};
  }
}

/**
 * Hashes the inline scripts of every page under publicDir into its manifest, after mending the
 * pages that need it, rewritten in place: the NUL bytes taken out (withoutNulBytes) and the
 * emotion styles moved into the head (withEmotionStylesInHead). Both leave a mended page as it is.
 * Answers how many pages, and how many were read. With `recordsFile`, a page whose file is as the
 * last run left it is not read again. `names`: the files under publicDir when the caller has listed
 * them already, and `stats` their identities (listFilesWithStats) when it has them.
 */
export async function writeCspManifest(
  publicDir: string,
  apiUrl: string | undefined,
  options: { recordsFile?: string; names?: string[]; stats?: Map<string, FileStats> } = {},
): Promise<{ pages: number; read: number }> {
  const pages = (options.names ?? (await listFiles(publicDir))).filter((name) => name.endsWith('.html')).sort();
  const identity = async (name: string) => {
    const listed = options.stats?.get(name);
    return identityOf(listed ?? (await stat(path.join(publicDir, name))));
  };
  const last = await readRecords(options.recordsFile);
  const records: CspRecords = {};
  const hashesOf: string[][] = new Array(pages.length);
  let next = 0;
  let read = 0;
  const lane = async () => {
    while (next < pages.length) {
      const index = next++;
      const name = pages[index];
      const file = path.join(publicDir, name);
      const before = last[name];
      if (before && before.file === (await identity(name))) {
        hashesOf[index] = before.hashes;
        records[name] = before;
        continue;
      }
      read++;
      const page = await readFile(file);
      const withoutNul = withoutNulBytes(page);
      const text = (withoutNul ?? page).toString('utf8');
      const mended = withEmotionStylesInHead(text);
      const repaired = withoutNul !== null || mended !== null;
      if (repaired) await writeFile(file, mended ?? text);
      hashesOf[index] = inlineScriptHashes(mended ?? text);
      // As the file is now (after the repair): the next run reads it only if it changes again.
      records[name] = {
        file: repaired ? identityOf(await stat(file)) : await identity(name),
        hashes: hashesOf[index],
      };
    }
  };
  await Promise.all(Array.from({ length: READS_IN_FLIGHT }, lane));
  const manifest: CspManifest = { apiOrigin: apiOrigin(apiUrl), scripts: {} };
  pages.forEach((page, index) => {
    if (hashesOf[index].length) manifest.scripts[page] = hashesOf[index];
  });
  const text = JSON.stringify(manifest);
  await writeIfChanged(path.join(publicDir, CSP_MANIFEST_FILE), text);
  if (options.recordsFile) await writeFile(options.recordsFile, JSON.stringify(records));
  return { pages: pages.length, read };
}
