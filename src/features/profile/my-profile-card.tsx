/** "My profile" (spec §2), the first card under the page's title: the photo, name and surname, phone and e-mail as the account holds them. */
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { theme } from '../../lib/theme';
import { Avatar } from './avatar';
import { FormSection } from '../../components/ui/field-kit';
import { formatPhone } from '../../lib/phone-format';

const Body = styled.div`
  display: flex;
  gap: ${theme.space(5)};
  align-items: center;
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(2)} ${theme.space(4)};
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd.none {
    color: ${theme.color.muted};
    font-weight: 400;
  }
  ${theme.media.narrow} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

function Value({ value, testId }: { value: string | null; testId: string }) {
  return value ? (
    <dd data-testid={testId}>{value}</dd>
  ) : (
    <dd className="none" data-testid={testId}>
      <FormattedMessage id="profile.me.notGiven" />
    </dd>
  );
}

export function MyProfileCard({ user }: { user: UserWire }) {
  const intl = useIntl();
  return (
    // No heading of its own: the page's title says "My profile" already; the region keeps the name.
    <FormSection aria-label={intl.formatMessage({ id: 'profile.section.me' })} id="me">
      <Body>
        <Avatar user={user} size={88} />
        <dl>
          <dt>
            <FormattedMessage id="profile.me.name" />
          </dt>
          <Value value={user.name || null} testId="me-name" />
          <dt>
            <FormattedMessage id="profile.me.surname" />
          </dt>
          <Value value={user.surname || null} testId="me-surname" />
          <dt>
            <FormattedMessage id="profile.me.phone" />
          </dt>
          <Value value={user.phone ? formatPhone(user.phone) : null} testId="me-phone" />
          <dt>
            <FormattedMessage id="profile.me.email" />
          </dt>
          <Value value={user.email} testId="me-email" />
        </dl>
      </Body>
    </FormSection>
  );
}
