/**
 * Texts of the screens no catalogue page shows (the profile, the orders: groups `profile.*` and
 * `orders.*` of locales/*.json) are not in the language chunk every page loads before it hydrates:
 * the build's texts loader leaves them out of it (its `later` option, plugins/gatsby-plugin-shop-build)
 * and gives them, per language, to `locales/{lng}.json?texts={group}`, which the screen imports.
 * So the first-load budget (docs/adr/006) does not pay for screens the page never opens.
 *
 * `useLaterTexts` answers the page's react-intl instance with the group's texts added, once they
 * are in (at once when the page's texts already hold them: the tests and the server render load
 * every text). A failed chunk goes to the reload-once rule and can be retried.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import type { Lng } from './catalog-types';
import { reportChunkFailure } from './chunk-reload';
import { useLng } from './lng-context';

type Messages = IntlShape['messages'];
export type TextsLoaders = Record<Lng, () => Promise<{ default: Messages }>>;

/**
 * Loaders for a group whose texts in all three languages are bundled with the chunk that shows
 * them (small groups: a chunk per language would add entries to the webpack runtime that every
 * page loads, and the catalogue pages' first load is at its budget, docs/adr/006).
 */
export const bundledTexts = (texts: Record<Lng, Messages>): TextsLoaders => ({
  tm: () => Promise.resolve({ default: texts.tm }),
  ru: () => Promise.resolve({ default: texts.ru }),
  en: () => Promise.resolve({ default: texts.en }),
});

const cache = createIntlCache();
/** The page's intl with a group's texts, per language and group: one instance for the tab's life. */
const extended = new Map<string, IntlShape>();

/**
 * The group's texts join the language's one set of texts (the page's react-intl instance holds it,
 * precompiled ASTs as the group's): every instance of the language sees them, and texts added
 * later by another part are seen through every instance made here. A new instance, so that what
 * shows it renders again.
 */
function withTexts(intl: IntlShape, texts: Messages): IntlShape {
  Object.assign(intl.messages, texts);
  return createIntl({ locale: intl.locale, defaultLocale: intl.defaultLocale, messages: intl.messages }, cache);
}

const holdsGroup = (intl: IntlShape, group: string) =>
  Object.keys(intl.messages).some((id) => id.startsWith(`${group}.`));

export interface LaterTexts {
  /** the page's intl with the group's texts, null while they load */
  intl: IntlShape | null;
  failed: boolean;
  retry: () => void;
}

/** `wanted` false: only what is already there (the group is asked for once `wanted` turns true). */
export function useLaterTexts(group: string, loaders: TextsLoaders, wanted = true): LaterTexts {
  const intl = useIntl();
  const lng = useLng();
  const key = `${lng}:${group}`;
  const present = useMemo(() => holdsGroup(intl, group), [intl, group]);
  const [loaded, setLoaded] = useState<IntlShape | null>(() => extended.get(key) ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || present || extended.has(key)) return undefined;
    let live = true;
    loaders[lng]().then(
      (module) => {
        const next = withTexts(intl, module.default);
        extended.set(key, next);
        if (live) setLoaded(next);
      },
      (error: unknown) => {
        reportChunkFailure(error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, present, key, loaders, lng, intl, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { intl: present ? intl : (loaded ?? extended.get(key) ?? null), failed, retry };
}
