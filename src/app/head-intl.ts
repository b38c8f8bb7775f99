/** Translations for Gatsby's Head API, which renders outside the page's IntlProvider. */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Lng } from '../lib/catalog-types';
import { INTL_TAG } from '../lib/i18n';
import { MESSAGES } from './messages';

const cache = createIntlCache();
const intls = new Map<Lng, IntlShape>();

export function headIntl(lng: Lng): IntlShape {
  let intl = intls.get(lng);
  if (!intl) {
    intl = createIntl({ locale: INTL_TAG[lng], messages: MESSAGES[lng] }, cache);
    intls.set(lng, intl);
  }
  return intl;
}
