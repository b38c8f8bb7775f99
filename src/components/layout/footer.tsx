/** Info links (from the API's footer pages), contacts, the app badge and the copyright line. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { appStoreUrl } from '../../lib/app-store';
import type { FooterLink } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { Icon } from '../ui/icons';
import { LocalLink } from '../ui/local-link';
import { Logo } from './logo';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/footer';

const FIRST_YEAR = 2018;

const Wrap = styled.footer`
  margin-top: ${theme.space(12)};
  background: #111a22;
  color: #c9d2da;
  font-size: 14px;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1.2fr 1fr;
  gap: ${theme.space(8)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
  h2 {
    margin: 0 0 14px;
    color: #fff;
    font-size: 15px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  li svg {
    flex: none;
    color: #7fd1a6;
  }
  .about p {
    margin: 14px 0 0;
    line-height: 1.55;
  }
  .about a:first-of-type span {
    color: #fff;
  }
  .about a:first-of-type b {
    color: #5fd39a;
  }
  .app-badge {
    display: inline-block;
    border-radius: 10px;
  }
  .app-badge svg {
    display: block;
  }
  ${theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space(6)};
    padding-top: ${theme.space(8)};
    .about {
      grid-column: 1 / -1;
    }
  }
  ${theme.media.narrow} {
    grid-template-columns: 1fr;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  p {
    max-width: ${theme.layout.maxWidth};
    margin: 0 auto;
    padding: 18px ${theme.space(4)};
    color: #8c99a5;
  }
`;

/**
 * The app's badge, drawn in the page: as an image file (an SVG) it costs Chromium a document of
 * its own, made on the main thread when the image comes in, and on the product page the footer is
 * near enough for a lazy image to load at start (docs/performance.md).
 */
function AppBadge({ label }: { label: string }) {
  return (
    <svg width="168" height="50" viewBox="0 0 168 50" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="167" height="49" rx="9" fill="#000" stroke="#a6a6a6" />
      <g transform="translate(12 10)">
        <rect width="30" height="30" rx="7" fill="#0b7a4b" />
        <path d="M17 4.5 8.5 17h6l-1.4 8.5L21.6 13h-6l1.4-8.5z" fill="#fff" />
        <circle cx="24" cy="6" r="2.4" fill="#f26a1b" />
      </g>
      <g fill="#fff" fontFamily="Segoe UI, Roboto, Helvetica, Arial, sans-serif">
        <text x="52" y="21" fontSize="10" letterSpacing="0.3">
          Android · iOS
        </text>
        <text x="52" y="38" fontSize="16" fontWeight="600">
          Elektronika
        </text>
      </g>
    </svg>
  );
}

export function Footer({ links }: { links: FooterLink[] }) {
  const intl = useIntl();
  const lng = useLng();
  return (
    <Wrap>
      <Columns>
        <div className="about">
          <Logo />
          <p>
            <FormattedMessage id="footer.about" />
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.info' })}>
          <h2>
            <FormattedMessage id="footer.info" />
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.uuid}>
                <LocalLink to={`/footers/${link.uuid}`}>{link.name}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>
            <FormattedMessage id="footer.contacts" />
          </h2>
          <ul>
            <li>
              <Icon name="phone" size={18} />
              <a href="tel:+99312000000">+993 12 00 00 00</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href="mailto:info@elektronika.com.tm">info@elektronika.com.tm</a>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <span>
                <FormattedMessage id="footer.address" />
              </span>
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>
                <FormattedMessage id="footer.hours" />
              </span>
            </li>
          </ul>
        </div>
        <div>
          <h2>
            <FormattedMessage id="footer.app.title" />
          </h2>
          <p>
            <FormattedMessage id="footer.app.text" />
          </p>
          {/* The store's page of the app (lib/app-store.ts); the badge's label names the link. */}
          <a className="app-badge" href={appStoreUrl(lng)} rel="noopener">
            <AppBadge label={intl.formatMessage({ id: 'footer.app.badge' })} />
          </a>
        </div>
      </Columns>
      <Bottom>
        {/* The year is the reader's, so it may differ from the build's for a moment at New Year. */}
        <p>
          <span suppressHydrationWarning>
            <FormattedMessage id="footer.copyright" values={{ from: FIRST_YEAR, year: new Date().getFullYear() }} />
          </span>
          {' · '}
          {/* The cookie banner again, to change the choice (spec §2): features/consent/consent-boot.ts
              handles the link, so the footer carries no code for it. */}
          <a href="#cookie-settings" data-testid="footer-cookies">
            <FormattedMessage id="footer.cookies" />
          </a>
        </p>
      </Bottom>
    </Wrap>
  );
}
