/**
 * The page of a client-only route that has no screen of its own yet (orders, profile, cart view):
 * a translated heading and what the route is for.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from '../ui/icons';
import { PageTitle } from '../ui/section';
import { theme } from '../../lib/theme';

const Page = styled.div`
  padding-top: ${theme.space(6)};
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(5)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  > .icon {
    display: grid;
    place-items: center;
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }
  p {
    margin: 0;
    font-size: 16px;
    color: ${theme.color.muted};
  }
  ${theme.media.mobile} {
    flex-direction: column;
    text-align: center;
    padding: ${theme.space(6)};
  }
`;

export function RouteShell({
  titleId,
  textId,
  icon,
  values,
  children,
}: {
  titleId: string;
  textId: string;
  icon: IconName;
  values?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      <Box>
        <span className="icon">
          <Icon name={icon} size={34} />
        </span>
        <p>
          <FormattedMessage id={textId} values={values} />
        </p>
      </Box>
      {children}
    </Page>
  );
}
