/**
 * The sha256 of every inline script of every built page, written to public/csp-hashes.json for
 * the pages' Content-Security-Policy (server/src/contract/page-policy.ts, docs/adr/011). Runs after
 * every other step that rewrites pages (the translated 404 copies), so the hashes match the bytes
 * that are served.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CSP_MANIFEST_FILE, type CspManifest } from '../../../server/src/contract/page-policy';
import { dealOut, inThread } from './in-thread';
import { identityOf, listFiles, writeIfChanged, type FileStats } from './list-files';
import type { MendedPage } from '../threads/page-mend.cjs';

export { inlineScriptHashes, withoutNulBytes } from '../threads/page-mend.cjs';

/** The origin of the API the browser calls, when it is not the pages' own (GATSBY_API_URL). */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl) return null;
  try {
    return new URL(apiUrl).origin;
  } catch {
    throw new Error(`GATSBY_API_URL must be an absolute URL, got '${apiUrl}'`);
  }
}

/** Plain JavaScript, by its path from the project (Gatsby compiles this module elsewhere). */
const WORKER = path.resolve('plugins/gatsby-plugin-shop-build/threads/page-mend-worker.cjs');

/** Mends the pages in a worker thread of its own; resolves with each one's hashes and identity. */
const mendInThread = (files: string[]) =>
  inThread<{ results: MendedPage[] }>(WORKER, { files: files.map((file) => ({ file })) }, 'script hashes').then(
    (answer) => answer.results,
  );

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
 * pages that need it, rewritten in place (threads/page-mend.cjs: the NUL bytes taken out; a mended
 * page is left as it is). The pages are read, mended and hashed in worker threads, dealt
 * out in turn. Answers how many pages, how many were read, and which were rewritten.
 * With `recordsFile`, a page whose file is as the last run left it is not read again, unless it is
 * in `alsoRead` (the 404 copies, copied from pages that may be either). `names`: the files
 * under publicDir when the caller has listed them already, and `stats` their identities
 * (listFilesWithStats) when it has them.
 */
export async function writeCspManifest(
  publicDir: string,
  apiUrl: string | undefined,
  options: { recordsFile?: string; names?: string[]; stats?: Map<string, FileStats>; alsoRead?: Iterable<string> } = {},
): Promise<{ pages: number; read: number; rewritten: string[] }> {
  const pages = (options.names ?? (await listFiles(publicDir))).filter((name) => name.endsWith('.html')).sort();
  const identity = async (name: string) => {
    const listed = options.stats?.get(name);
    return identityOf(listed ?? (await stat(path.join(publicDir, name))));
  };
  const last = await readRecords(options.recordsFile);
  const records: CspRecords = {};
  const identities = await Promise.all(pages.map(identity));
  const again = new Set(options.alsoRead);
  const toRead = pages.filter((name, index) => again.has(name) || last[name]?.file !== identities[index]);
  const shares = dealOut(toRead);
  const answers = await Promise.all(
    shares.map((share) => mendInThread(share.map((name) => path.join(publicDir, name)))),
  );
  const mended = new Map<string, MendedPage>();
  shares.forEach((share, thread) => share.forEach((name, index) => mended.set(name, answers[thread][index])));
  const manifest: CspManifest = { apiOrigin: apiOrigin(apiUrl), scripts: {} };
  pages.forEach((name, index) => {
    const page = mended.get(name);
    // As the file is now (after a repair): the next run reads it only if it changes again.
    records[name] = page
      ? { file: page.stats ? identityOf(page.stats) : identities[index], hashes: page.hashes }
      : last[name];
    if (records[name].hashes.length) manifest.scripts[name] = records[name].hashes;
  });
  const text = JSON.stringify(manifest);
  await writeIfChanged(path.join(publicDir, CSP_MANIFEST_FILE), text);
  if (options.recordsFile) await writeFile(options.recordsFile, JSON.stringify(records));
  const rewritten = toRead.filter((name) => mended.get(name)?.stats);
  return { pages: pages.length, read: toRead.length, rewritten };
}
