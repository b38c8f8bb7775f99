/**
 * TM / RU / EN. Choosing one stores the upper-cased code in the `lng` cookie (a year) and reloads
 * the same page in that language (spec §4).
 */
import styled from '@emotion/styled';
import Cookies from 'js-cookie';
import { useIntl } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { COOKIE, LNG_COOKIE_DAYS } from '../../lib/cookies';
import { LANGUAGES, LANGUAGE_NAME, cookieValueOf, localizePath, splitLocalePath } from '../../lib/i18n';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';

const Group = styled.div`
  display: inline-flex;
  flex: none;
  padding: 3px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.page};
  button {
    min-width: 40px;
    height: 34px;
    padding: 0 8px;
    border: 0;
    border-radius: ${theme.radius.sm};
    background: transparent;
    color: ${theme.color.muted};
    font: inherit;
    font-size: 13px;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover {
    color: ${theme.color.text};
  }
  button[aria-pressed='true'] {
    background: ${theme.color.card};
    color: ${theme.color.brand};
    box-shadow: ${theme.shadow.card};
  }
`;

export function switchLanguage(lng: Lng) {
  Cookies.set(COOKIE.lng, cookieValueOf(lng), { expires: LNG_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  const { path } = splitLocalePath(window.location.pathname);
  window.location.assign(`${localizePath(path, lng)}${window.location.search}${window.location.hash}`);
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const current = useLng();
  return (
    <Group role="group" aria-label={intl.formatMessage({ id: 'header.language.label' })} className={className}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng === 'tm' ? 'tk' : lng}
          aria-pressed={lng === current}
          title={LANGUAGE_NAME[lng]}
          aria-label={LANGUAGE_NAME[lng]}
          onClick={() => {
            if (lng !== current) switchLanguage(lng);
          }}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </Group>
  );
}
