/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from '@jest/globals';
import Html from './html';

const props = {
  htmlAttributes: { lang: 'tk' },
  headComponents: [<title key="title">Baş sahypa</title>] as ReactNode[],
  bodyAttributes: {},
  preBodyComponents: [] as ReactNode[],
  // as React's streaming renderer leaves it now and then: NUL bytes between multibyte characters
  body: '<div id="gatsby-focus-wrapper"><p>Ýük\0 ★\0\0★</p><a>Deňe\0şdir</a></div>',
  postBodyComponents: [
    <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
  ] as ReactNode[],
};

describe('the page shell (src/html.tsx)', () => {
  it("writes Gatsby's page with the body's NUL bytes taken out", () => {
    const written = renderToStaticMarkup(<Html {...props} />);
    expect(written).not.toContain('\0');
    expect(written).toContain(
      '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p>Ýük ★★</p><a>Deňeşdir</a></div></div>',
    );
    expect(written).toContain('<html lang="tk"><head><meta charSet="utf-8"/>');
    expect(written).toContain('<title>Baş sahypa</title></head>');
    expect(written.endsWith('<script id="gatsby-script-loader">window.pagePath="/";</script></body></html>')).toBe(
      true,
    );
  });
});
