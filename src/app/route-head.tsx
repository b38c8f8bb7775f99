/** The head of a client-only route: translated title, noindex. */
import type { HeadProps } from 'gatsby';
import type { Lng } from '../lib/catalog-types';
import { intlFor } from './intl';
import { Seo } from './seo';

export interface RouteContext {
  lng: Lng;
  basePath: string;
}

export function routeHead(titleId: string, textId: string) {
  return function Head({ pageContext: { lng, basePath } }: HeadProps<object, RouteContext>) {
    const intl = intlFor(lng);
    return (
      <Seo
        lng={lng}
        basePath={basePath}
        title={intl.formatMessage({ id: titleId })}
        description={intl.formatMessage({ id: textId }, { query: '' })}
        noindex
      />
    );
  };
}
