/**
 * /profile for a signed-in shopper (spec §2): my profile, personal data, photo, password,
 * addresses and settings, one card each, with a table of contents beside them on wide screens.
 * The user comes from the auth state; every section hands the API's changed user up.
 */
import styled from '@emotion/styled';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import { LoadError, Screen, Skeleton } from '../../components/ui/list-states';
import { LocalLink } from '../../components/ui/local-link';
import { PageTitle } from '../../components/ui/section';
import { useLaterTexts } from '../../lib/later-texts';
import { theme } from '../../lib/theme';
import type { AccountSectionProps } from './account-section';
import { StockAlertsSection } from '../stock-alerts';
import { MyGiftsSection } from '../gift-certificates';
import { AddressesSection } from './addresses-section';
import { FormSection } from '../../components/ui/field-kit';
import { MyProfileCard } from './my-profile-card';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { PhotoSection } from './photo-section';
import { PROFILE_TEXTS } from './profile-texts';
import { SettingsSection } from './settings-section';
import '../../lib/carried-texts/routes';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${theme.space(6)};
  align-items: start;
  nav {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space(18)});
  }
  nav ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: ${theme.space(2)};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.card};
    box-shadow: ${theme.shadow.card};
    list-style: none;
  }
  nav a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    font-weight: 500;
    text-decoration: none;
  }
  nav .orders {
    margin-top: ${theme.space(1)};
    padding-top: ${theme.space(1)};
    border-top: 1px solid ${theme.color.line};
  }
  nav a:hover {
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }
  .sections {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(5)};
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    nav {
      display: none;
    }
    .sections {
      gap: ${theme.space(4)};
    }
  }
`;

const SECTIONS = [
  ['me', 'profile.section.me'],
  ['personal', 'profile.section.personal'],
  ['photo', 'profile.section.photo'],
  ['password', 'profile.section.password'],
  ['addresses', 'profile.section.addresses'],
  ['stock-alerts', 'profile.section.stockAlerts'],
  ['gift-certificates', 'profile.section.gifts'],
  ['settings', 'profile.section.settings'],
] as const;

function ProfileSections(props: AccountSectionProps) {
  const intl = useIntl();
  const { user } = props;
  return (
    <Columns>
      <nav aria-label={intl.formatMessage({ id: 'profile.nav.label' })}>
        <ul>
          {SECTIONS.map(([anchor, titleId]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>
                <FormattedMessage
                  id={anchor === 'password' && !user.hasPassword ? 'profile.section.setPassword' : titleId}
                />
              </a>
            </li>
          ))}
          <li className="orders">
            <LocalLink to="/order">
              <FormattedMessage id="route.orders.title" />
            </LocalLink>
          </li>
        </ul>
      </nav>
      <div className="sections">
        <MyProfileCard user={user} />
        <PersonalDataForm {...props} />
        <PhotoSection {...props} />
        <PasswordForm {...props} />
        <AddressesSection onSessionEnded={props.onSessionEnded} />
        <StockAlertsSection Card={FormSection} />
        <MyGiftsSection Card={FormSection} onSessionEnded={props.onSessionEnded} />
        <SettingsSection />
      </div>
    </Columns>
  );
}

export function ProfileScreen(props: AccountSectionProps) {
  const texts = useLaterTexts('profile', PROFILE_TEXTS);
  return (
    <Screen aria-busy={texts.intl ? undefined : true} data-testid="profile-screen">
      <PageTitle>
        <FormattedMessage id="route.profile.title" />
      </PageTitle>
      {texts.intl ? (
        <RawIntlProvider value={texts.intl}>
          <ProfileSections {...props} />
        </RawIntlProvider>
      ) : texts.failed ? (
        <LoadError error={new Error('texts')} onRetry={texts.retry} />
      ) : (
        <ProfileSkeleton />
      )}
    </Screen>
  );
}

/** The profile's place while the shopper's session or the texts are on their way. */
export function ProfileSkeleton() {
  return (
    <Columns aria-hidden="true">
      <Skeleton height={260} />
      <div className="sections">
        <Skeleton height={180} />
        <Skeleton height={220} />
      </div>
    </Columns>
  );
}
