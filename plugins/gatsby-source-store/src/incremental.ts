/**
 * Whether a build sources the whole catalogue or only what changed since the last build
 * (docs/adr/018, incremental builds). Gatsby keeps the nodes between builds (.cache/); the plugin
 * keeps, beside them, what they were sourced from. Anything it cannot vouch for sources everything.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueChangesWire } from '../../../server/src/contract/service';
import type { Lng } from '../../../src/lib/catalog-types';

/** The plugin's cache entry (Gatsby's `cache`, cleared with the nodes). */
export const STATE_KEY = 'sourced-state-v1';

export interface SourcedState {
  /** the catalogue version the nodes show (the feed's answer before they were sourced) */
  version: number;
  /** the API's code (the feed's revision) */
  revision: string;
  apiUrl: string;
  languages: Lng[];
  /** the code that turns the API's answers into nodes (sourcingCodeKey) */
  codeKey: string;
  /** product nodes left per language */
  products: Partial<Record<Lng, number>>;
}

export type FeedAnswer = { ok: true; answer: CatalogueChangesWire } | { ok: false; reason: string };

export type SourcingPlan = { full: true; reason: string } | { full: false; products: number[]; linking: number[] };

/**
 * Full unless the last build's nodes are there, were sourced from the same API, code and languages,
 * and the feed names the products changed since their version.
 */
export function sourcingPlan(input: {
  last: SourcedState | undefined;
  feed: FeedAnswer;
  now: { apiUrl: string; languages: Lng[]; codeKey: string };
  productNodes: (lng: Lng) => number;
}): SourcingPlan {
  const { last, feed, now } = input;
  if (!feed.ok) return { full: true, reason: `no change feed: ${feed.reason}` };
  if (!last) return { full: true, reason: 'no earlier build in the cache' };
  if (last.apiUrl !== now.apiUrl) return { full: true, reason: `the last build sourced ${last.apiUrl}` };
  if (last.languages.join() !== now.languages.join()) return { full: true, reason: 'other languages' };
  if (last.codeKey !== now.codeKey)
    return { full: true, reason: "the plugin's or the catalogue mapping's code changed" };
  if (last.revision !== feed.answer.revision) return { full: true, reason: "the API's code changed" };
  if (feed.answer.full) return { full: true, reason: feed.answer.reason ?? 'the change feed says so' };
  for (const lng of now.languages) {
    const count = input.productNodes(lng);
    if (!count || count !== last.products[lng])
      return { full: true, reason: `${count} product nodes in ${lng}, ${last.products[lng] ?? 0} sourced` };
  }
  return { full: false, products: feed.answer.products, linking: feed.answer.linking };
}

/** The files whose code shapes the nodes: this plugin and the catalogue mapping with its types. */
const SHAPING = ['plugins/gatsby-source-store', 'src/lib/catalog-map.ts', 'src/lib/catalog-types.ts'];

/** A digest of the code that makes the nodes, from the site's root (where Gatsby runs). */
export async function sourcingCodeKey(root = process.cwd()): Promise<string> {
  const files: string[] = [];
  for (const entry of SHAPING) {
    const full = path.join(root, entry);
    const listed = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
    if (listed === null) files.push(full);
    else
      files.push(
        ...listed
          .filter((item) => item.isFile() && !item.name.endsWith('.test.ts'))
          .map((item) => path.join(item.parentPath, item.name)),
      );
  }
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update('\0');
    hash.update(await readFile(file).catch(() => Buffer.from('missing')));
  }
  return hash.digest('hex').slice(0, 32);
}
