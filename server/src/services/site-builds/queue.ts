/**
 * The site build queue in the database (docs/adr/018): every API process on one database sees the
 * same queue, and the table's partial unique indexes keep its two rules (one build waiting, one
 * running) whatever the processes do at the same moment.
 */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BuildCauseWire } from '../../contract/site-builds';
import type { Db } from '../../db/client';
import { catalogueState, siteBuilds, siteState } from '../../db/schema';
import { rawRows } from '../raw-sql';
import { recordAudit, type StaffActor } from '../staff/audit';

export type BuildRow = typeof siteBuilds.$inferSelect;

/** NOTIFY channels: a build was queued (a process may take it); the active build changed. */
export const BUILD_QUEUED = 'site_build_queued';
export const BUILD_SWITCHED = 'site_build_switched';

/** Causes kept per build; later requests that join it only count in `requests`. */
export const MAX_CAUSES = 20;

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's error code of `error` or of an error it wraps (Drizzle wraps the driver's). */
function errorCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Queues a build for `cause`, or joins the build already waiting: one statement, so requests from
 * several processes at once still leave one waiting build (the unique index of waiting builds
 * turns the second insert into the update). Answers the waiting build and whether it was joined.
 */
export async function queueBuild(db: Db, cause: BuildCauseWire): Promise<{ build: BuildRow; coalesced: boolean }> {
  const [build] = await db
    .insert(siteBuilds)
    .values({ status: 'queued', causes: [cause] })
    .onConflictDoUpdate({
      target: siteBuilds.status,
      targetWhere: sql`status = 'queued'`,
      set: {
        causes: sql`case when jsonb_array_length(${siteBuilds.causes}) < ${MAX_CAUSES}
          then ${siteBuilds.causes} || excluded.causes else ${siteBuilds.causes} end`,
        requests: sql`${siteBuilds.requests} + 1`,
      },
    })
    .returning();
  await db.execute(sql`select pg_notify(${BUILD_QUEUED}, ${String(build.id)})`);
  return { build, coalesced: build.requests > 1 };
}

/**
 * Ends builds whose process stopped renewing its claim (it crashed or lost the database): they
 * failed, and the queue moves on. Answers how many.
 */
export async function failAbandonedBuilds(db: Db): Promise<number> {
  const failed = await db
    .update(siteBuilds)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      leaseUntil: null,
      failure: 'its process stopped renewing its claim (it ended or lost the database) before the build finished',
    })
    .where(and(eq(siteBuilds.status, 'running'), lt(siteBuilds.leaseUntil, sql`now()`)))
    .returning({ id: siteBuilds.id });
  return failed.length;
}

/**
 * Takes the waiting build for `runner` when none runs: null when nothing waits or another process
 * builds. `status = 'queued'` in the condition makes a second process that raced for the same row
 * update nothing once the first has taken it; a build running elsewhere makes the update break the
 * unique index of running builds, which is the database saying "busy".
 */
export async function claimNextBuild(db: Db, runner: string, leaseMs: number): Promise<BuildRow | null> {
  await failAbandonedBuilds(db);
  try {
    const [claimed] = await db
      .update(siteBuilds)
      .set({
        status: 'running',
        startedAt: sql`now()`,
        runner,
        leaseUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`,
        catalogueVersion: sql`(select ${catalogueState.version} from ${catalogueState} where ${catalogueState.id} = 1)`,
      })
      .where(
        and(
          eq(siteBuilds.status, 'queued'),
          eq(siteBuilds.id, sql`(select min(id) from site_builds where status = 'queued')`),
          sql`not exists (select 1 from site_builds where status = 'running')`,
        ),
      )
      .returning();
    return claimed ?? null;
  } catch (error) {
    if (errorCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

/**
 * Renews `runner`'s claim on a running build and records its progress. False when the claim is
 * gone (it expired and another process failed the build): the runner must stop.
 */
export async function renewClaim(
  db: Db,
  id: number,
  runner: string,
  leaseMs: number,
  progress: { step: string | null; logTail: string },
): Promise<boolean> {
  const renewed = await db
    .update(siteBuilds)
    .set({ leaseUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`, ...progress })
    .where(and(eq(siteBuilds.id, id), eq(siteBuilds.status, 'running'), eq(siteBuilds.runner, runner)))
    .returning({ id: siteBuilds.id });
  return renewed.length > 0;
}

export async function markFailed(db: Db, id: number, runner: string, failure: string, logTail: string) {
  await db
    .update(siteBuilds)
    .set({ status: 'failed', finishedAt: sql`now()`, leaseUntil: null, failure: failure.slice(0, 2000), logTail })
    .where(and(eq(siteBuilds.id, id), eq(siteBuilds.runner, runner), eq(siteBuilds.status, 'running')));
}

/**
 * A finished build becomes the one served, in one transaction: its row says succeeded and the site
 * state points at it, or neither. False when the claim was lost meanwhile (nothing changed).
 */
export async function markSucceededAndActivate(
  db: Db,
  id: number,
  runner: string,
  result: { files: number; reusedFiles: number; logTail: string },
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    await lockState(tx as unknown as Db);
    const finished = await tx
      .update(siteBuilds)
      .set({ status: 'succeeded', finishedAt: sql`now()`, leaseUntil: null, step: null, ...result })
      .where(and(eq(siteBuilds.id, id), eq(siteBuilds.runner, runner), eq(siteBuilds.status, 'running')))
      .returning({ id: siteBuilds.id });
    if (finished.length === 0) return false;
    await pointAt(tx as unknown as Db, id);
    return true;
  });
  if (done) await db.execute(sql`select pg_notify(${BUILD_SWITCHED}, ${String(id)})`);
  return done;
}

/**
 * Locks the site state row for the rest of the transaction and answers the active build: activating
 * and retiring builds take this lock first, so a rollback never lands on a build being retired.
 */
async function lockState(tx: Db): Promise<number | null> {
  await tx.insert(siteState).values({ id: 1 }).onConflictDoNothing();
  const [state] = await tx
    .select({ id: siteState.activeBuildId })
    .from(siteState)
    .where(eq(siteState.id, 1))
    .for('update');
  return state?.id ?? null;
}

async function pointAt(tx: Db, id: number) {
  await tx
    .update(siteState)
    .set({ activeBuildId: id, switchedAt: sql`now()` })
    .where(eq(siteState.id, 1));
}

/**
 * Points the site at an earlier successful build whose files are kept (a rollback). Answers
 * 'missing' for no such build, 'unavailable' for a build that failed, still waits or runs, or whose
 * files were removed. Written to the audit trail as `actor`'s (docs/adr/028).
 */
export async function activateBuild(
  db: Db,
  id: number,
  actor: StaffActor,
): Promise<'activated' | 'missing' | 'unavailable' | 'pagesOnly'> {
  const outcome = await db.transaction(async (tx) => {
    const served = await lockState(tx as unknown as Db);
    const [build] = await tx
      .select({ status: siteBuilds.status, removed: siteBuilds.removed, pagesOf: siteBuilds.pagesOf })
      .from(siteBuilds)
      .where(eq(siteBuilds.id, id))
      .for('update');
    if (!build) return 'missing' as const;
    // A pages-only build's listings and home page predate its product pages: serving it again
    // would mix two catalogues (docs/adr/018).
    if (build.pagesOf !== null) return 'pagesOnly' as const;
    if (build.status !== 'succeeded' || build.removed) return 'unavailable' as const;
    await pointAt(tx as unknown as Db, id);
    await recordAudit(tx as unknown as Db, actor, {
      action: 'build.activate',
      subject: `build:${id}`,
      before: { served },
      after: { served: id },
    });
    return 'activated' as const;
  });
  if (outcome === 'activated') await db.execute(sql`select pg_notify(${BUILD_SWITCHED}, ${String(id)})`);
  return outcome;
}

export async function activeBuildId(db: Db): Promise<number | null> {
  const [state] = await db.select({ id: siteState.activeBuildId }).from(siteState).where(eq(siteState.id, 1));
  return state?.id ?? null;
}

/** The successful builds whose files are kept, newest first. */
export async function keptBuildIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.status, 'succeeded'), eq(siteBuilds.removed, false)))
    .orderBy(desc(siteBuilds.id));
  return rows.map((row) => row.id);
}

export async function listBuilds(db: Db, limit: number): Promise<BuildRow[]> {
  return db.select().from(siteBuilds).orderBy(desc(siteBuilds.id)).limit(limit);
}

export async function findBuild(db: Db, id: number): Promise<BuildRow | null> {
  const [build] = await db.select().from(siteBuilds).where(eq(siteBuilds.id, id));
  return build ?? null;
}

/** How long the last successful build took (ms): the estimate of the running one. */
export async function lastBuildDurationMs(db: Db): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<number>`(extract(epoch from ${siteBuilds.finishedAt} - ${siteBuilds.startedAt}) * 1000)::integer`,
    })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.status, 'succeeded'), isNull(siteBuilds.pagesOf)))
    .orderBy(desc(siteBuilds.id))
    .limit(1);
  return row?.ms ?? null;
}

/**
 * Marks the successful builds beyond the newest `kept` as removed (never the active one) and
 * answers their ids, for the caller to delete their folders afterwards: a build is never activated
 * once its row says removed, and the state lock orders this against a rollback.
 */
export async function retireOldBuilds(db: Db, kept: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const active = await lockState(tx as unknown as Db);
    const ids = await keptBuildIds(tx as unknown as Db);
    const retired = ids.slice(kept).filter((id) => id !== active);
    if (retired.length > 0) await markRemoved(tx as unknown as Db, retired);
    return retired;
  });
}

async function markRemoved(db: Db, ids: number[]) {
  await db.update(siteBuilds).set({ removed: true }).where(inArray(siteBuilds.id, ids));
}

/** Failed builds beyond the newest `kept` failures, whose folders (logs) may go. */
export async function oldFailedBuildIds(db: Db, kept: number): Promise<number[]> {
  const rows = await db
    .select({ id: siteBuilds.id })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.status, 'failed'), eq(siteBuilds.removed, false)))
    .orderBy(desc(siteBuilds.id));
  const old = rows.slice(kept).map((row) => row.id);
  if (old.length > 0) await markRemoved(db, old);
  return old;
}

/** An id for a build made outside the queue (a pages-only build), taken before its folder is made. */
export async function reserveBuildId(db: Db): Promise<number> {
  // The serial's own sequence, which the query builder has no word for.
  const [row] = await rawRows<{ id: number | string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('site_builds', 'id'))::int as id`,
  );
  return Number(row.id);
}

/**
 * Records a pages-only build (docs/adr/018) as succeeded and points at it, in one transaction, if
 * the site still serves the build it was copied from; false (nothing recorded) when another build
 * or a rollback was switched in meanwhile: its pages would undo that switch.
 */
export async function recordPagesBuildAndActivate(
  db: Db,
  build: {
    id: number;
    pagesOf: number;
    causes: BuildCauseWire[];
    startedAt: Date;
    catalogueVersion: number | null;
    files: number;
    reusedFiles: number;
    logTail: string;
  },
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const active = await lockState(tx as unknown as Db);
    if (active !== build.pagesOf) return false;
    await tx.insert(siteBuilds).values({
      ...build,
      status: 'succeeded',
      requests: build.causes.length,
      finishedAt: sql`now()`,
    });
    await pointAt(tx as unknown as Db, build.id);
    return true;
  });
  if (done) await db.execute(sql`select pg_notify(${BUILD_SWITCHED}, ${String(build.id)})`);
  return done;
}
