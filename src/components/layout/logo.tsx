/** The shop's mark and name, linking home. */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { LocalLink } from '../ui/local-link';
import { theme } from '../../lib/theme';

const Home = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  flex: none;
  color: ${theme.color.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 22px;
  letter-spacing: -0.02em;
  b {
    color: ${theme.color.brand};
    font-weight: 800;
  }
  ${theme.media.mobile} {
    font-size: 19px;
  }
`;

export function Logo() {
  const intl = useIntl();
  return (
    <Home to="/" aria-label={intl.formatMessage({ id: 'header.logo.label' })}>
      <svg width="34" height="34" viewBox="0 0 48 48" aria-hidden="true">
        <rect width="48" height="48" rx="12" fill="#0b7a4b" />
        <path d="M27 8 14 27h9l-2 13 13-19h-9l2-13z" fill="#fff" />
        <circle cx="38" cy="10" r="4" fill="#f26a1b" />
      </svg>
      <span>
        Elektro<b>nika</b>
      </span>
    </Home>
  );
}
