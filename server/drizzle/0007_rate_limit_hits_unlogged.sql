-- Rate-limit counters (services/rate-limit-store.ts) change on every request: no WAL for them. A
-- crash empties an unlogged table, which only starts every client's window anew.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
