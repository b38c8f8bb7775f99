/**
 * Starts the commerce API (api-process.ts) as a child process on a free loopback port and waits
 * until it listens. Used by dom-environment.ts for test files that ask for a live API.
 *
 * Each test file gets an API of its own: a new copy of the seed, a new app, port and admin token.
 * The process that serves it is kept for the next file of the same jest worker (jest loads a test
 * environment's module once per worker): starting node, tsx and the server's modules costs about
 * 4 s of CPU, most of what a new process took per file. An API that builds the site runs in a
 * process of its own, whose folders belong to its file.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface LiveApi {
  url: string;
  /** the x-admin-token the API accepts (editors' calls) */
  adminToken: string;
  /** with site builds: the control file that says what the next build writes (server/test/site-build-command.mjs) */
  buildControl: string | null;
  /** ends the file's use of the API: a reusable process waits for the worker's next file, others exit */
  stop(): Promise<void>;
}

const STARTUP_MS = 180_000;

interface Ready {
  url: string;
  buildControl: string | null;
}

/** One api-process.ts: its `listening` lines, in order, and its end. */
class ApiProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, Readable>;
  private readonly exited: Promise<void>;
  private output = '';
  private errors = '';
  private waiting: { resolve(ready: Ready): void; reject(error: Error): void } | undefined;

  constructor(
    adminToken: string,
    readonly siteBuilds: boolean,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'api-process.ts')], {
      env: { ...process.env, LIVE_API_ADMIN_TOKEN: adminToken, LIVE_API_SITE_BUILDS: siteBuilds ? '1' : '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.errors = (this.errors + chunk.toString()).slice(-4000);
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
      const ready = /listening (\S+)(?: builds (\S+))?\n/.exec(this.output);
      if (!ready) return;
      this.output = this.output.slice(ready.index + ready[0].length);
      this.waiting?.resolve({ url: ready[1], buildControl: ready[2] ?? null });
      this.waiting = undefined;
    });
    this.child.once('exit', (code) => {
      this.waiting?.reject(new Error(`the test API exited (${code}) before it listened\n${this.errors}`));
      this.waiting = undefined;
    });
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The next API it starts: the first, or (with `adminToken`) a fresh one in place of the last. */
  ready(adminToken?: string): Promise<Ready> {
    return new Promise<Ready>((resolve, reject) => {
      const timer = setTimeout(() => {
        void this.stop();
        reject(new Error(`the test API did not start in ${STARTUP_MS} ms\n${this.errors}`));
      }, STARTUP_MS);
      this.waiting = {
        resolve: (ready) => {
          clearTimeout(timer);
          resolve(ready);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      if (adminToken) this.child.stdin.write(`fresh ${adminToken}\n`);
    });
  }

  /** Whether the process keeps its worker running: not while it waits between files. */
  hold(held: boolean) {
    // The pipes to a child are sockets (node:net), which can be left out of the event loop.
    const pipes = [this.child.stdin, this.child.stdout, this.child.stderr] as unknown as Socket[];
    for (const handle of [this.child, ...pipes]) {
      if (held) handle.ref();
      else handle.unref();
    }
  }

  async stop() {
    if (this.alive) this.child.kill('SIGTERM');
    await this.exited;
  }
}

/** The worker's process between two files (it exits when the worker does: its stdin closes). */
let idle: ApiProcess | undefined;

/** `siteBuilds`: the API builds the site, with the API suite's small real build commands. */
export async function startLiveApi({ siteBuilds = false } = {}): Promise<LiveApi> {
  const adminToken = randomBytes(12).toString('hex');
  const reused = !siteBuilds && idle?.alive ? idle : undefined;
  idle = undefined;
  reused?.hold(true);
  const api = reused ?? new ApiProcess(adminToken, siteBuilds);
  // A new process starts with the token it was given; a kept one is asked for a fresh API with it.
  const ready = await api.ready(reused ? adminToken : undefined);
  return {
    ...ready,
    adminToken,
    stop: async () => {
      if (api.siteBuilds || !api.alive || idle) return api.stop();
      api.hold(false);
      idle = api;
    },
  };
}
