// How npm start shows a site build's progress in its terminal (ensure-site.mjs): one line per phase
// of the build (services/site-builds/phase.ts reads the phases from Gatsby's log). On a terminal the
// line is a progress bar redrawn in place; in a log file (not a TTY) each phase is one plain line.
// A percentage is shown only where the phase counts what it has done of how many (pages); elsewhere
// the time the phase has run, never an estimate that stalls at 99% while a long step still runs.

/** The phases in the words of the editors' page (locales: admin builds), in English. */
export const PHASE_NAMES = {
  preparing: 'getting ready',
  catalogue: 'reading the catalogue',
  pages: 'creating the pages',
  code: 'building the scripts',
  data: "writing the pages' data",
  html: 'rendering the pages',
  images: 'preparing the images',
  finishing: 'the last steps',
  publishing: 'publishing the build',
  productPages: 'rendering the product pages',
};

/** 75 s -> "1:15", as a terminal clock. */
export const clock = (ms) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A bar of `width` cells, filled as far as `done` is of `total`. */
export const bar = (done, total, width) => {
  const filled = Math.min(width, Math.max(0, Math.floor((width * done) / total)));
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
};

/** What the build is doing: 'queued' or its phase's id (the API's `progress.phase`). */
export const phaseOf = (build) => (build.status === 'queued' ? 'queued' : (build.progress?.phase?.id ?? 'preparing'));

/**
 * The line of build `build` in phase `phase`, which began at `since`: "build 3: rendering the pages
 * ██████░░░░ 540/1099 49% 1:12" with `withBar`; the phase's name alone without.
 */
export function progressLine(build, { withBar, since, now }) {
  const phase = phaseOf(build);
  const name = phase === 'queued' ? 'waiting for the build before it' : (PHASE_NAMES[phase] ?? phase);
  const head = `   build ${build.id}: ${name}`;
  if (!withBar) return head;
  const { done, total } = build.progress?.phase ?? {};
  const counted = phase !== 'queued' && Number.isInteger(done) && Number.isInteger(total) && total > 0;
  const counts = counted ? ` ${bar(done, total, 20)} ${done}/${total} ${Math.floor((100 * done) / total)}%` : '';
  return `${head}${counts} ${clock(now - since)}`;
}

/**
 * Prints a build's progress as `update` is called with what the API answers: a new line when the
 * phase changes; on a terminal (`tty`) the current line is redrawn in place ("\r", erase line).
 */
export function progressPrinter({ tty, write }) {
  let current = null;
  return {
    update(build, now = Date.now()) {
      const phase = phaseOf(build);
      if (current?.phase !== phase || current?.id !== build.id) {
        if (current && tty) write('\n');
        current = { id: build.id, phase, since: now };
        if (!tty) write(`${progressLine(build, { withBar: false, since: now, now })}\n`);
      }
      if (tty) write(`\r\u001b[2K${progressLine(build, { withBar: true, since: current.since, now })}`);
    },
    /** The build ended: the bar's line stays as it was last drawn. */
    end() {
      if (current && tty) write('\n');
      current = null;
    },
  };
}
