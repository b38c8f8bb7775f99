import type { GatsbySSR } from 'gatsby';
import './src/app/all-messages';
import { PageWrapper, type ShopPageContext } from './src/app/page-wrapper';
import { wrapRoot } from './src/app/root-wrapper';
import { HREFLANG, prefixOf, splitLocalePath } from './src/lib/i18n';
import { LANGUAGE_LINKS_SCRIPT, LANGUAGE_REDIRECT_SCRIPT } from './src/lib/language-redirect';
import { theme } from './src/lib/theme';
import { StaticConsentBanner } from './src/features/consent/consent-banner';
import { STATIC_CONSENT_SCRIPT } from './src/features/consent/static-consent';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => wrapRoot(element);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageWrapper pageContext={props.pageContext as ShopPageContext} pathname={props.location.pathname}>
    {element}
  </PageWrapper>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const { lng } = splitLocalePath(pathname);
  setHtmlAttributes({ lang: HREFLANG[lng] });
  setHeadComponents([
    ...(lng === 'tm'
      ? [<script key="lng-redirect" dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />]
      : []),
    // Language links work before hydration (src/components/layout/language-switcher.tsx).
    <script key="lng-links" dangerouslySetInnerHTML={{ __html: LANGUAGE_LINKS_SCRIPT }} />,
    <meta key="theme-color" name="theme-color" content={theme.color.brand} />,
    // The installed app in the page's language (static/manifest.webmanifest, static/ru/…, static/en/…).
    <link key="manifest" rel="manifest" href={`${prefixOf(lng)}/manifest.webmanifest`} />,
    <link key="icon" rel="icon" href="/icons/icon.svg" type="image/svg+xml" />,
    <link key="apple-icon" rel="apple-touch-icon" href="/icons/icon-192.png" />,
  ]);
  // The cookie banner's first view, shown with the first paint to a browser with no stored choice
  // (src/features/consent/static-consent.ts), outside the app's root: React never hydrates it.
  setPostBodyComponents([
    <StaticConsentBanner key="consent" lng={lng} />,
    <script key="consent-script" dangerouslySetInnerHTML={{ __html: STATIC_CONSENT_SCRIPT }} />,
  ]);
};
