/**
 * No module of the site or the API imports itself round, not even through types alone
 * (scripts/import-cycles.mjs, the repository's one cycle check).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '../..');
const SCRIPT = join(ROOT, 'scripts/import-cycles.mjs');
const run = (...dirs: string[]) =>
  promisify(execFile)(process.execPath, [SCRIPT, ...dirs], { cwd: ROOT }).then(
    () => ({ code: 0, stderr: '' }),
    (failure: { code: number; stderr: string }) => ({ code: failure.code, stderr: failure.stderr }),
  );

describe('import cycles', () => {
  it('the code of the site, the API, the plugins, the tests, the benches and the scripts has none', async () => {
    expect(await run()).toEqual({ code: 0, stderr: '' });
  });

  it('names a cycle of type-only imports, and not an import a comment shows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(join(dir, 'db'));
      writeFileSync(join(dir, 'db/client.ts'), "import { lock } from './lock';\nexport type Db = { run(): void };\n");
      writeFileSync(
        join(dir, 'db/lock.ts'),
        "import type { Db } from './client';\nexport const lock = (db: Db) => db;\n",
      );
      writeFileSync(join(dir, 'free.ts'), "// import { note } from './free';\nimport { lock } from './db/lock';\n");
      const { code, stderr } = await run(dir);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/db\/client\.ts <-> .*db\/lock\.ts$/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
