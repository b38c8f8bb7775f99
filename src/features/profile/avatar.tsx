/** The shopper's photo, or their initials on the brand colour when there is none. */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { imageUrl } from '../../components/ui/api-image';
import { Icon } from '../../components/ui/icons';
import { theme } from '../../lib/theme';

const Round = styled.span<{ size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brand};
  font-size: ${({ size }) => Math.round(size / 2.6)}px;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const initialsOf = (user: Pick<UserWire, 'name' | 'surname'>) =>
  `${user.name.trim().charAt(0)}${user.surname.trim().charAt(0)}`.toUpperCase();

export function Avatar({ user, size }: { user: UserWire; size: number }) {
  const intl = useIntl();
  const initials = initialsOf(user);
  return (
    <Round size={size} data-testid="avatar">
      {user.photo ? (
        <img
          src={imageUrl(user.photo, 320)}
          width={size}
          height={size}
          alt={intl.formatMessage({ id: 'profile.me.photoAlt' })}
        />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <Icon name="user" size={Math.round(size / 2)} />
      )}
    </Round>
  );
}
