/** A build as the admin API answers it (contract/site-builds), with its progress while it runs. */
import type { BuildWire } from '../../contract/site-builds';
import { buildPhase } from './phase';
import type { BuildRow } from './queue';

export function toWire(row: BuildRow, active: number | null, expectedMs: number | null): BuildWire {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const running = row.status === 'running' && row.startedAt;
  const elapsedMs = running ? Math.max(0, Date.now() - row.startedAt!.getTime()) : 0;
  return {
    id: row.id,
    status: row.status,
    causes: row.causes,
    requests: row.requests,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    durationMs: row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    active: row.id === active,
    // A pages-only build is not a rollback target: its listings predate its product pages.
    available: row.status === 'succeeded' && !row.removed && row.pagesOf === null,
    catalogueVersion: row.catalogueVersion,
    progress: running
      ? {
          step: row.step,
          phase: buildPhase(row.logTail, row.step),
          elapsedMs,
          expectedMs,
          percent: expectedMs ? Math.min(99, Math.floor((elapsedMs / expectedMs) * 100)) : null,
        }
      : null,
    files: row.files,
    reusedFiles: row.reusedFiles,
    failure: row.failure,
    logTail: row.logTail,
    pagesOf: row.pagesOf,
  };
}
