// Makes the API at URL serve a current site through its own build queue (docs/adr/018): waits for
// the builds already queued or running; then, unless the active build was made from the same
// sources and catalogue (scripts/site-fingerprint.mjs), queues a rebuild and waits for it, printing
// its progress. npm start runs it; it also works by hand on a running shop.
//   ADMIN_TOKEN=... SITE_BUILDS_DIR=... node scripts/ensure-site.mjs http://127.0.0.1:8000
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { progressPrinter } from './build-progress.mjs';

const api = process.argv[2];
const token = process.env.ADMIN_TOKEN;
const buildsDir = resolve(process.env.SITE_BUILDS_DIR || '.data/site-builds');
if (!api || !token) {
  console.error('usage: ADMIN_TOKEN=... node scripts/ensure-site.mjs API_URL');
  process.exit(2);
}

const call = async (path, init = {}) => {
  const response = await fetch(`${api}/admin/v1${path}`, {
    ...init,
    headers: { 'x-admin-token': token, 'content-type': 'application/json', lng: 'EN', ...init.headers },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message ?? ''}`);
  return body;
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Waits until build `id` has ended, printing a line per phase (build-progress.mjs); answers the build. */
async function follow(id) {
  const printer = progressPrinter({ tty: process.stdout.isTTY === true, write: (text) => process.stdout.write(text) });
  for (;;) {
    const build = await call(`/builds/${id}`);
    if (build.status === 'succeeded' || build.status === 'failed') {
      printer.end();
      return build;
    }
    printer.update(build);
    await sleep(process.stdout.isTTY ? 1000 : 2000);
  }
}

/** The build's content fingerprint, or (a build made before there was one) its whole fingerprint. */
function fingerprintOf(build) {
  for (const [file, kind] of [
    ['.content-fingerprint', 'content'],
    ['.build-fingerprint', 'all'],
  ]) {
    try {
      return { kind, value: readFileSync(join(buildsDir, String(build), 'site', file), 'utf8').trim() };
    } catch {
      // the next one
    }
  }
  return null;
}

let list = await call('/builds?limit=10');
if (!list.enabled) {
  console.error('the API does not build the site: start it with SITE_BUILDS_DIR set');
  process.exit(1);
}
for (const pending of list.rows.filter((row) => row.status === 'queued' || row.status === 'running').reverse()) {
  console.log(`==> site build ${pending.id} is ${pending.status}; waiting for it`);
  const done = await follow(pending.id);
  console.log(`==> site build ${done.id} ${done.status}`);
}
list = await call('/builds?limit=1');
// Orders, prices and stock never make a rebuild here: the content fingerprint leaves them out.
const active = list.activeBuildId === null ? null : fingerprintOf(list.activeBuildId);
const wanted =
  active &&
  execFileSync(
    process.execPath,
    ['scripts/site-fingerprint.mjs', api, ...(active.kind === 'content' ? ['--content'] : [])],
    { encoding: 'utf8' },
  ).trim();
if (active && active.value === wanted) {
  console.log(`==> the site is current (build ${list.activeBuildId}: same sources and catalogue)`);
  process.exit(0);
}
const { build } = await call('/rebuild', {
  method: 'POST',
  body: JSON.stringify({ note: 'npm start: the sources or the catalogue changed' }),
});
console.log(`==> site build ${build.id} queued`);
const done = await follow(build.id);
if (done.status === 'failed') {
  console.error(`==> site build ${done.id} failed: ${done.failure}\n${done.logTail}`);
  console.error(`(whole log: ${join(buildsDir, String(done.id), 'build.log')})`);
  const { activeBuildId } = await call('/builds?limit=1');
  if (activeBuildId === null) process.exit(1);
  console.error(`==> the shop keeps serving build ${activeBuildId}, the last good one`);
  process.exit(0);
}
console.log(
  `==> site build ${done.id} is live: ${Math.round(done.durationMs / 1000)} s, ${done.files} files (${done.reusedFiles} kept from the build before)`,
);
