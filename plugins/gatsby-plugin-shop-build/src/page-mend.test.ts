import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { withChunkMappingCompacted, withEmotionStylesInHead, withSlicesStitched } from '../threads/page-mend.cjs';

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("emotion's server styles moved into the head", () => {
  const built = page(
    '<meta charset="utf-8"/><style>.gatsby{}</style>',
    '<div id="___gatsby"><style data-emotion="css-global 1d035ye">body{margin:0}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><header class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{x:1}.css-c3{y:2}</style><a class="css-b2">Deňeşdir</a></header>' +
      '<style data-emotion="css-global 9zz">h1{margin:0}</style><style data-emotion="css d4">.css-d4{z:3}</style>' +
      '<main class="css-d4"><style data-emotion="other">kept{}</style></main></div>',
  );

  it('keeps the rules and their order, merges neighbours of one key, marks them moved', () => {
    const mended = withEmotionStylesInHead(built)!;
    const head = mended.slice(0, mended.indexOf('</head>'));
    const body = mended.slice(mended.indexOf('</head>'));
    expect(head).toContain(
      '<style>.gatsby{}</style>' +
        '<style data-emotion="css-global 1d035ye" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{x:1}.css-c3{y:2}</style>' +
        '<style data-emotion="css-global 9zz" data-s="">h1{margin:0}</style>' +
        '<style data-emotion="css d4" data-s="">.css-d4{z:3}</style>',
    );
    // The body keeps its elements, text and a style that is not emotion 11's server output.
    expect(body).toBe(
      '</head><body><div id="___gatsby"><header class="css-a1"><a class="css-b2">Deňeşdir</a></header>' +
        '<main class="css-d4"><style data-emotion="other">kept{}</style></main></div></body></html>',
    );
  });

  it('leaves a mended page, a page without styles and a fragment as they are', () => {
    const mended = withEmotionStylesInHead(built)!;
    expect(withEmotionStylesInHead(mended)).toBeNull();
    expect(withEmotionStylesInHead(page('', '<div id="___gatsby"><p>plain</p></div>'))).toBeNull();
    expect(withEmotionStylesInHead('<style data-emotion="css a1">.css-a1{}</style><p>slice</p>')).toBeNull();
  });
});

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

describe("Gatsby's chunk mapping without its empty entries", () => {
  const mapping = {
    app: ['/app-959c5074793f166e5325.js'],
    offline: [],
    'component---src-templates-home-tsx': [],
    'component---src-templates-product-tsx': ['/component---src-templates-product-tsx-1.js'],
  };
  // As Gatsby writes its script slice: the JSON text in a JavaScript string.
  const slice = (value: unknown) =>
    `\n<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping=${JSON.stringify(JSON.stringify(value))};\n</script>` +
    '<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>';
  /** What a browser gets from the slice's script: the mapping Gatsby's loader reads. */
  const mappingOf = (html: string) => {
    const script = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)![1];
    return JSON.parse(JSON.parse(script) as string) as Record<string, string[]>;
  };

  it('keeps every entry with files, and the rest of the slice', () => {
    const compacted = withChunkMappingCompacted(slice(mapping));
    expect(mappingOf(compacted)).toEqual({
      app: mapping.app,
      'component---src-templates-product-tsx': mapping['component---src-templates-product-tsx'],
    });
    expect(compacted.length).toBeLessThan(slice(mapping).length);
    expect(compacted).toContain(
      '<script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>',
    );
    // a page's Content-Security-Policy hashes the script as it is written, so it must not move again
    expect(withChunkMappingCompacted(compacted)).toBe(compacted);
  });

  it('leaves a slice without a mapping, or with one it cannot read, as it is', () => {
    const other = '<script src="/app-1.js" async></script>';
    expect(withChunkMappingCompacted(other)).toBe(other);
    const broken = '<script>window.___chunkMapping="{not json";</script>';
    expect(withChunkMappingCompacted(broken)).toBe(broken);
  });

  it('is what a stitched page gets', () => {
    const page =
      '<body><div id="___gatsby"></div><slice-start id="s"></slice-start><slice-end id="s"></slice-end></body>';
    const stitched = withSlicesStitched(page, () => withChunkMappingCompacted(slice(mapping)))!;
    expect(Object.keys(mappingOf(stitched))).toEqual(['app', 'component---src-templates-product-tsx']);
  });
});
