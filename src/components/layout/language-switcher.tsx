/**
 * TM / RU / EN as links to the same page in each language. Choosing one stores the upper-cased
 * code in the `lng` cookie (a year) and opens the page, with its query, in that language (spec §4).
 * The click is handled by the head script of src/lib/language-redirect.ts, not by React, so a link
 * pressed before hydration works too; without that script the href still leads to the language.
 */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { LANGUAGES, LANGUAGE_NAME, cookieValueOf, localizePath } from '../../lib/i18n';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';

const Group = styled.div`
  display: inline-flex;
  flex: none;
  padding: 3px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  a {
    display: inline-grid;
    place-items: center;
    min-width: 40px;
    height: 34px;
    padding: 0 8px;
    border-radius: ${theme.radius.sm};
    color: ${theme.color.muted};
    font-size: 13px;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.text};
  }
  a[aria-current='true'] {
    background: ${theme.color.card};
    color: ${theme.color.brand};
    box-shadow: ${theme.shadow.card};
    cursor: default;
  }
`;

/** `path`: the page's path without the language prefix ('/product/4'). */
export function LanguageSwitcher({ path, className }: { path: string; className?: string }) {
  const intl = useIntl();
  const current = useLng();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'header.language.label' })} className={className}>
      {LANGUAGES.map((lng: Lng) => (
        <a
          key={lng}
          href={localizePath(path, lng)}
          hrefLang={lng === 'tm' ? 'tk' : lng}
          lang={lng === 'tm' ? 'tk' : lng}
          data-lng={cookieValueOf(lng)}
          aria-current={lng === current ? 'true' : undefined}
          // the visible code is the link's name (WCAG 2.5.3); the language's name is its description
          title={LANGUAGE_NAME[lng]}
        >
          {lng.toUpperCase()}
        </a>
      ))}
    </Group>
  );
}
