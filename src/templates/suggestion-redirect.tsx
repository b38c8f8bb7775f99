/**
 * /products/{id} (a search suggestion's link) -> /product/{id}. One client-only page per language
 * instead of one static page per product; the inline head script moves before the first paint.
 */
import type { HeadProps, PageProps } from 'gatsby';
import { navigate } from 'gatsby';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { intlFor } from '../app/intl';
import { Seo } from '../app/seo';
import { PageTitle } from '../components/ui/section';
import type { Lng } from '../lib/catalog-types';
import { localizePath, splitLocalePath } from '../lib/i18n';
import { SUGGESTION_REDIRECTS } from '../lib/routes';
import '../lib/carried-texts/redirect';

interface RedirectContext {
  lng: Lng;
  basePath: string;
  label: string;
}

export function redirectTarget(pathname: string): string | null {
  const { lng, path } = splitLocalePath(pathname);
  const match = /^\/([a-z-]+)\/(\d+)\/?$/.exec(path);
  const canonical = match && SUGGESTION_REDIRECTS[match[1]];
  return canonical ? localizePath(`/${canonical}/${match[2]}`, lng) : null;
}

export default function SuggestionRedirect({ location }: PageProps<object, RedirectContext>) {
  useEffect(() => {
    const target = redirectTarget(location.pathname);
    if (target) navigate(target, { replace: true });
  }, [location.pathname]);
  return (
    <PageTitle>
      <FormattedMessage id="redirect.text" />
    </PageTitle>
  );
}

/** The same mapping as redirectTarget, inlined so it runs before React (or without it). */
const inlineRedirect = (label: string) =>
  `(function(){var m=/^(\\/(?:ru|en))?\\/${label}\\/(\\d+)\\/?$/.exec(location.pathname);` +
  `if(m){location.replace((m[1]||'')+'/${SUGGESTION_REDIRECTS[label]}/'+m[2]+location.search);}})();`;

export function Head({ pageContext: { lng, basePath, label } }: HeadProps<object, RedirectContext>) {
  const intl = intlFor(lng);
  return (
    <>
      <Seo lng={lng} basePath={basePath} title={intl.formatMessage({ id: 'redirect.text' })} description="" noindex />
      <script dangerouslySetInnerHTML={{ __html: inlineRedirect(label) }} />
    </>
  );
}
