/**
 * The interface texts of the page's language, one set per language (locales/*.json, precompiled by
 * the build: plugins/gatsby-plugin-shop-build/src/icu-messages-loader.cjs). src/app/messages.ts
 * registers them (all three on the server, the page's language in the browser); every react-intl
 * instance of a language holds that language's one set (src/app/intl.ts).
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lng } from './catalog-types';

/** Texts as the bundles carry them: parsed at build time. */
export type Messages = Record<string, MessageFormatElement[]>;

const registered = new Map<Lng, Messages>();
/** Texts that chunks carry for themselves (carryTexts), for a language registered after them. */
const carried: Record<Lng, Messages>[] = [];

export function registerMessages(lng: Lng, messages: Messages) {
  for (const texts of carried) Object.assign(messages, texts[lng]);
  registered.set(lng, messages);
}

export const messagesOf = (lng: Lng): Messages | undefined => registered.get(lng);

/**
 * Texts a chunk carries in all three languages because only what that chunk shows uses them (the
 * footer, the side panels, the search suggestions and results, the client-only routes: the first
 * load's texts leave them out, plugins/gatsby-plugin-shop-build/src/text-parts.ts). Called where
 * the chunk's module is evaluated, so the texts join the language's set before anything of the
 * chunk renders, a page's Head included. On the server and in tests every text is there already.
 */
export function carryTexts(texts: Record<Lng, Messages>) {
  carried.push(texts);
  for (const [lng, messages] of registered) Object.assign(messages, texts[lng]);
}
