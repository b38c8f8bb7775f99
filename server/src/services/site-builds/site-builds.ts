/**
 * Editors' rebuilds (docs/adr/018): the queue's worker, the switch, the rollback and the pointer to
 * the build this process serves.
 *
 * A build runs SITE_BUILD_COMMAND (Gatsby, by default through scripts/build-site.sh) in the work
 * directory, which keeps Gatsby's .cache and public/ between builds (its incremental build). The
 * finished output is copied into a folder of the build's own (hard links to the build before for
 * files that did not change), and only then does the database point at it, in one statement;
 * every request reads the pointer once and is served wholly from that folder. A failed build
 * changes nothing shoppers see and keeps its log. The last few builds stay for a rollback.
 *
 * Layout of SITE_BUILDS_DIR: `<id>/site/` (the served files), `<id>/build.log`, `<id>/files.json`
 * (what each file was copied from, for the next build's links), `<id>/render/` (the build's server
 * renderer, for the products' pages between builds).
 *
 * A build whose causes are only product changes first publishes those products' own pages: a
 * pages-only build (`pages_of`), a copy of the live build of hard links in which the pages command
 * rendered them again, switched in within seconds; the full build then runs as usual.
 */
import { hostname } from 'node:os';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildCauseWire, BuildListWire, BuildWire } from '../../contract/site-builds';
import type { Db } from '../../db/client';
import { pruneCatalogueChanges } from '../catalogue-changes';
import { BuildLog, runCommand, type RunningBuild } from './command';
import { pagesOnlyProducts, publishProductPages } from './product-pages';
import {
  activateBuild,
  activeBuildId,
  BUILD_QUEUED,
  BUILD_SWITCHED,
  claimNextBuild,
  findBuild,
  keptBuildIds,
  lastBuildDurationMs,
  listBuilds,
  markFailed,
  markSucceededAndActivate,
  oldFailedBuildIds,
  queueBuild,
  renewClaim,
  retireOldBuilds,
  type BuildRow,
} from './queue';
import type { SiteBuildSettings } from './settings';
import { copyRenderer, exists, readRecords, removeTree, snapshotSite, writeRecords } from './snapshot';
import { toWire } from './wire';
import { recordAudit, type StaffActor } from '../staff/audit';

/** A claim lasts this long unless renewed; renewed (with the progress) every RENEW_MS. */
const LEASE_MS = 60_000;
const RENEW_MS = 1_000;
/** How often a process looks for waiting builds and for a switch made by another process. */
const POLL_MS = 3_000;
/** Logs of failed builds kept on disk (their tails stay in the database). */
const FAILED_LOGS_KEPT = 10;
/** Files a build must have to be switched in: a build that wrote none of them wrote no shop. */
const REQUIRED_FILES = ['index.html', '404.html'];

export class SiteBuilds {
  /** This process in the `runner` column: which process holds a claim. */
  readonly runnerId = `${hostname()}:${process.pid}`;
  private active: number | null = null;
  private kept: number[] = [];
  private started = false;
  private stopping = false;
  private current?: RunningBuild;
  private working?: Promise<void>;
  /** folders of retired builds being removed, one after another */
  private removing: Promise<void> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  private unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>,
    readonly settings: SiteBuildSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  siteDirOf(id: number) {
    return join(this.settings.dir, String(id), 'site');
  }

  /** The folder of the build this process serves now; read once per request. */
  currentSite(): string | undefined {
    return this.active === null ? undefined : this.siteDirOf(this.active);
  }

  /** The other kept builds' folders, newest first: a tab opened on one may still ask for its scripts. */
  otherSites(): string[] {
    return this.kept.filter((id) => id !== this.active).map((id) => this.siteDirOf(id));
  }

  /** Creates the builds folder and reads the pointer: the app serves the active build from then on. */
  async prepare() {
    await mkdir(this.settings.dir, { recursive: true });
    await this.refresh();
  }

  /**
   * Serves a build this process has just switched in, at once: from the switch's commit anyone may
   * read the build as live (the admin API, another process), and this process must not answer from
   * the build before (or with no site at all, 503) while `refresh` reads the pointer back.
   */
  private serve(id: number) {
    if (this.active !== null && !this.kept.includes(this.active)) this.kept = [this.active, ...this.kept];
    if (!this.kept.includes(id)) this.kept = [id, ...this.kept];
    this.active = id;
  }

  /** Reads the pointer and the kept builds from the database. */
  async refresh() {
    const [active, kept] = await Promise.all([activeBuildId(this.db), keptBuildIds(this.db)]);
    if (active !== this.active) this.log.info({ build: active }, 'site build switched');
    this.active = active;
    this.kept = kept;
  }

  /**
   * Starts working the queue and following switches made by other processes: now, at every notice
   * of a queued build or a switch, and every few seconds (a notice can be lost with its connection).
   */
  async start() {
    if (this.started) return;
    this.started = true;
    if (!this.settings.adminToken)
      this.log.warn('site builds without ADMIN_TOKEN: the build fetches the catalogue under the rate limit');
    await this.prepare();
    this.unlisten.push(await this.listen(BUILD_QUEUED, () => this.kick()));
    this.unlisten.push(await this.listen(BUILD_SWITCHED, () => void this.refreshQuietly()));
    const poll = setInterval(() => {
      void this.refreshQuietly();
      this.kick();
    }, POLL_MS);
    poll.unref();
    this.timers.push(poll);
    this.kick();
  }

  /**
   * Queues a build when there is no site to serve (a new shop, or a builds folder lost): called
   * before the API listens, so that whoever asks for the builds then already sees it.
   */
  async queueIfNoSite() {
    const site = this.currentSite();
    if (!site || !(await exists(join(site, 'index.html'))))
      await queueBuild(this.db, { kind: 'start', at: new Date().toISOString() });
  }

  private async refreshQuietly() {
    await this.refresh().catch((err: unknown) => this.log.warn({ err }, 'reading the site build pointer failed'));
  }

  /**
   * Queues a build (or joins the waiting one) and wakes this process's worker. A staff member's own
   * request (`actor`) goes to the audit trail with it; a build that a product change or an import
   * queues is in the trail as that change.
   */
  async queue(cause: BuildCauseWire, actor?: StaffActor) {
    const queued = actor
      ? await this.db.transaction(async (tx) => {
          const done = await queueBuild(tx, cause);
          await recordAudit(tx, actor, {
            action: 'build.queue',
            subject: `build:${done.build.id}`,
            before: null,
            after: { note: cause.note ?? null, joined: done.coalesced },
          });
          return done;
        })
      : await queueBuild(this.db, cause);
    this.kick();
    return queued;
  }

  /** Takes the next waiting build unless this process is already building one. */
  kick() {
    if (!this.started || this.stopping || this.working) return;
    this.working = this.workQueue()
      .catch((err: unknown) => this.log.error({ err }, 'site build queue failed'))
      .finally(() => {
        this.working = undefined;
      });
  }

  /** Builds until nothing waits (or another process builds). */
  private async workQueue() {
    while (!this.stopping) {
      const build = await claimNextBuild(this.db, this.runnerId, LEASE_MS);
      if (!build) return;
      await this.run(build);
    }
  }

  private async run(build: BuildRow) {
    const folder = join(this.settings.dir, String(build.id));
    const made = await mkdir(folder, { recursive: true }).then(
      () => null,
      (error: Error) => error,
    );
    if (made) {
      await markFailed(this.db, build.id, this.runnerId, `no folder for the build: ${made.message}`, '');
      return;
    }
    const log = new BuildLog(join(folder, 'build.log'));
    const current: RunningBuild = { id: build.id, log, interrupted: false };
    this.current = current;
    let lostClaim = false;
    const renew = setInterval(() => {
      renewClaim(this.db, build.id, this.runnerId, LEASE_MS, { step: log.step(), logTail: log.text() }).then(
        (held) => {
          if (held || lostClaim) return;
          lostClaim = true;
          log.write('\n==> this process lost its claim on the build (the database did not hear from it): stopped\n');
          current.command?.stop();
        },
        (err: unknown) => this.log.warn({ err, build: build.id }, 'renewing the site build claim failed'),
      );
    }, RENEW_MS);
    const started = Date.now();
    try {
      const products = this.settings.pagesCommand ? pagesOnlyProducts(build) : null;
      if (products)
        await publishProductPages(
          {
            db: this.db,
            settings: this.settings,
            active: this.active,
            serve: (id) => this.serve(id),
            afterSwitch: async () => {
              await this.refresh();
              await this.retire();
            },
          },
          build,
          products,
          current,
        );
      if (current.interrupted) throw new Error('the API was stopped during the build');
      log.write(`==> build ${build.id}: ${this.settings.command} (in ${this.settings.workDir})\n`);
      const command = runCommand(this.settings.command, {
        cwd: this.settings.workDir,
        log,
        timeoutMs: this.settings.timeoutMs,
        env: {
          ...process.env,
          BUILD_API_URL: this.settings.apiUrl,
          ADMIN_TOKEN: this.settings.adminToken ?? '',
          SITE_BUILD_ID: String(build.id),
          SITE_BUILD_OUTPUT: this.settings.output,
          GATSBY_TELEMETRY_DISABLED: '1',
        },
      });
      current.command = command;
      const exit = await command.done;
      current.command = undefined;
      if (current.interrupted) throw new Error('the API was stopped during the build');
      if (lostClaim) throw new Error('this process lost its claim on the build');
      if (exit.code !== 0)
        throw new Error(`the build command ended with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}`);
      const result = await this.publish(build.id, folder, log);
      log.write(
        `==> build ${build.id} is live: ${result.files} files, ${result.reusedFiles} linked from the build before, ${
          result.files - result.reusedFiles
        } copied; ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`,
      );
      clearInterval(renew);
      const switched = await markSucceededAndActivate(this.db, build.id, this.runnerId, {
        files: result.files,
        reusedFiles: result.reusedFiles,
        logTail: log.text(),
      });
      if (!switched) throw new Error('this process lost its claim on the build before the switch');
      this.serve(build.id);
      await this.refresh();
      await this.retire();
    } catch (error) {
      clearInterval(renew);
      const failure = (error as Error).message;
      log.write(`\n==> build ${build.id} failed: ${failure}; the site stays as it was\n`);
      await removeTree(join(folder, 'site.partial'));
      await markFailed(this.db, build.id, this.runnerId, failure, log.text()).catch((err: unknown) =>
        this.log.error({ err, build: build.id }, 'recording a failed site build failed'),
      );
      this.log.warn({ build: build.id, failure }, 'site build failed');
      if (current.interrupted)
        await queueBuild(this.db, { kind: 'interrupted', at: new Date().toISOString(), note: `build ${build.id}` });
    } finally {
      clearInterval(renew);
      await log.close();
      this.current = undefined;
    }
  }

  /**
   * Copies the command's output into the build's folder, linking what the newest kept build already
   * holds, under a temporary name that becomes `site` by a rename once complete.
   */
  private async publish(id: number, folder: string, log: BuildLog) {
    for (const file of REQUIRED_FILES)
      if (!(await exists(join(this.settings.output, file))))
        throw new Error(`the build left no ${file} in ${this.settings.output}: not switched in`);
    const previousId = this.kept.find((kept) => kept !== id);
    const previous =
      previousId === undefined
        ? undefined
        : {
            dir: this.siteDirOf(previousId),
            records: await readRecords(join(this.settings.dir, String(previousId), 'files.json')),
          };
    log.write(
      `==> copying ${this.settings.output} into build ${id}${previous ? ` (unchanged files linked from build ${previousId})` : ''}\n`,
    );
    const partial = join(folder, 'site.partial');
    await removeTree(partial);
    const snapshot = await snapshotSite(this.settings.output, partial, previous);
    await writeRecords(join(folder, 'files.json'), snapshot.records);
    // The renderer that made these pages, for the products' pages until the next build.
    if (!(await copyRenderer(this.settings.renderDir, join(folder, 'render'))))
      log.write(`==> no server renderer in ${this.settings.renderDir}: product changes wait for the full build\n`);
    await rename(partial, join(folder, 'site'));
    return snapshot;
  }

  /** Removes the folders of builds beyond the kept ones, and old failed builds' logs. */
  private async retire() {
    const retired = [
      ...(await retireOldBuilds(this.db, this.settings.kept)),
      ...(await oldFailedBuildIds(this.db, FAILED_LOGS_KEPT)),
    ];
    await this.refresh();
    // In the background: a build's folder at 10 000 products is 180 000 files, 5-9 s to remove, and
    // the next build (an editor's change waiting for its page) need not wait for it.
    this.removing = this.removing.then(async () => {
      for (const id of retired)
        await removeTree(join(this.settings.dir, String(id))).catch((err: unknown) =>
          this.log.warn({ err, build: id }, 'removing a retired site build failed'),
        );
    });
    // The change feed's old entries (a build sourced before them sources everything).
    await pruneCatalogueChanges(this.db).catch((err: unknown) =>
      this.log.warn({ err }, 'pruning the catalogue change feed failed'),
    );
  }

  /** A rollback: serve an earlier build whose files are kept. */
  async activate(id: number, actor: StaffActor): Promise<'activated' | 'missing' | 'unavailable' | 'pagesOnly'> {
    const build = await findBuild(this.db, id);
    if (!build) return 'missing';
    if (build.pagesOf !== null) return 'pagesOnly';
    if (build.status !== 'succeeded' || build.removed || !(await exists(join(this.siteDirOf(id), 'index.html'))))
      return 'unavailable';
    const outcome = await activateBuild(this.db, id, actor);
    if (outcome === 'activated') await this.refresh();
    return outcome;
  }

  async list(limit: number): Promise<BuildListWire> {
    const [rows, expectedMs] = await Promise.all([listBuilds(this.db, limit), lastBuildDurationMs(this.db)]);
    const active = await activeBuildId(this.db);
    return { enabled: true, activeBuildId: active, rows: rows.map((row) => toWire(row, active, expectedMs)) };
  }

  async get(id: number): Promise<BuildWire | null> {
    const build = await findBuild(this.db, id);
    if (!build) return null;
    return toWire(build, await activeBuildId(this.db), await lastBuildDurationMs(this.db));
  }

  /** The whole log file of a build, while its folder is kept. */
  logFile(id: number): string {
    return join(this.settings.dir, String(id), 'build.log');
  }

  /** Stops the worker; a build under way is stopped, recorded as failed and queued again. */
  async stop() {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.current) {
      this.current.interrupted = true;
      this.current.command?.stop(2000);
    }
    await this.working;
    await this.removing;
    for (const unlisten of this.unlisten) await unlisten().catch(() => undefined);
  }
}
