/**
 * One react-intl instance per language, shared by every page (RawIntlProvider) and by Gatsby's
 * Head API (which renders outside the page's providers). Sharing keeps the parsed messages and
 * Intl formatters across the 30 000 pages a build renders instead of rebuilding them per page.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Lng } from '../lib/catalog-types';
import { DEFAULT_LNG, INTL_TAG } from '../lib/i18n';
import { messagesOf } from './messages';

const cache = createIntlCache();
const intls = new Map<Lng, IntlShape>();

export function intlFor(lng: Lng): IntlShape {
  let intl = intls.get(lng);
  if (!intl) {
    const messages = messagesOf(lng);
    intl = createIntl({ locale: INTL_TAG[lng], messages: messages ?? {}, defaultLocale: INTL_TAG[DEFAULT_LNG] }, cache);
    // Kept only once the texts are there (the browser loads them before it renders anything).
    if (messages) intls.set(lng, intl);
  }
  return intl;
}
