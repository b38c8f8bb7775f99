/** The page's language for components (set once per page by the page wrapper). */
import { createContext, useContext } from 'react';
import type { Lng } from './catalog-types';
import { DEFAULT_LNG, localizePath } from './i18n';

export const LngContext = createContext<Lng>(DEFAULT_LNG);

export const useLng = () => useContext(LngContext);

/** Localizes a shop path ('/product/4') for the page's language. */
export function useLocalPath() {
  const lng = useLng();
  return (path: string) => localizePath(path, lng);
}
