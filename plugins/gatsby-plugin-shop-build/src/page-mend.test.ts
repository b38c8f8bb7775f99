import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { withSlicesStitched } from '../threads/page-mend.cjs';

describe("Gatsby's slices stitched into a page", () => {
  const slices: Record<string, string> = {
    '_gatsby-scripts-1':
      '\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script src="/app-1.js" async></script>',
    'footer-1':
      '<footer><p>Altyn Asyr</p><slice-start id="badge-1"></slice-start><slice-end id="badge-1"></slice-end></footer>',
    'badge-1': '<a href="/app">App</a>',
  };
  const place = (id: string) => `<slice-start id="${id}"></slice-start><slice-end id="${id}"></slice-end>`;
  const pages = {
    rendered: `<!DOCTYPE html><html><body><div id="___gatsby"><main>Ýük</main>${place('footer-1')}</div>${place('_gatsby-scripts-1')}</body></html>`,
    // stitched before, with other scripts: the comments' content is replaced
    restitched: `<body><p>x</p><!-- slice-start id="_gatsby-scripts-1" --><script src="/app-0.js"></script><!-- slice-end id="_gatsby-scripts-1" --></body>`,
    // a slice inside the one replaced goes with it
    nested: `<body><!-- slice-start id="footer-1" --><footer>old${place('badge-1')}</footer><!-- slice-end id="footer-1" --></body>`,
  };

  it("gives the page Gatsby's own stitching gives, byte for byte", async () => {
    const { stitchSliceForAPage } = (await import('gatsby/dist/utils/slices/stitching')) as {
      stitchSliceForAPage: (options: { pagePath: string; publicDir: string }) => Promise<void>;
    };
    const publicDir = mkdtempSync(path.join(tmpdir(), 'stitch-'));
    try {
      mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
      for (const [id, html] of Object.entries(slices))
        writeFileSync(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), html);
      for (const [name, html] of Object.entries(pages)) {
        mkdirSync(path.join(publicDir, name), { recursive: true });
        writeFileSync(path.join(publicDir, name, 'index.html'), html);
        await stitchSliceForAPage({ pagePath: `/${name}/`, publicDir });
        const gatsby = readFileSync(path.join(publicDir, name, 'index.html'), 'utf8');
        expect(gatsby).not.toBe(html);
        expect(withSlicesStitched(html, (id) => slices[id])).toBe(gatsby);
        // Stitching again with the same slices changes nothing.
        expect(withSlicesStitched(gatsby, (id) => slices[id])).toBe(gatsby);
      }
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it('leaves a page without slices alone and refuses a broken one', () => {
    expect(withSlicesStitched('<body><p>slice-end</p></body>', () => '')).toBeNull();
    const read = (id: string) => slices[id];
    expect(() => withSlicesStitched('<slice-start id="a"></slice-start>', read)).toThrow(/a start without an end/);
    expect(() => withSlicesStitched('<slice-start id="a"></slice-end>', read)).toThrow(/closed by/);
    expect(() => withSlicesStitched('<!-- slice-start id="a" -->', read)).toThrow(/a start without an end/);
    expect(() =>
      withSlicesStitched(
        'x<slice-start id="a"></slice-start><!-- slice-end id="b" --><!-- slice-end id="a" -->',
        () => '',
      ),
    ).not.toThrow();
  });
});
