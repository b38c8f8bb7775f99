/**
 * The commerce API as a process of its own for component tests: the app the API suite builds
 * (server/test/helpers.ts, PGlite), listening on a free loopback port. Prints `listening <url>`
 * once ready (with LIVE_API_SITE_BUILDS, `builds <control file>` after it: the API then builds the
 * site with the API suite's small real build commands, server/test/site-build-helpers.ts).
 * `fresh <admin token>` on stdin closes the API and starts another in its place (a new copy of the
 * seed, a new port), printing its `listening` line: the next test file's. SIGTERM, or the end of
 * stdin (the test run is gone), closes it. Started by live-api.ts.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { liveApiCatalogue, startTestApp, type TestApp } from '../../server/test/helpers';
import { buildFolders } from '../../server/test/site-build-helpers';

async function main() {
  const folders = process.env.LIVE_API_SITE_BUILDS ? buildFolders(3, true) : null;
  // A build writes what the control file says; the test rewrites it between builds.
  if (folders) writeFileSync(folders.control, JSON.stringify({ label: 'A', pages: 10 }));
  const serve = async (adminToken: string | undefined): Promise<TestApp> => {
    const test = await startTestApp({
      catalogue: liveApiCatalogue(),
      config: { ...folders?.config, adminToken: adminToken || undefined },
    });
    await test.app.siteBuilds?.start();
    const url = await test.app.listen({ host: '127.0.0.1', port: 0 });
    process.stdout.write(`listening ${url}${folders ? ` builds ${folders.control}` : ''}\n`);
    return test;
  };
  let current = serve(process.env.LIVE_API_ADMIN_TOKEN);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const fresh = /^fresh (\S+)$/.exec(line);
    if (!fresh) return;
    current = current.then(async (test) => {
      await test.close();
      return serve(fresh[1]);
    });
    current.catch(fail);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    current
      .then((test) => test.close())
      .then(() => folders && rmSync(folders.dir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await current;
}

function fail(error: unknown) {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}

main().catch(fail);
