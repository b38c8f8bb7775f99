/**
 * Starts the commerce API (api-process.ts) as a child process on a free loopback port and waits
 * until it listens. Used by dom-environment.ts for test files that ask for a live API.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export interface LiveApi {
  url: string;
  /** the x-admin-token the API accepts (editors' calls) */
  adminToken: string;
  /** with site builds: the control file that says what the next build writes (server/test/site-build-command.mjs) */
  buildControl: string | null;
  stop(): Promise<void>;
}

const STARTUP_MS = 180_000;

/**
 * `siteBuilds`: the API builds the site, with the API suite's small real build commands;
 * `giftCertificates`: its catalogue has the gift certificates' products, as the shop's seed has.
 */
export function startLiveApi({ siteBuilds = false, giftCertificates = false } = {}): Promise<LiveApi> {
  const adminToken = randomBytes(12).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'api-process.ts')], {
    env: {
      ...process.env,
      LIVE_API_ADMIN_TOKEN: adminToken,
      LIVE_API_SITE_BUILDS: siteBuilds ? '1' : '',
      LIVE_API_GIFT_CERTIFICATES: giftCertificates ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return new Promise<LiveApi>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the test API did not start in ${STARTUP_MS} ms\n${errors}`));
    }, STARTUP_MS);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /listening (\S+)(?: builds (\S+))?\n/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({ url: ready[1], adminToken, buildControl: ready[2] ?? null, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test API exited (${code}) before it listened\n${errors}`));
    });
  });
}
