/**
 * A CPU profile of each Gatsby worker process, for finding where a build's time goes (Node does not
 * allow `--cpu-prof` in NODE_OPTIONS, and Gatsby starts its workers itself):
 *   NODE_OPTIONS="--require $PWD/bench/cpu-profile.cjs" BENCH_SIZES=1000 npx tsx bench/build.ts
 *   npx tsx bench/cpu-profile-top.ts /tmp/cpu-profiles/<pid>-….cpuprofile
 * Profiles processes that Gatsby's worker pool started (GATSBY_WORKER_ID), or every process with
 * CPU_PROFILE_ALL=1, into CPU_PROFILE_DIR (/tmp/cpu-profiles), written when the process ends. The
 * files open in Chromium's DevTools (Performance) as well.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const inspector = require('node:inspector');
const path = require('node:path');

if (process.env.GATSBY_WORKER_ID || process.env.CPU_PROFILE_ALL === '1') {
  const dir = process.env.CPU_PROFILE_DIR || '/tmp/cpu-profiles';
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  let written = false;
  // The in-process session answers synchronously, so this works in an 'exit' handler.
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.on('exit', write);
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => {
      write();
      process.exit(0);
    });
}
