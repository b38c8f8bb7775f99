import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { inThread } from './in-thread';

const dir = mkdtempSync(path.join(tmpdir(), 'in-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker file that does `body` with the message it is sent. */
function worker(name: string, body: string) {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `const { parentPort } = require('node:worker_threads');\nparentPort.on('message', (message) => { ${body} });\n`,
  );
  return file;
}

describe('a build step asked in a worker thread', () => {
  it('resolves with the answer', async () => {
    const file = worker('double.cjs', 'parentPort.postMessage({ doubled: message.n * 2 });');
    await expect(inThread<{ doubled: number }>(file, { n: 21 }, 'doubling')).resolves.toEqual({ doubled: 42 });
  });

  it("fails with the worker's error, named after the step", async () => {
    const file = worker('refuse.cjs', "parentPort.postMessage({ error: 'disk full' });");
    await expect(inThread(file, {}, 'compressed copies')).rejects.toThrow('compressed copies: disk full');
  });

  it('fails, instead of waiting for ever, when the thread ends without an answer', async () => {
    const file = worker('vanish.cjs', 'process.exit(3);');
    await expect(inThread(file, {}, 'script hashes')).rejects.toThrow(
      'script hashes: the worker thread ended (3) without an answer',
    );
  });
});
