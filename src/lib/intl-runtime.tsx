/**
 * The part of react-intl the shop uses (createIntl, createIntlCache, RawIntlProvider, useIntl,
 * FormattedMessage), formatting the texts the build has already parsed into ICU message ASTs
 * (plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs). The build aliases `react-intl` to
 * this module for the browser and for the server render alike (gatsby-plugin-shop-build), so both
 * render the same nodes; its output is checked against react-intl's for every text of every
 * language (intl-runtime.test.tsx). react-intl with @formatjs/intl and intl-messageformat was about
 * 8 KB gzip of every page's first load (issue 17); this is about 1 KB. Types come from react-intl.
 *
 * Texts are ASTs, or a plain string for a text that is one literal (the build's compact form).
 * The formatting follows intl-messageformat: adjacent strings are joined, a `#` is the plural
 * value in the locale's number format, a `select` falls back to `other`, a plural tries `=N`, then
 * the locale's plural rule, then `other`; a text with rich parts gives a keyed array of nodes.
 */
import {
  Children,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useContext,
  type ElementType,
  type ReactNode,
} from 'react';

/** The AST element types of @formatjs/icu-messageformat-parser (its `TYPE` enum); 5 is select. */
const T = { literal: 0, argument: 1, number: 2, date: 3, time: 4, plural: 6, pound: 7, tag: 8 } as const;

interface Part {
  type: number;
  value: string;
  style?: string | { parsedOptions?: Record<string, unknown> } | null;
  options?: Record<string, { value: Part[] }>;
  offset?: number;
  pluralType?: Intl.PluralRulesOptions['type'];
  children?: Part[];
}

type Message = string | Part[];
type Values = Record<string, unknown>;

/** intl-messageformat's named styles (`{n, number, percent}`, `{d, date, short}` …). */
const FORMATS: Record<string, Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>> = {
  number: { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

/** Intl formatters by locale and options, shared by the intl instances given the same cache. */
export interface IntlCache {
  formatters: Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>;
}

export const createIntlCache = (): IntlCache => ({ formatters: new Map() });

function formatter<F>(cache: IntlCache, kind: string, make: () => F, options?: object): F {
  const key = `${kind}:${JSON.stringify(options ?? null)}`;
  let made = cache.formatters.get(key) as F | undefined;
  if (!made) {
    made = make();
    cache.formatters.set(key, made as never);
  }
  return made;
}

export interface IntlConfig {
  locale: string;
  defaultLocale?: string;
  messages?: Record<string, Message>;
  onError?: (error: Error) => void;
}

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Record<string, Message>;
  formatMessage: (descriptor: { id: string }, values?: Values) => string | ReactNode[];
  $t: IntlShape['formatMessage'];
}

const styleOf = (el: Part, kind: 'number' | 'date' | 'time') =>
  typeof el.style === 'string' ? FORMATS[kind][el.style] : (el.style?.parsedOptions ?? undefined);

/** The group separator of each shop language's default number format, as ICU writes it. */
const GROUP_SEPARATOR: Record<string, string> = { 'tk-TM': '\u00a0', 'ru-RU': '\u00a0', en: ',' };

/**
 * A whole number in the locale's default number format ("1 234", "1,234") without an
 * Intl.NumberFormat: the first one a page constructs costs 25-95 ms of the hydration task on a
 * phone (Chromium at 4x CPU slowdown), for no more than a count such as "24 haryt". The same text
 * as Intl's for every safe integer (intl-runtime.test.tsx compares them); null for anything else
 * (fractions, -0, other locales), which Intl formats.
 */
export function integerText(locale: string, value: number): string | null {
  const separator = GROUP_SEPARATOR[locale];
  if (separator === undefined || !Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  const digits = String(Math.abs(value));
  let text = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = text.length; at < digits.length; at += 3) text += separator + digits.slice(at, at + 3);
  return value < 0 ? `-${text}` : text;
}

/** A text's parts; adjacent strings joined (intl-messageformat's formatToParts, then format). */
function format(els: Part[], locale: string, cache: IntlCache, values: Values | undefined, plural?: number) {
  const out: unknown[] = [];
  const push = (value: unknown) => {
    if (typeof value === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += value;
    else out.push(value);
  };
  const numberFormat = (options?: Intl.NumberFormatOptions) =>
    formatter(cache, `n:${locale}`, () => new Intl.NumberFormat(locale, options), options);
  for (const el of els) {
    if (el.type === T.literal) {
      push(el.value);
      continue;
    }
    if (el.type === T.pound) {
      if (typeof plural === 'number') push(integerText(locale, plural) ?? numberFormat().format(plural));
      continue;
    }
    if (!values || !(el.value in values)) throw new Error(`The value "${el.value}" is missing`);
    const value = values[el.value];
    if (el.type === T.argument) {
      push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
    } else if (el.type === T.number) {
      const options = styleOf(el, 'number') as (Intl.NumberFormatOptions & { scale?: number }) | undefined;
      const plain = options === undefined ? integerText(locale, value as number) : null;
      push(plain ?? numberFormat(options).format((value as number) * (options?.scale ?? 1)));
    } else if (el.type === T.date || el.type === T.time) {
      const options =
        styleOf(el, el.type === T.date ? 'date' : 'time') ?? (el.type === T.time ? FORMATS.time.medium : undefined);
      push(
        formatter(cache, `d:${locale}`, () => new Intl.DateTimeFormat(locale, options), options).format(
          value as number | Date,
        ),
      );
    } else if (el.type === T.tag) {
      if (typeof value !== 'function') throw new Error(`The value "${el.value}" is not a function`);
      const chunks: unknown = value(keyed(format(el.children ?? [], locale, cache, values, plural)));
      for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
    } else {
      let option = el.type === T.plural ? el.options?.[`=${String(value)}`] : el.options?.[String(value)];
      const offset = el.offset ?? 0;
      if (el.type === T.plural && !option) {
        const rules = formatter(cache, `p:${locale}`, () => new Intl.PluralRules(locale, { type: el.pluralType }), {
          type: el.pluralType,
        });
        option = el.options?.[rules.select((value as number) - offset)];
      }
      option ??= el.options?.other;
      if (!option) throw new Error(`No option of "${el.value}" for ${String(value)}`);
      const inner = format(
        option.value,
        locale,
        cache,
        values,
        el.type === T.plural ? (value as number) - offset : undefined,
      );
      for (const part of inner) push(part);
    }
  }
  return out;
}

/** Parts as React children with index keys (react-intl's toKeyedReactNodeArray). */
const keyed = (parts: unknown[]): ReactNode[] =>
  Children.map(parts as ReactNode[], (node, index) =>
    isValidElement(node) ? cloneElement(node, { key: index }) : node,
  ) ?? [];

const reportError = (error: Error) => {
  if (process.env.NODE_ENV !== 'production') console.error(error);
};

export function createIntl(config: IntlConfig, cache: IntlCache = createIntlCache()): IntlShape {
  const { locale, defaultLocale = 'en', messages = {}, onError = reportError } = config;
  const formatMessage = ({ id }: { id: string }, values?: Values): string | ReactNode[] => {
    const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (typeof message === 'string') return message;
    if (!message) {
      onError(new Error(`Missing message: "${id}" for locale "${locale}", using id as fallback.`));
      return id;
    }
    if (message.length === 1 && message[0].type === T.literal) return message[0].value;
    try {
      const parts = format(message, locale, cache, values);
      if (parts.length <= 1) return (parts[0] as string | undefined) ?? '';
      return keyed(parts);
    } catch (error) {
      onError(new Error(`Error formatting message: "${id}", using id as fallback. ${(error as Error).message}`));
      return id;
    }
  };
  return { locale, defaultLocale, messages, formatMessage, $t: formatMessage };
}

const IntlContext = createContext<IntlShape | null>(null);

export const RawIntlProvider = IntlContext.Provider;

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] Could not find required `intl` object. <RawIntlProvider> needs to exist.');
  return intl;
}

export function FormattedMessage({
  id,
  values,
  tagName,
  children,
}: {
  id: string;
  values?: Values;
  tagName?: ElementType;
  children?: (nodes: ReactNode[]) => ReactNode;
}) {
  const nodes = useIntl().formatMessage({ id }, values);
  if (typeof children === 'function') return <>{children(Array.isArray(nodes) ? nodes : [nodes])}</>;
  if (tagName) return createElement(tagName, null, nodes);
  return <>{nodes}</>;
}
