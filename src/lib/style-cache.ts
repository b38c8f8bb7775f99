/**
 * Emotion's style cache for the browser, in place of `@emotion/cache` (the browser build aliases that
 * package to this module: plugins/gatsby-plugin-shop-build/gatsby-node.ts; the server render keeps
 * emotion's own). Emotion's cache compiles each new style with stylis, a general CSS preprocessor,
 * and carries stylis's vendor prefixer even when a cache is made without it: 2.8 KB gzip of every
 * page's first-load script (issue 17). In the browser the cache compiles little: the page's styles
 * come compiled in its HTML (their names are read into `inserted` below, as emotion's cache does), so
 * only the styles of what the shopper opens later (panels, dialogs, states) are compiled here.
 *
 * What emotion's styles need of a compiler is small: declarations, nested rules (`&` for the
 * parent, a selector without `&` inside it, a selector starting with `:` on it), comma lists of
 * either, conditional at-rules (`@media`, `@supports`) nested anywhere, and at-rules kept as they
 * are (`@keyframes`, `@font-face`). `compileStyles` does that and writes what emotion's cache
 * writes, rule for rule (style-cache.test.ts compares the two on the shop's own styles and more).
 * Without the prefixer, as the shop's cache has been since the server render dropped it
 * (src/app/root-wrapper.tsx).
 */
import { StyleSheet } from '@emotion/sheet';
import type { EmotionCache, Options } from '@emotion/cache';

/** A declaration (`color:red`) or a block: a selector or at-rule, and what it holds. */
type Item = string | { prelude: string; body: Item[] };

/** Where the piece of `text` that starts at `start` ends: see `pieces`. */
function pieceEnd(text: string, start: number): number {
  const char = text[start];
  if (char === '/' && text[start + 1] === '*') {
    const close = text.indexOf('*/', start + 2);
    return close < 0 ? text.length : close + 2;
  }
  if (char === '"' || char === "'") {
    let i = start + 1;
    while (i < text.length && text[i] !== char) i += text[i] === '\\' ? 2 : 1;
    return Math.min(i + 1, text.length);
  }
  if (char === '(' || char === '[') {
    let depth = 0;
    for (let i = start; i < text.length;) {
      const inner = text[i];
      if (inner === '"' || inner === "'") {
        i = pieceEnd(text, i);
        continue;
      }
      if (inner === '(' || inner === '[') depth += 1;
      else if (inner === ')' || inner === ']') depth -= 1;
      i += inner === '\\' ? 2 : 1;
      if (depth === 0) return i;
    }
    return text.length;
  }
  return start + 1;
}

/**
 * A style text in the pieces the compiler reads it by: a string with its escapes, a bracketed
 * group (`(…)`, `[…]`, with the strings and groups inside it) and a comment are one piece each,
 * left to the end of the text when they are not closed; any other character is a piece of its own.
 */
function pieces(text: string): string[] {
  const list: string[] = [];
  for (let i = 0; i < text.length;) {
    const end = pieceEnd(text, i);
    list.push(text.slice(i, end));
    i = end;
  }
  return list;
}

/** Parses a style text into declarations and blocks, without its comments. */
function parse(css: string): Item[] {
  const stack: Item[][] = [[]];
  const preludes: string[] = [];
  let text = '';
  const end = () => {
    const item = text.trim();
    if (item) stack[stack.length - 1].push(item);
    text = '';
  };
  const close = () => {
    const body = stack.pop()!;
    stack[stack.length - 1].push({ prelude: preludes.pop()!, body });
  };
  for (const piece of pieces(css)) {
    if (piece.startsWith('/*')) continue;
    if (piece === ';') end();
    else if (piece === '{') {
      preludes.push(text.trim());
      stack.push([]);
      text = '';
    } else if (piece === '}') {
      end();
      // a stray `}` closes nothing
      if (stack.length > 1) close();
    } else text += piece;
  }
  end();
  // blocks left open close at the end, as stylis closes them
  while (stack.length > 1) close();
  return stack[0];
}

/** Characters next to which stylis drops whitespace, and after which (with `:`) too. */
const ISOLATE = '!+,/>@~;{}';

const isSpace = (piece: string | undefined) => piece !== undefined && piece.length === 1 && piece <= ' ';

/**
 * Whitespace as stylis leaves it: a run of it goes when it follows an isolating character or `:`, or
 * precedes an isolating character; else it is one space. Strings and brackets stay as written.
 */
function squeeze(text: string): string {
  const list = pieces(text);
  let out = '';
  for (let k = 0; k < list.length; k += 1) {
    if (!isSpace(list[k])) {
      out += list[k];
      continue;
    }
    while (isSpace(list[k + 1])) k += 1;
    const before = out[out.length - 1];
    const after = list[k + 1]?.[0];
    if (
      before !== undefined &&
      after !== undefined &&
      !ISOLATE.includes(before) &&
      before !== ':' &&
      !ISOLATE.includes(after)
    )
      out += ' ';
  }
  return out;
}

/** Splits a selector list at its top-level commas. */
function splitList(list: string): string[] {
  const parts = [''];
  for (const piece of pieces(squeeze(list))) {
    if (piece === ',') parts.push('');
    else parts[parts.length - 1] += piece;
  }
  return parts.filter(Boolean);
}

/** `color : red` as stylis writes it (`color:red`); emotion's `label:` declarations are dropped. */
function declaration(text: string): string | null {
  const item = squeeze(text);
  const colon = item.indexOf(':');
  if (colon < 1) return null;
  const property = item.slice(0, colon).trim();
  if (property === 'label') return null;
  return `${property}:${item.slice(colon + 1).trim()};`;
}

/** The selectors of a nested rule within its parents': `&` is the parent, else it is a descendant. */
function nest(selectors: string[], parents: string[]): string[] {
  if (!parents.length) return selectors;
  const nested: string[] = [];
  for (const selector of selectors) {
    const own = selector.startsWith(':') ? `&${selector}` : selector;
    for (const parent of parents) nested.push(own.includes('&') ? own.replace(/&/g, parent) : `${parent} ${own}`);
  }
  return nested;
}

/** At-rules whose content is rules for the selectors around them. */
const CONDITIONAL = /^@(media|supports|container|layer|document|scope)\b/;

/** A block written as it is (a @keyframes' stops, a @font-face's declarations). */
function verbatim(body: Item[]): string {
  return body
    .map((item) =>
      typeof item === 'string' ? (declaration(item) ?? '') : `${squeeze(item.prelude)}{${verbatim(item.body)}}`,
    )
    .join('');
}

function emit(items: Item[], parents: string[], out: string[]) {
  const declarations = parents.length
    ? items.flatMap((item) => (typeof item === 'string' ? (declaration(item) ?? []) : []))
    : [];
  if (declarations.length) out.push(`${parents.join(',')}{${declarations.join('')}}`);
  for (const item of items) {
    if (typeof item === 'string') continue;
    const { prelude, body } = item;
    if (prelude.startsWith('@')) {
      if (CONDITIONAL.test(prelude)) {
        const inner: string[] = [];
        emit(body, parents, inner);
        if (inner.length) out.push(`${squeeze(prelude)}{${inner.join('')}}`);
      } else out.push(`${squeeze(prelude)}{${verbatim(body)}}`);
    } else emit(body, nest(splitList(prelude), parents), out);
  }
}

/**
 * The rules of a style text (`.css-1x{color:red;&:hover{…}}`, or a global style's or keyframes'
 * text as it is), each one as emotion's stylis would hand it to the style sheet.
 */
export function compileStyles(css: string): string[] {
  const out: string[] = [];
  emit(parse(css), [], out);
  return out;
}

/** The browser's cache: emotion's `createCache` with `compileStyles` for stylis. */
export default function createCache(options: Options): EmotionCache {
  const { key } = options;
  if (key === 'css') {
    // emotion's server styles left in the body go to the head before React hydrates (the build
    // moves them already: plugins/gatsby-plugin-shop-build/threads/emotion-styles.cjs)
    document.querySelectorAll('style[data-emotion]:not([data-s])').forEach((node) => {
      if (!node.getAttribute('data-emotion')!.includes(' ')) return;
      document.head.appendChild(node);
      node.setAttribute('data-s', '');
    });
  }
  const inserted: EmotionCache['inserted'] = {};
  const present: HTMLStyleElement[] = [];
  document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key} "]`).forEach((node) => {
    const names = node.getAttribute('data-emotion')!.split(' ');
    for (let i = 1; i < names.length; i += 1) inserted[names[i]] = true;
    present.push(node);
  });
  const cache: EmotionCache = {
    key,
    sheet: new StyleSheet({
      key,
      container: options.container ?? document.head,
      nonce: options.nonce,
      speedy: options.speedy,
      prepend: options.prepend,
      insertionPoint: options.insertionPoint,
    }),
    nonce: options.nonce,
    inserted,
    registered: {},
    insert(selector, serialized, sheet, shouldCache) {
      for (const rule of compileStyles(selector ? `${selector}{${serialized.styles}}` : serialized.styles))
        sheet.insert(rule);
      if (shouldCache) cache.inserted[serialized.name] = true;
      return undefined;
    },
  };
  // The sheet takes the server's elements where they are. Emotion's `sheet.hydrate` would append
  // each one to the head again: the browser then parses its rules anew and restyles every element
  // the rules may match, the whole page (48 ms of a long task on home at 4x CPU slowdown).
  // The sheet's own first insert still goes after the last of them.
  cache.sheet.tags.push(...present);
  return cache;
}
