/** The home page's opening banner with the shop's promises. */
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../../../components/ui/icons';
import { theme } from '../../../lib/theme';
import '../../../lib/carried-texts/home';

const Hero = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr;
  gap: ${theme.space(6)};
  margin-top: ${theme.space(6)};
  padding: ${theme.space(10)} ${theme.space(10)};
  border-radius: ${theme.radius.lg};
  background:
    radial-gradient(circle at 85% 20%, rgba(242, 106, 27, 0.35), transparent 40%),
    linear-gradient(120deg, ${theme.color.brandDark}, ${theme.color.brand} 60%, #13a566);
  color: #fff;
  h1 {
    margin: 0 0 12px;
    font-size: 38px;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0 0 22px;
    font-size: 17px;
    opacity: 0.92;
    max-width: 520px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 46px;
    padding: 0 22px;
    border-radius: ${theme.radius.md};
    /* a darker orange than the accent: white text on it reads at 5.2:1 */
    background: #c2410c;
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    filter: brightness(1.06);
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    align-content: center;
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px 16px;
    border-radius: ${theme.radius.md};
    background: rgba(255, 255, 255, 0.12);
    font-weight: 600;
  }
  ${theme.media.mobile} {
    grid-template-columns: 1fr;
    margin-top: ${theme.space(4)};
    padding: ${theme.space(6)} ${theme.space(5)};
    h1 {
      font-size: 26px;
    }
    p {
      font-size: 15px;
    }
    ul {
      display: none;
    }
  }
`;

const PROMISES: { icon: IconName; id: string }[] = [
  { icon: 'truck', id: 'home.hero.delivery' },
  { icon: 'shield', id: 'home.hero.warranty' },
  { icon: 'wallet', id: 'home.hero.payment' },
];

export function HomeHero() {
  return (
    <Hero>
      <div>
        <h1>
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p>
          <FormattedMessage id="home.hero.text" />
        </p>
        <a href="#weekly">
          <FormattedMessage id="home.hero.cta" /> <Icon name="chevronRight" size={18} />
        </a>
      </div>
      <ul>
        {PROMISES.map((promise) => (
          <li key={promise.id}>
            <Icon name={promise.icon} /> <FormattedMessage id={promise.id} />
          </li>
        ))}
      </ul>
    </Hero>
  );
}
