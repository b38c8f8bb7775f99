/**
 * Interface texts per language (locales/*.json). A page needs one language: the server build
 * registers all three (all-messages.ts, imported by gatsby-ssr.tsx), the browser loads only the
 * page's language, in a chunk of its own, before it hydrates (gatsby-browser.tsx onClientEntry);
 * a language change reloads the page.
 */
import type { Lng } from '../lib/catalog-types';
import { messagesOf, registerMessages, type Messages } from '../lib/texts';

export { messagesOf, registerMessages, type Messages } from '../lib/texts';

export async function loadMessages(lng: Lng) {
  if (messagesOf(lng)) return;
  const module = (await import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lng}.json`)) as {
    default: Messages;
  };
  registerMessages(lng, module.default);
}
