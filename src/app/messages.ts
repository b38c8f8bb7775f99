/**
 * Interface texts per language (locales/*.json). A page needs one language: the server build
 * registers all three (all-messages.ts, imported by gatsby-ssr.tsx), the browser loads only the
 * page's language, in a chunk of its own, before it hydrates (gatsby-browser.tsx onClientEntry);
 * a language change reloads the page.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lng } from '../lib/catalog-types';

/** Texts as the bundles carry them: parsed at build time (plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs). */
export type Messages = Record<string, MessageFormatElement[]>;

const registered = new Map<Lng, Messages>();

export function registerMessages(lng: Lng, messages: Messages) {
  registered.set(lng, messages);
}

export const messagesOf = (lng: Lng): Messages | undefined => registered.get(lng);

export async function loadMessages(lng: Lng) {
  if (registered.has(lng)) return;
  const module = (await import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lng}.json`)) as {
    default: Messages;
  };
  registerMessages(lng, module.default);
}
