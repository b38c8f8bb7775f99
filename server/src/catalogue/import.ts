import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { inTurn, load, type ImportSummary, type Tx } from './load';
import type { KnownCodes } from './known-codes';
import { validateCatalogue, type Problem } from './validate';
import type { KnownPanels } from './validate-panels';
import { recordAudit, type StaffActor } from '../services/staff/audit';

const parent = alias(t.categories, 'parent');

export type { ImportSummary } from './load';

export type ImportResult =
  | { ok: true; summary: ImportSummary }
  /** complete: false when checking stopped at MAX_PROBLEMS (catalogue/structure.ts) */
  | { ok: false; problems: Problem[]; complete: boolean };

/** The codes already in the database, which a file may refer to without defining them. */
export async function knownCodes(db: Db | Tx): Promise<KnownCodes> {
  const [images, names, values, brands, categories, categoryParameters, products] = await inTurn(
    () => db.select({ key: t.images.key }).from(t.images),
    () => db.select({ code: t.parameters.code, name: t.parameters.name }).from(t.parameters),
    () =>
      db
        .select({ parameter: t.parameters.code, value: t.parameterValues.code, text: t.parameterValues.value })
        .from(t.parameterValues)
        .innerJoin(t.parameters, sql`${t.parameters.id} = ${t.parameterValues.parameterId}`),
    () => db.select({ code: t.brands.code }).from(t.brands),
    () =>
      db
        .select({ code: t.categories.code, parent: parent.code })
        .from(t.categories)
        .leftJoin(parent, sql`${parent.id} = ${t.categories.parentId}`),
    () =>
      db
        .select({ category: t.categories.code, parameter: t.parameters.code })
        .from(t.categoryParameters)
        .innerJoin(t.categories, sql`${t.categories.id} = ${t.categoryParameters.categoryId}`)
        .innerJoin(t.parameters, sql`${t.parameters.id} = ${t.categoryParameters.parameterId}`)
        .orderBy(t.categoryParameters.position),
    () => db.select({ sku: t.products.sku }).from(t.products),
  );
  const parameters = new Map<string, Set<string>>();
  const panels: KnownPanels = { parameters: new Map(), categories: new Map() };
  for (const row of names) panels.parameters.set(row.code, { name: row.name, values: new Map() });
  for (const row of values) {
    if (!parameters.has(row.parameter)) parameters.set(row.parameter, new Set());
    parameters.get(row.parameter)?.add(row.value);
    panels.parameters.get(row.parameter)?.values.set(row.value, row.text);
  }
  for (const row of categories) panels.categories.set(row.code, { parent: row.parent, parameters: [] });
  for (const row of categoryParameters) panels.categories.get(row.category)?.parameters.push(row.parameter);
  return {
    images: new Set(images.map((row) => row.key)),
    parameters,
    brands: new Set(brands.map((row) => row.code)),
    categories: new Set(categories.map((row) => row.code)),
    products: new Set(products.map((row) => row.sku)),
    panels,
  };
}

/**
 * Validates a parsed catalogue file against itself and the database, then loads it in one
 * transaction, upserting by code: on any problem nothing changes.
 */
export async function importCatalogue(db: Db, input: unknown, actor?: StaffActor): Promise<ImportResult> {
  const result: ImportResult = await db.transaction(async (tx) => {
    const { file, problems, complete } = await validateCatalogue(input, await knownCodes(tx));
    if (problems.length) return { ok: false, problems, complete };
    const summary = await load(tx, file);
    // A staff member's import is in the audit trail with what it brought (docs/adr/028).
    if (actor)
      await recordAudit(tx, actor, { action: 'catalogue.import', subject: 'catalogue', before: null, after: summary });
    return { ok: true, summary };
  });
  // Fresh statistics and visibility map for the planner: PGlite has no autovacuum, and without them
  // a search that an index answers in 1 ms scans every product (docs/performance.md, Search).
  if (result.ok) await db.execute(sql`vacuum (analyze)`);
  return result;
}
