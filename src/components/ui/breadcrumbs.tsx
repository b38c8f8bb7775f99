/** The trail from home to the page; its JSON-LD twin is written by the page's SEO block. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalLink } from './local-link';
import { theme } from '../../lib/theme';

export interface Crumb {
  name: string;
  /** unlocalized shop path; absent for the current page */
  path?: string;
}

const Nav = styled.nav`
  margin: ${theme.space(4)} 0 ${theme.space(2)};
  font-size: 13px;
  color: ${theme.color.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  li + li::before {
    content: '›';
    color: ${theme.color.muted};
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.brand};
    text-decoration: underline;
  }
  [aria-current] {
    color: ${theme.color.text};
  }
`;

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
      <ol>
        <li>
          <LocalLink to="/">
            <FormattedMessage id="breadcrumbs.home" />
          </LocalLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? (
              <LocalLink to={crumb.path}>{crumb.name}</LocalLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
