/**
 * The commerce API as a process of its own for component tests: the app the API suite builds
 * (server/test/helpers.ts, PGlite), listening on a free loopback port. Prints `listening <url>`
 * once ready (with LIVE_API_SITE_BUILDS, `builds <control file>` after it: the API then builds the
 * site with the API suite's small real build commands, server/test/site-build-helpers.ts); SIGTERM
 * closes it. Started by live-api.ts.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { liveApiCatalogue, startTestApp } from '../../server/test/helpers';
import { buildFolders } from '../../server/test/site-build-helpers';

async function main() {
  const folders = process.env.LIVE_API_SITE_BUILDS ? buildFolders(3, true) : null;
  // A build writes what the control file says; the test rewrites it between builds.
  if (folders) writeFileSync(folders.control, JSON.stringify({ label: 'A', pages: 10 }));
  const test = await startTestApp({
    catalogue: liveApiCatalogue(),
    config: { ...folders?.config, adminToken: process.env.LIVE_API_ADMIN_TOKEN || undefined },
  });
  await test.app.siteBuilds?.start();
  const url = await test.app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${url}${folders ? ` builds ${folders.control}` : ''}\n`);
  const stop = () => {
    test
      .close()
      .then(() => folders && rmSync(folders.dir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
