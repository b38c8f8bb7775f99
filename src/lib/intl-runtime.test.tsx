/**
 * The shop's formatter (intl-runtime.tsx) against react-intl itself, for every text of every
 * language, with the build's texts in both forms (ASTs, and the compact form the bundles carry):
 * the same strings, the same nodes in the same order (or the static HTML would not hydrate).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { TextEncoder } from 'node:util';
import { isValidElement, type ReactNode } from 'react';
import * as reactIntl from 'react-intl';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import * as runtime from './intl-runtime';

const { compactText } = createRequire(__filename)(
  '../../plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs',
) as { compactText: (ast: Ast[]) => Ast[] | string };

interface Ast {
  type: number;
  value?: string;
  options?: Record<string, { value: Ast[] }>;
  children?: Ast[];
}

// react-dom/server's browser build (jsdom) needs TextEncoder, which jsdom lacks.
let renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToStaticMarkup } = await import('react-dom/server'));
});

// Jest gives the texts as the build's loader does (src/test/icu-messages-transform.cjs): ASTs.
const TEXTS = { tm, ru, en } as unknown as Record<string, Record<string, Ast[]>>;

const LOCALES = { tm: 'tk-TM', ru: 'ru-RU', en: 'en' } as const;

/** Every value a text names, with its kind: plural, select (with its options), tag or plain. */
function argumentsOf(els: Ast[], found = new Map<string, { kind: number; options?: string[] }>()) {
  for (const el of els) {
    // a plural's or select's value may also be printed plainly inside it: the plural or select decides
    if (el.value !== undefined && el.type !== 0 && (!found.has(el.value) || [5, 6, 8].includes(el.type)))
      found.set(el.value, { kind: el.type, options: Object.keys(el.options ?? {}) });
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, found);
    if (el.children) argumentsOf(el.children, found);
  }
  return found;
}

/** Sets of values to format a text with: each plural at several counts, each select at each option. */
function valueSets(ast: Ast[]): Record<string, unknown>[] {
  const args = [...argumentsOf(ast)];
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1.5, 12345];
  const rounds = Math.max(counts.length, ...args.map(([, arg]) => arg.options?.length ?? 0));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      args.map(([name, arg]) => {
        if (arg.kind === 6) return [name, counts[round % counts.length]];
        if (arg.kind === 5)
          return [name, [...(arg.options ?? []), 'unknown'][round % ((arg.options?.length ?? 0) + 1)]];
        if (arg.kind === 8) return [name, (chunks: ReactNode[]) => <a href="/x">{chunks}</a>];
        // plain values: a string, a number, a node (the profile's strength level is a <strong>)
        return [name, [`«${name}»`, 42, <strong key="s">{name}</strong>][round % 3]];
      }),
    ),
  );
}

/** A formatted result as data: strings as they are, elements by type, key and rendered markup. */
const shape = (result: unknown): unknown =>
  Array.isArray(result)
    ? result.map(shape)
    : isValidElement(result)
      ? { type: String(result.type), key: result.key, html: renderToStaticMarkup(result) }
      : result;

describe.each(Object.entries(LOCALES))('texts of %s', (lng, locale) => {
  const asts = TEXTS[lng];
  const compact = Object.fromEntries(Object.entries(asts).map(([id, ast]) => [id, compactText(ast)]));
  const theirs = reactIntl.createIntl(
    { locale, defaultLocale: 'tk-TM', messages: asts as never, onError: () => undefined },
    reactIntl.createIntlCache(),
  );
  const ours = runtime.createIntl({
    locale,
    defaultLocale: 'tk-TM',
    messages: compact as never,
    onError: () => undefined,
  });
  const oursFromAsts = runtime.createIntl({ locale, defaultLocale: 'tk-TM', messages: asts as never });

  it('formats every text as react-intl does, with every kind of value', () => {
    let compared = 0;
    for (const [id, ast] of Object.entries(asts)) {
      for (const values of valueSets(ast)) {
        const expected = shape(theirs.formatMessage({ id }, values as never));
        expect({ id, values, result: shape(ours.formatMessage({ id }, values)) }).toEqual({
          id,
          values,
          result: expected,
        });
        expect(shape(oursFromAsts.formatMessage({ id }, values))).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(Object.keys(asts).length * 10);
  });

  it('renders <FormattedMessage> to the same HTML', () => {
    for (const [id, ast] of Object.entries(asts)) {
      const [values] = valueSets(ast);
      const html = (
        intl: unknown,
        Formatted: typeof reactIntl.FormattedMessage,
        Provider: typeof reactIntl.RawIntlProvider,
      ) =>
        renderToStaticMarkup(
          <Provider value={intl as never}>
            <p>
              <Formatted id={id} values={values as never} />
            </p>
          </Provider>,
        );
      expect(html(ours, runtime.FormattedMessage as never, runtime.RawIntlProvider as never)).toBe(
        html(theirs, reactIntl.FormattedMessage, reactIntl.RawIntlProvider),
      );
    }
  });
});

describe('whole numbers without Intl.NumberFormat', () => {
  const samples = [0, 1, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000];
  const all = [
    ...samples,
    ...samples.filter((n) => n > 0).map((n) => -n),
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
  ];
  for (let n = 1; n < 1e15; n = n * 7 + 3) all.push(n);

  it("write what Node's full ICU writes, in each of the shop's locales", () => {
    for (const locale of ['tk-TM', 'ru-RU', 'en']) {
      const icu = new Intl.NumberFormat(locale);
      for (const n of all) expect([locale, n, runtime.integerText(locale, n)]).toEqual([locale, n, icu.format(n)]);
    }
    // Turkmen groups by a no-break space as Russian does (Chromium has no Turkmen number data and
    // writes "1,234" for 'tk-TM': the server's page and the browser's render disagreed).
    expect(runtime.integerText('tk-TM', 1234)).toBe('1\u00a0234');
  });

  it('leave fractions, -0, unsafe integers and other locales to Intl', () => {
    expect(runtime.integerText('en', 2.5)).toBeNull();
    expect(runtime.integerText('en', -0)).toBeNull();
    expect(runtime.integerText('en', 2 ** 60)).toBeNull();
    expect(runtime.integerText('de', 1234)).toBeNull();
  });
});

describe('what react-intl does on bad input', () => {
  const errors: Error[] = [];
  const intl = runtime.createIntl({
    locale: 'en',
    messages: { known: [{ type: 1, value: 'name' }] } as never,
    onError: (error) => errors.push(error),
  });

  it('answers the id for a text that is not there, and reports it', () => {
    expect(intl.formatMessage({ id: 'not.there' })).toBe('not.there');
    expect(errors.pop()?.message).toMatch(/not\.there/);
  });

  it('answers the id when a value is missing, and reports it', () => {
    expect(intl.formatMessage({ id: 'known' })).toBe('known');
    expect(errors.pop()?.message).toMatch(/"name" is missing/);
  });

  it('needs a provider', () => {
    const Orphan = () => <runtime.FormattedMessage id="known" />;
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/RawIntlProvider/);
  });
});
