/**
 * One process at a time on the embedded database (docs/adr/012): a second opener beside a running
 * API is refused with a message naming it, the API and its data stay whole, and the operator and
 * import commands make their change through the running API instead. With no API, they open the
 * database themselves (a shop's first operator, added before its first start), and a lock whose
 * process is gone is taken over.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLocked, lockDataDir } from '../../server/src/db/data-dir-lock';
import { generateCatalogue } from '../../server/src/sample/generate';
import { runCommand, startShop, stopShop, type ShopProcess } from './pglite-process';

const OPERATORS = 'server/src/services/chat/operator-cli.ts';
const IMPORT = 'server/src/catalogue/import-cli.ts';
const TOKEN = 'lock-test-token';
const PASSWORD = { OPERATOR_PASSWORD: 'Operator#2026' };

describe('the lock on the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener in this process while the first holds it, and frees it on release', () => {
    const data = join(dir, 'own');
    const first = lockDataDir(data);
    expect(() => lockDataDir(data)).toThrow(DataDirLocked);
    expect(() => lockDataDir(data)).toThrow(new RegExp(`in use by process ${process.pid}`));
    first.release();
    lockDataDir(data).release();
  });

  it('takes over a lock whose process is gone', () => {
    const data = join(dir, 'stale');
    // A pid far above any the kernel hands out (pid_max is at most 2^22).
    writeFileSync(`${data}.lock`, JSON.stringify({ pid: 99_999_999, command: 'gone', at: '2026-01-01T00:00:00Z' }));
    const lock = lockDataDir(data);
    expect(JSON.parse(readFileSync(`${data}.lock`, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  describe('beside a running API', () => {
    const data = join(dir, 'shop');
    let shop: ShopProcess | undefined;
    let addedBefore: Awaited<ReturnType<typeof runCommand>>;
    beforeAll(async () => {
      // The operator command opens the database itself while no API runs; then the API starts on it
      // (one API process for the whole group: starting one is most of this file's time).
      addedBefore = await runCommand(OPERATORS, ['add', '--login', 'jeren', '--name', 'Jeren'], data, PASSWORD);
      shop = await startShop(data, { ADMIN_TOKEN: TOKEN });
    }, 300_000);
    afterAll(() => stopShop(shop));

    it('lets an operator be added with no API running, before the API starts', async () => {
      expect(addedBefore).toMatchObject({ code: 0 });
      expect(addedBefore.stdout).toContain("operator 'jeren' (Jeren) added");
      const listed = await runCommand(OPERATORS, ['list'], data);
      expect(listed.stdout).toMatch(/^jeren\tJeren\tactive$/m);
    }, 240_000);

    it('refuses a second API on the same files with a clear message, and the first one goes on', async () => {
      const second = await startShop(data, { ADMIN_TOKEN: TOKEN }).then(
        async (other) => {
          await stopShop(other);
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(second).toMatch(new RegExp(`embedded database in .* is in use by process ${shop!.child.pid}`));
      expect(second).not.toMatch(/RuntimeError|Aborted/);
      const health = await fetch(`${shop!.url}/health/ready`);
      expect(health.status).toBe(200);
    }, 240_000);

    it('adds, lists and disables operators through the API, which sees them at once', async () => {
      const added = await runCommand(OPERATORS, ['add', '--login', 'ayna', '--name', 'Aýna'], data, PASSWORD);
      expect(added.stderr).toContain(`through the API running at ${shop!.url}`);
      expect(added).toMatchObject({ code: 0 });
      expect(added.stdout).toContain("operator 'ayna' (Aýna) added");
      const signIn = await fetch(`${shop!.url}/admin/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop!.url },
        body: JSON.stringify({ login: 'ayna', password: PASSWORD.OPERATOR_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      // No terminal and no OPERATOR_PASSWORD: the command says so, in English, without the API's wording.
      const noPassword = await runCommand(OPERATORS, ['add', '--login', 'piped', '--name', 'P'], data);
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr).toContain('no password given: type it when asked, or set OPERATOR_PASSWORD');
      const badRoles = await runCommand(OPERATORS, ['add', '--login', 'roles', '--roles', 'boss'], data, PASSWORD);
      expect(badRoles.code).toBe(1);
      expect(badRoles.stderr).toContain('--roles takes a comma-separated list of owner, catalogue, orders, chat');
      const again = await runCommand(OPERATORS, ['add', '--login', 'ayna', '--name', 'Aýna'], data, PASSWORD);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('exists');
      expect((await runCommand(OPERATORS, ['disable', '--login', 'ayna'], data)).code).toBe(0);
      const listed = await runCommand(OPERATORS, ['list'], data);
      expect(listed.stdout).toMatch(/^ayna\tAýna\tdisabled$/m);
    }, 240_000);

    it('imports a catalogue file through the API', async () => {
      const file = join(dir, 'catalogue.json');
      writeFileSync(file, JSON.stringify(generateCatalogue({ products: 3 })));
      const imported = await runCommand(IMPORT, [file], data);
      expect(imported.stderr).toContain('through the API running at');
      expect(imported).toMatchObject({ code: 0 });
      expect(imported.stdout).toMatch(/imported 3 products/);
    }, 240_000);
  });
});
