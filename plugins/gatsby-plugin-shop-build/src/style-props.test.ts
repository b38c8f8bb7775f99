import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

type IsPropValid = ((prop: string) => boolean) & { STYLE_PROPS: Set<string> };
const isPropValid = createRequire(__filename)('./style-props.cjs') as IsPropValid;
const upstream = createRequire(__filename)('@emotion/is-prop-valid').default as (prop: string) => boolean;

const SRC = resolve(__dirname, '../../../src');

/** The shop's source modules (tests left out). */
const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => join(SRC, file));

/** The props named in the type of each styled HTML element (`styled.span<{ large: boolean }>`). */
function styledElementProps(): { file: string; prop: string }[] {
  const found: { file: string; prop: string }[] = [];
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    // `styled.tag<{…}>` and `styled('tag', options)<{…}>`; an element with its own
    // shouldForwardProp decides for itself.
    for (const match of text.matchAll(/styled(?:\.[a-z]+\d?|\('[a-z]+\d?'(, *\{[^)]*\})?\))\s*<\{([^}]*)\}>/g)) {
      if (match[1]?.includes('shouldForwardProp')) continue;
      for (const prop of match[2].matchAll(/(\w+)\??\s*:/g)) found.push({ file, prop: prop[1] });
    }
  }
  return found;
}

describe("the build's is-prop-valid", () => {
  it('keeps every prop a styled element takes for its styles out of the DOM', () => {
    const props = styledElementProps();
    // the scan finds the shop's styled elements (a broken pattern would find none and pass)
    expect(props.length).toBeGreaterThan(15);
    const missing = props.filter(({ prop }) => isPropValid(prop));
    expect(missing).toEqual([]);
  });

  it('lists no prop that no styled element takes', () => {
    const named = new Set(styledElementProps().map(({ prop }) => prop));
    expect([...isPropValid.STYLE_PROPS].filter((prop) => !named.has(prop))).toEqual([]);
  });

  it('passes the DOM attributes the shop sets, as the package does', () => {
    const attributes = ['className', 'children', 'style', 'id', 'role', 'title', 'href', 'type', 'disabled', 'hidden'];
    const more = ['tabIndex', 'htmlFor', 'value', 'name', 'placeholder', 'onClick', 'onKeyDown', 'aria-label'];
    for (const prop of [...attributes, ...more, 'aria-pressed', 'data-testid', 'lang', 'hrefLang', 'src', 'alt']) {
      expect([prop, isPropValid(prop)]).toEqual([prop, true]);
      expect([prop, upstream(prop)]).toEqual([prop, true]);
    }
  });

  it("keeps emotion's own props as the package does", () => {
    for (const prop of ['as', 'theme', 'large', 'inStock', 'sticky']) {
      expect([prop, isPropValid(prop)]).toEqual([prop, false]);
    }
    expect(upstream('as')).toBe(false);
    expect(upstream('theme')).toBe(false);
  });
});
