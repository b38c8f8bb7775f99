/**
 * The browser's style cache (style-cache.ts): its compiler writes what emotion's cache writes, and it
 * takes over the page's server styles as emotion's does. Every component test also checks each style
 * it renders against emotion's (src/test/checked-style-cache.ts); these are the cases the shop's
 * styles may not show yet.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { serializeStyles } from '@emotion/serialize';
import { render } from '@testing-library/react';
import { GlobalStyles, globalRules } from '../app/global-styles';
import { emotionRules, takeStyleMismatches } from '../test/checked-style-cache';
import createCache, { compileStyles } from './style-cache';

const cases: [selector: string, styles: string][] = [
  ['.css-a', 'color:red;&:hover{color:blue;}padding:0;'],
  ['.css-a', 'color: red ;  margin : 0 auto;& > b, &:focus{x:y}'],
  ['.css-a', 'display:grid;@media (min-width:768px){grid-template-columns:1fr 1fr;&:hover{x:y}}'],
  ['.css-a', '@media (min-width:768px){@media (prefers-reduced-motion:reduce){transition:none;}}'],
  ['.css-a', '@supports (display:grid){@media print{x:y}}'],
  ['.css-a', 'content:"{;}";b{c:d}'],
  ['.css-a', "&::after{content:'›';margin:0 4px;}"],
  ['.css-a', ':not(.b,.c){x:y}:hover{x:z}::before{content:""}'],
  ['.css-a', 'label:product-card;color:red;'],
  ['.css-a', '&{x:y}.b &{x:z}& + &{margin-top:4px}'],
  ['.css-a', 'a,button{outline:0;&:focus-visible{outline:2px solid #000;}}'],
  ['.css-a', 'width:calc(100% - 2px);background:url(data:image/svg+xml;utf8,<svg></svg>);'],
  ['.css-a', 'color:red!important;--gap: 4px;grid-area:1 / 1 / 2 / 2;'],
  ['.css-a', '[data-state="open"] &{display:block;}input[type="checkbox"]{accent-color:#000}'],
  ['.css-a', '/* a comment */color:red;/* another */'],
  ['.css-a', 'li:nth-of-type(2n + 1){x:y}'],
  ['', '@keyframes toast-in{from{opacity:0;transform:translateY(8px);}to{opacity:1;transform:none;}}'],
  ['', 'html{-webkit-text-size-adjust:100%;}body,p{margin:0}:root{--a:1}'],
  ['', '@font-face{font-family:x;src:url(a;b);font-display:swap}'],
  ['.css-a', ''],
  ['.css-a', 'color:red;}'],
  ['.css-a', 'content:"a\\"b{";x:y;'],
  ['.css-a', '.a\\:b &{x:y}'],
  ['.css-a', 'grid-template-areas:"a b"   "c d";x:y'],
  ['.css-a', '&:is([title="a,b"], .c),d{x:y}'],
  ['.css-a', 'width:calc((100% - 2px) / 3);background:url( "a b.png" ) ;'],
  ['.css-a', 'x:y;/* a { b } */&:hover /* c */{x:z}'],
];

describe("the browser's style cache", () => {
  it.each(cases)('compiles %j %j as emotion does', (selector, styles) => {
    expect(compileStyles(selector ? `${selector}{${styles}}` : styles)).toEqual(emotionRules(selector, styles));
  });

  it('compiles object styles as emotion serializes them', () => {
    const { styles } = serializeStyles([
      {
        display: 'flex',
        gap: 8,
        '&:hover': { color: 'red' },
        '@media (min-width: 1100px)': { gap: 16, '& > li': { flex: 1 } },
        'ul, ol': { listStyle: 'none' },
      },
    ]);
    expect(compileStyles(`.css-b{${styles}}`)).toEqual(emotionRules('.css-b', styles));
  });

  it("compiles the shop's global styles as emotion does", () => {
    // checked-style-cache.ts compares each insert; the check runs here, not after the test
    render(<GlobalStyles />);
    expect(document.head.querySelector('style[data-emotion^="css-global"]')).not.toBeNull();
    expect(takeStyleMismatches()).toEqual([]);
  });

  it("takes over the server's styles: their names are inserted, the elements move to the head once", () => {
    document.head.innerHTML = '<style data-emotion="css abc def" data-s="">.css-abc{color:red;}</style>';
    document.body.innerHTML =
      '<div><style data-emotion="css ghi">.css-ghi{color:blue;}</style><p class="css-ghi">x</p></div>';
    const cache = createCache({ key: 'css', speedy: false });
    expect(cache.inserted).toEqual({ abc: true, def: true, ghi: true });
    expect(document.body.querySelector('style')).toBeNull();
    expect(document.head.querySelectorAll('style[data-s]')).toHaveLength(2);
  });

  it("leaves the server's styles in the head where they are, and inserts new rules after them", () => {
    document.head.innerHTML =
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>' +
      '<style data-emotion="css abc def" data-s="">.css-abc{color:red;}</style><script></script>';
    document.body.innerHTML = '';
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });
    const cache = createCache({ key: 'css', speedy: false });
    cache.insert('.css-xyz', { name: 'xyz', styles: 'color:blue;' }, cache.sheet, true);
    const changes = observer.takeRecords();
    observer.disconnect();
    // a move is a removal and an insertion: the browser would parse the moved rules again
    expect(changes.flatMap((change) => [...change.removedNodes])).toEqual([]);
    expect(changes.flatMap((change) => [...change.addedNodes]).map((node) => node.textContent)).toEqual([
      '.css-xyz{color:blue;}',
    ]);
    expect([...document.head.children].map((node) => node.getAttribute('data-emotion') ?? node.tagName)).toEqual([
      'css-global g1',
      'css abc def',
      'css',
      'SCRIPT',
    ]);
    expect(cache.inserted).toEqual({ abc: true, def: true, xyz: true });
  });

  it('inserts a new style into the sheet once, under its class name', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    const cache = createCache({ key: 'css', speedy: false });
    const serialized = { name: 'xyz', styles: 'color:red;&:hover{color:blue;}' };
    cache.insert('.css-xyz', serialized, cache.sheet, true);
    expect(cache.inserted.xyz).toBe(true);
    expect([...document.head.querySelectorAll('style')].map((node) => node.textContent)).toEqual([
      '.css-xyz{color:red;}',
      '.css-xyz:hover{color:blue;}',
    ]);
  });

  it("keeps the global styles of the page's HTML as they are, found by the name emotion's Global gives them", async () => {
    // what Global looks for in a page: `css-global` and the name of its styles serialized with the theme
    const { name, styles } = serializeStyles([globalRules], undefined, {});
    expect(name).toBe(globalRules.name);
    const server = `<style data-emotion="css-global ${name}" data-s="">${compileStyles(styles).join('')}</style>`;
    await jest.isolateModulesAsync(async () => {
      document.head.innerHTML = server;
      document.body.innerHTML = '';
      const observer = new MutationObserver(() => undefined);
      observer.observe(document.head, { childList: true, subtree: true, attributes: true, characterData: true });
      const { GlobalStyles: BrowserGlobal } = await import('../app/global-styles');
      const { unmount } = render(<BrowserGlobal />);
      unmount();
      expect(observer.takeRecords()).toEqual([]);
      observer.disconnect();
      expect(document.head.innerHTML).toBe(server);
    });
  });
});
