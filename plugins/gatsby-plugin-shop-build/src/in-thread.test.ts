import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { dealOut, inThread, THREADS } from './in-thread';

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

describe('work dealt out to the threads', () => {
  it('gives every item to one share, in turn, with no empty share', () => {
    const items = Array.from({ length: 9 }, (_, index) => index);
    const shares = dealOut(items);
    expect(shares.length).toBe(Math.min(THREADS, 9));
    expect(shares.flat().sort((a, b) => a - b)).toEqual(items);
    expect(shares[0][0]).toBe(0);
    if (shares.length > 1) expect(shares[1][0]).toBe(1);
    expect(dealOut([])).toEqual([]);
    expect(dealOut(['one'])).toEqual([['one']]);
  });
});
