import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BuildCauseWire, BuildStatus } from '../../contract/site-builds';

/**
 * Site builds (services/site-builds/, docs/adr/018): the queue and the history in one table, shared
 * by every API process on one database. Two partial unique indexes are the queue's rules, kept by
 * the database whatever the processes do: at most one build waits (requests made meanwhile join it)
 * and at most one runs (a process that finds another's build running leaves the queue alone).
 */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<BuildStatus>().notNull(),
    /** why it was queued: the first 20 requests it took in (editors, product changes, imports) */
    causes: jsonb('causes').$type<BuildCauseWire[]>().notNull(),
    /** how many requests this build answers (they joined it while it waited) */
    requests: integer('requests').notNull().default(1),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** the process running it ('host:pid') and until when its claim holds unless renewed */
    runner: text('runner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** the catalogue version when it started: the pages show the catalogue as of then */
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }),
    /** the build's last progress line while it runs */
    step: text('step'),
    /** the end of its log (the whole log is a file beside the build's folder) */
    logTail: text('log_tail').notNull().default(''),
    failure: text('failure'),
    /** files of the finished site, and how many of them are hard links to the build before */
    files: integer('files'),
    reusedFiles: integer('reused_files'),
    /** its folder was removed (only the last few builds stay for a rollback) */
    removed: boolean('removed').notNull().default(false),
    /**
     * the pages of the products it names rendered again in a copy of the build it was made from
     * (the full build it came before follows); such a build never waits or runs in the queue
     */
    pagesOf: integer('pages_of'),
  },
  (t) => [
    uniqueIndex('site_builds_one_queued_idx')
      .on(t.status)
      .where(sql`status = 'queued'`),
    uniqueIndex('site_builds_one_running_idx')
      .on(t.status)
      .where(sql`status = 'running'`),
    index('site_builds_status_idx').on(t.status, t.id),
  ],
);

/** One row: the build every API process serves (a rollback points it at an older one). */
export const siteState = pgTable('site_state', {
  id: integer('id').primaryKey().default(1),
  activeBuildId: integer('active_build_id').references(() => siteBuilds.id),
  switchedAt: timestamp('switched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
