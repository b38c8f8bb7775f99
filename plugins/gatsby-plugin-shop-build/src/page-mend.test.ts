import { describe, expect, it } from '@jest/globals';
import { withEmotionStylesInHead } from '../threads/page-mend.cjs';

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
