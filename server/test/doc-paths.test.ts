/**
 * What scripts/check-doc-paths.mjs (`npm run check:docs`) reads as a repository path in a doc: the
 * paths it then requires to exist, so a doc cannot go on describing a file that was deleted.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

const SCRIPT = resolve(__dirname, '../../scripts/check-doc-paths.mjs');

function pathsIn(markdown: string): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, [SCRIPT, '--extract'], (error, stdout) =>
      error ? fail(error) : done(JSON.parse(stdout) as string[]),
    );
    child.stdin!.end(markdown);
  });
}

describe('the doc path check', () => {
  it('reads code spans, plain words and links, trimmed of punctuation, line numbers and anchors', async () => {
    const markdown = [
      'The cache (`src/lib/style-cache.ts`, aliased), see src/app/seo.tsx:12 and [ADR 024](adr/024-one.md#why).',
      'Written from src/: `lib/store/hooks.ts`; the shell, "src/html.tsx". Config: `package.json`.',
    ].join('\n');
    expect((await pathsIn(markdown)).sort()).toEqual(
      [
        'link:adr/024-one.md',
        'lib/store/hooks.ts',
        'package.json',
        'src/',
        'src/app/seo.tsx',
        'src/html.tsx',
        'src/lib/style-cache.ts',
      ].sort(),
    );
  });

  it('passes over URLs, routes, globs, placeholders, settings and npm packages', async () => {
    const markdown = [
      'See https://example.com/a/b.js and GET /client/v4/orders/{id}/payment, `locales/*.json`,',
      '`docs/adr/NNN-*.md`, `src/features/X`, `<id>`, DATA_DIR/api.json, `@reduxjs/toolkit`, `.tsx`,',
      'and `…/threads/x.cjs`.',
    ].join('\n');
    expect(await pathsIn(markdown)).toEqual([]);
  });
});
