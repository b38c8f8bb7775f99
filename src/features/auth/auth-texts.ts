/**
 * The accounts' texts (locales/*.json, `auth.*`) are not in the page's first-load texts: the
 * browser build leaves them out (gatsby-plugin-shop-build) and the parts that show them load them
 * here, into the page's react-intl messages, which every page of the language shares. The server
 * render and the tests hold every text, so there is nothing to load.
 */
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { reportChunkFailure } from '../../lib/chunk-reload';
import { useLng } from '../../lib/lng-context';

/** A text of the part: present once the part is in the page's messages. */
const PROBE = 'auth.dialog.title';

const PARTS: Record<Lng, () => Promise<{ default: Record<string, unknown> }>> = {
  // Unnamed chunks: Gatsby lists every named chunk in each page's HTML.
  tm: () => import('../../../locales/tm.json?part=auth'),
  ru: () => import('../../../locales/ru.json?part=auth'),
  en: () => import('../../../locales/en.json?part=auth'),
};

const loading = new Map<Lng, Promise<void>>();

export const hasAuthTexts = (intl: IntlShape) => PROBE in intl.messages;

export function loadAuthTexts(intl: IntlShape, lng: Lng): Promise<void> {
  if (hasAuthTexts(intl)) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = PARTS[lng]().then(
      (part) => {
        Object.assign(intl.messages, part.default);
      },
      (error: unknown) => {
        loading.delete(lng);
        reportChunkFailure(error);
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/** Whether the accounts' texts are there; asks for them when `wanted`. */
export function useAuthTexts(wanted = true): boolean {
  const intl = useIntl();
  const lng = useLng();
  const [ready, setReady] = useState(() => hasAuthTexts(intl));
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    loadAuthTexts(intl, lng).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready, intl, lng]);
  return ready;
}
