/**
 * Pieces shared by the cart, favourites and comparison screens: the title with its count, and the
 * loading, empty and failed states (notice.tsx, which the listings use too).
 */
import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from './link-button';
import { Icon, type IconName } from './icons';
import { useLocalPath } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { LoadError } from './load-error';
import { NoticeBox } from './notice';
import { PageTitle } from './section';
import '../../lib/carried-texts/list-states';

export { LoadError } from './load-error';

export const Screen = styled.div`
  padding-top: ${theme.space(4)};
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  h1 {
    margin-bottom: ${theme.space(4)};
  }
  .count {
    color: ${theme.color.muted};
    font-size: 15px;
  }
`;

/** A list screen's heading, with the number of items once there are any. */
export function ListTitle({ titleId, countId, count }: { titleId: string; countId: string; count: number }) {
  return (
    <TitleRow>
      <PageTitle>
        <FormattedMessage id={titleId} />
      </PageTitle>
      {count > 0 && (
        <span className="count">
          <FormattedMessage id={countId} values={{ count }} />
        </span>
      )}
    </TitleRow>
  );
}

export interface ListGate {
  /** whether the list's cookie has been read (before, the static HTML's state shows) */
  loaded: boolean;
  count: number;
  title: ReactNode;
  /** the height of the placeholder while the cookie is read */
  skeletonHeight: number;
  empty: { icon: IconName; titleId: string; textId: string };
  /** the live data's load: its failure shows while there is no data to show */
  load?: { error: unknown; hasData: boolean; retry: () => void };
}

/** What a list screen shows before its cookie is read, when the list is empty, or when its data failed to load; null otherwise. */
export function listGate({ loaded, count, title, skeletonHeight, empty, load }: ListGate): ReactElement | null {
  if (!loaded)
    return (
      <Screen aria-busy="true">
        {title}
        <Skeleton height={skeletonHeight} />
      </Screen>
    );
  if (!count)
    return (
      <Screen>
        {title}
        <EmptyState {...empty} />
      </Screen>
    );
  if (load && load.error && !load.hasData)
    return (
      <Screen>
        {title}
        <LoadError error={load.error} onRetry={load.retry} listKept />
      </Screen>
    );
  return null;
}

export function EmptyState({
  icon,
  titleId,
  textId,
  children,
}: {
  icon: IconName;
  titleId: string;
  textId: string;
  children?: ReactNode;
}) {
  const localize = useLocalPath();
  return (
    <NoticeBox data-testid="empty-state">
      <span className="icon">
        <Icon name={icon} size={36} />
      </span>
      <h2>
        <FormattedMessage id={titleId} />
      </h2>
      <p>
        <FormattedMessage id={textId} />
      </p>
      <div className="actions">
        {children}
        <LinkButton to={localize('/')} variant="primary">
          <Icon name="home" /> <FormattedMessage id="lists.toShopping" />
        </LinkButton>
      </div>
    </NoticeBox>
  );
}

export const Skeleton = styled.div<{ height: number }>`
  height: ${({ height }) => height}px;
  border-radius: ${theme.radius.lg};
  background: linear-gradient(90deg, #eceff2 0%, #f6f7f9 50%, #eceff2 100%);
  background-size: 200% 100%;
  animation: skeleton 1.2s ease-in-out infinite;
  @keyframes skeleton {
    from {
      background-position: 200% 0;
    }
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
