import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (services/rate-limit-store.ts):
 * one row per family and client address, counting requests until `window_ends`. Unlogged (migration
 * 0007): counters are worth no WAL writes, and a crash that empties them only restarts the windows.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true, mode: 'date' }).notNull(),
});
