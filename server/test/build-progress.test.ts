/**
 * npm start's terminal while a site build runs (scripts/build-progress.mjs): one line per phase,
 * a bar redrawn in place on a terminal, a percentage only where the phase counts its pages.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Build = {
  id: number;
  status: string;
  progress: { phase: { id: string; done: number | null; total: number | null } } | null;
};
type Printer = { update(build: Build, now?: number): void; end(): void };
type Progress = {
  progressPrinter(options: { tty: boolean; write: (text: string) => void }): Printer;
  progressLine(build: Build, options: { withBar: boolean; since: number; now: number }): string;
};

let progress: Progress;
beforeAll(async () => {
  // The script is an ES module run by plain node; a real import(), not the transform's require().
  const load = new Function('url', 'return import(url)') as (url: string) => Promise<Progress>;
  progress = await load(pathToFileURL(resolve(__dirname, '../../scripts/build-progress.mjs')).href);
});

const running = (phase: string, done: number | null = null, total: number | null = null): Build => ({
  id: 3,
  status: 'running',
  progress: { phase: { id: phase, done, total } },
});

describe('the build progress in the terminal', () => {
  it('prints one plain line per phase when not on a terminal, however often the build is asked', () => {
    const out: string[] = [];
    const printer = progress.progressPrinter({ tty: false, write: (text) => out.push(text) });
    for (let i = 0; i < 10; i++) printer.update(running('preparing'), i * 2000);
    for (let i = 0; i < 10; i++) printer.update(running('code'), 20_000 + i * 2000);
    for (let done = 0; done <= 1099; done += 100) printer.update(running('html', done, 1099), 40_000 + done);
    printer.end();
    expect(out.join('')).toBe(
      '   build 3: getting ready\n   build 3: building the scripts\n   build 3: rendering the pages\n',
    );
  });

  it('redraws one bar per phase in place on a terminal, with the true share of the pages done', () => {
    const out: string[] = [];
    const printer = progress.progressPrinter({ tty: true, write: (text) => out.push(text) });
    printer.update({ id: 3, status: 'queued', progress: null }, 0);
    printer.update(running('code'), 1000);
    printer.update(running('code'), 76_000);
    printer.update(running('html', 540, 1099), 80_000);
    printer.end();
    const text = out.join('');
    // Three phases, three lines; every redraw starts by going back to the line's start.
    expect(text.split('\n')).toHaveLength(4);
    expect(out.filter((chunk) => chunk.startsWith('\r\u001b[2K'))).toHaveLength(4);
    expect(text).toContain('   build 3: building the scripts 1:15');
    expect(text).toContain('rendering the pages █████████░░░░░░░░░░░ 540/1099 49% 0:00');
    // No estimate where the phase does not count: a long step shows its time, never "~99%".
    expect(text).not.toMatch(/building the scripts[^\n]*%/);
  });

  it('names the phase alone without a bar', () => {
    expect(progress.progressLine(running('html', 1, 2), { withBar: false, since: 0, now: 5000 })).toBe(
      '   build 3: rendering the pages',
    );
  });
});
