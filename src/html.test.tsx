/**
 * @jest-environment node
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  withEmotionStylesInHead,
  withoutNulBytes,
  withSlicesStitched,
} from '../plugins/gatsby-plugin-shop-build/threads/page-mend.cjs';
import Html from './html';

const SLICE =
  '\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        <script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>';

/** What Gatsby puts after the body for its script slice: an empty place (static-entry.js). */
function ServerSliceRenderer({ sliceId }: { sliceId: string }) {
  return (
    <>
      {createElement('slice-start', { id: `${sliceId}-1` })}
      {createElement('slice-end', { id: `${sliceId}-1` })}
    </>
  );
}

const props = {
  htmlAttributes: { lang: 'tk' },
  headComponents: [<title key="title">Baş sahypa</title>] as ReactNode[],
  bodyAttributes: {},
  preBodyComponents: [] as ReactNode[],
  // as React renders it: a component's styles before it, and now and then a NUL byte
  body:
    '<div id="gatsby-focus-wrapper"><style data-emotion="css-global 1a">body{margin:0}</style>' +
    '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">Ýük\0 ★\0\0★</p>' +
    '<style data-emotion="css b2">.css-b2{x:1}</style><a class="css-b2">Deňeşdir</a></div>',
  postBodyComponents: [
    <div key="consent" id="consent-static" hidden>
      <style data-emotion="css c3">{'.css-c3{y:2}'}</style>
      <p className="css-c3">Kukiler</p>
    </div>,
    <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
    <ServerSliceRenderer key="slice" sliceId="_gatsby-scripts" />,
  ] as ReactNode[],
};

const page = () => `<!DOCTYPE html>${renderToStaticMarkup(<Html {...props} />)}`;
const global = globalThis as { __SHOP_SCRIPTS_SLICE__?: string | null };

describe('the page shell (src/html.tsx) writes each page as it is served', () => {
  afterEach(() => {
    global.__SHOP_SCRIPTS_SLICE__ = undefined;
  });

  it("gives, in one write, the page Gatsby's stitching and the page mend made of Gatsby's own", () => {
    global.__SHOP_SCRIPTS_SLICE__ = null;
    // Without a slice handed over: Gatsby's html.js, its empty place for the scripts included.
    const gatsbys = page();
    expect(gatsbys).toContain('<slice-start id="_gatsby-scripts-1"></slice-start>');
    expect(gatsbys).toContain('\0');
    const stitched = withSlicesStitched(withoutNulBytes(Buffer.from(gatsbys))!.toString('utf8'), () => SLICE)!;
    const mended = withEmotionStylesInHead(stitched)!;

    global.__SHOP_SCRIPTS_SLICE__ = SLICE;
    const written = page();
    expect(written).toBe(mended);
    // So the mend, reading it, finds nothing to do.
    expect(withoutNulBytes(Buffer.from(written))).toBeNull();
    expect(withSlicesStitched(written, () => SLICE)).toBe(written);
    expect(withEmotionStylesInHead(written)).toBeNull();
  });

  it('puts the scripts where Gatsby stitches them, and the styles in the head in their order', () => {
    global.__SHOP_SCRIPTS_SLICE__ = SLICE;
    const written = page();
    const head = written.slice(0, written.indexOf('</head>'));
    expect(
      head.endsWith(
        '<title>Baş sahypa</title><style data-emotion="css-global 1a" data-s="">body{margin:0}</style>' +
          '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{x:1}.css-c3{y:2}</style>',
      ),
    ).toBe(true);
    expect(written).toContain('<p class="css-a1">Ýük ★★</p>');
    expect(written).toMatch(
      /<script id="gatsby-script-loader">window.pagePath="\/";<\/script><!-- slice-start id="_gatsby-scripts-1" -->\n {10}<script\n/,
    );
    expect(written.endsWith('<!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(true);
  });
});
