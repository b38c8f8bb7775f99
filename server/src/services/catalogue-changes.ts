/**
 * The catalogue's change feed for incremental site builds (docs/adr/018): which products' pages
 * changed since the catalogue version a build last sourced, or that the build must source
 * everything. Migration 0015's triggers log, with the version each statement made, the products a
 * statement of products, product_images, product_parameters or product_links touched, and a row
 * without a product for any change of the tables every page may show.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, inArray, lte, lt, sql } from 'drizzle-orm';
import type { CatalogueChangesWire } from '../contract/service';
import type { Db } from '../db/client';
import { catalogueChanges, catalogueState, productLinks } from '../db/schema';

/** More changed products than this and a build sources everything (the answer stays small). */
export const MAX_CHANGED_PRODUCTS = 5000;

/** How long entries are kept: a build older than this sources everything. */
export const CHANGES_KEPT_MS = 7 * 24 * 3600 * 1000;

let revision: Promise<string> | undefined;

/**
 * A digest of the API's own sources (server/src): what it answers is made by this code, so a build
 * whose nodes came from an API of other code sources everything. Read once per process.
 */
export function apiRevision(): Promise<string> {
  revision ??= (async () => {
    const root = join(__dirname, '..');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    const hash = createHash('sha256');
    for (const file of files)
      hash
        .update(file.slice(root.length))
        .update('\0')
        .update(await readFile(file));
    return hash.digest('hex').slice(0, 32);
  })();
  return revision;
}

const full = async (version: number, reason: string): Promise<CatalogueChangesWire> => ({
  version,
  revision: await apiRevision(),
  full: true,
  reason,
  products: [],
  linking: [],
});

/**
 * Changes after version `since`, up to the current version (answered as `version`; a build that
 * sources these products and their listings is at that version): the products that changed
 * themselves (`products`: their pages, and the listings that hold them) and, apart, those whose
 * pages show one of them as a linked product (`linking`: offerto, sameto; a product's page carries
 * its linked products' cards, its listings do not). Without `since`, or when the feed cannot tell (a change of
 * categories, brands, parameters, groups or footer pages; a version it has no entries for; too many
 * products), the answer is `full` with the reason.
 */
export async function changesSince(db: Db, since: number | undefined): Promise<CatalogueChangesWire> {
  // The state first, then the entries up to its version: every transaction that made a version up
  // to it has committed (the version's row lock orders them), so none of their entries is missing.
  const [state] = await db
    .select({ version: catalogueState.version, changesFrom: catalogueState.changesFrom })
    .from(catalogueState)
    .where(eq(catalogueState.id, 1));
  const version = state?.version ?? 0;
  if (since === undefined) return full(version, 'no version given');
  if (since > version) return full(version, `version ${since} is ahead of the catalogue (${version})`);
  if (since < (state?.changesFrom ?? 0))
    return full(version, `version ${since} is older than the feed (from ${state?.changesFrom ?? 0})`);
  if (since === version) return { version, revision: await apiRevision(), full: false, products: [], linking: [] };

  const rows = await db
    .selectDistinct({ productId: catalogueChanges.productId, source: catalogueChanges.source })
    .from(catalogueChanges)
    .where(and(gt(catalogueChanges.version, since), lte(catalogueChanges.version, version)));
  const shared = rows.find((row) => row.productId === null);
  if (shared) return full(version, `${shared.source} changed`);
  const changed = [...new Set(rows.map((row) => row.productId as number))];
  if (changed.length > MAX_CHANGED_PRODUCTS) return full(version, `${changed.length} products changed`);
  const linking = changed.length
    ? await db
        .selectDistinct({ productId: productLinks.productId })
        .from(productLinks)
        .where(inArray(productLinks.linkedId, changed))
    : [];
  const own = new Set(changed);
  const others = [...new Set(linking.map((row) => row.productId))].filter((id) => !own.has(id));
  if (changed.length + others.length > MAX_CHANGED_PRODUCTS)
    return full(version, `${changed.length + others.length} products changed`);
  const ascending = (a: number, b: number) => a - b;
  return {
    version,
    revision: await apiRevision(),
    full: false,
    products: changed.sort(ascending),
    linking: others.sort(ascending),
  };
}

/**
 * Removes entries older than `keptMs` and moves the feed's start past them (a build sourced before
 * then sources everything); answers how many went.
 */
export async function pruneCatalogueChanges(db: Db, keptMs = CHANGES_KEPT_MS, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(catalogueChanges)
      .where(lt(catalogueChanges.changedAt, new Date(now.getTime() - keptMs)))
      .returning({ version: catalogueChanges.version });
    if (!gone.length) return 0;
    const newest = gone.reduce((most, row) => Math.max(most, row.version), 0);
    await tx
      .update(catalogueState)
      .set({ changesFrom: sql`greatest(${catalogueState.changesFrom}, ${newest})` })
      .where(eq(catalogueState.id, 1));
    return gone.length;
  });
}
