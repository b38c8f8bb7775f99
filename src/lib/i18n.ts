/** The shop's languages, their Intl tags and URL prefixes (TM unprefixed, /ru and /en). */
import { DEFAULT_LNG, LNGS, type Lng } from '../../server/src/contract/constants';

export { DEFAULT_LNG };

export const LANGUAGES: readonly Lng[] = LNGS;

export const INTL_TAG: Record<Lng, string> = { tm: 'tk-TM', ru: 'ru-RU', en: 'en' };
/** hreflang values for alternates */
export const HREFLANG: Record<Lng, string> = { tm: 'tk', ru: 'ru', en: 'en' };
export const OG_LOCALE: Record<Lng, string> = { tm: 'tk_TM', ru: 'ru_RU', en: 'en_US' };
/** Names shown in the language switcher, each in its own language. */
export const LANGUAGE_NAME: Record<Lng, string> = { tm: 'Türkmençe', ru: 'Русский', en: 'English' };

export const isLng = (value: unknown): value is Lng =>
  typeof value === 'string' && (LANGUAGES as string[]).includes(value);

export const prefixOf = (lng: Lng) => (lng === DEFAULT_LNG ? '' : `/${lng}`);

/** '/product/4' in RU -> '/ru/product/4'; the home page '/' -> '/ru'. */
export function localizePath(path: string, lng: Lng): string {
  const prefix = prefixOf(lng);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/** '/ru/product/4' -> { lng: 'ru', path: '/product/4' }; unprefixed paths are TM. */
export function splitLocalePath(pathname: string): { lng: Lng; path: string } {
  const match = /^\/(ru|en)(\/.*)?$/.exec(pathname);
  if (!match) return { lng: DEFAULT_LNG, path: pathname || '/' };
  return { lng: match[1] as Lng, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}

/** The cookie value for a language: the spec stores the upper-cased code. */
export const cookieValueOf = (lng: Lng) => lng.toUpperCase();
