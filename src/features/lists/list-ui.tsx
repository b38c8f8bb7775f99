/** Pieces shared by the cart, favourites and comparison screens: empty, failed and loading states. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../app/api-client';
import { Button, LinkButton } from '../../components/ui/button';
import { ErrorPage } from '../../components/ui/error-screen';
import { Icon, type IconName } from '../../components/ui/icons';
import { useLocalPath } from '../../lib/lng-context';
import { theme } from '../../lib/theme';

export const Screen = styled.div`padding-top: ${theme.space(4)};`;

export const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
  h1 { margin-bottom: ${theme.space(4)}; }
  .count { color: ${theme.color.muted}; font-size: 15px; }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(12)} ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  text-align: center;
  .icon {
    display: grid;
    place-items: center;
    width: 80px;
    height: 80px;
    border-radius: 50%;
    background: ${theme.color.brandSoft};
    color: ${theme.color.brand};
  }
  h2 { margin: ${theme.space(2)} 0 0; font-size: 21px; }
  p { max-width: 460px; margin: 0; color: ${theme.color.muted}; font-size: 15px; line-height: 1.5; }
  .actions { display: flex; gap: ${theme.space(3)}; flex-wrap: wrap; justify-content: center; margin-top: ${theme.space(2)}; }
  &.error .icon { background: #fdecea; color: ${theme.color.danger}; }
`;

export function EmptyState({ icon, titleId, textId, children }: { icon: IconName; titleId: string; textId: string; children?: ReactNode }) {
  const localize = useLocalPath();
  return (
    <Box data-testid="empty-state">
      <span className="icon"><Icon name={icon} size={36} /></span>
      <h2><FormattedMessage id={titleId} /></h2>
      <p><FormattedMessage id={textId} /></p>
      <div className="actions">
        {children}
        <LinkButton to={localize('/')} variant="primary"><Icon name="home" /> <FormattedMessage id="lists.toShopping" /></LinkButton>
      </div>
    </Box>
  );
}

/**
 * A list that failed to load. Rate limited (429) or a server failure: the error page with its
 * status ('Too Many Requests' for 429). Otherwise (network): 'Failed to load data! Try reload page'
 * with retry and reload. Either way the shopper's list stays as it is.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 429 || error.status >= 500)) return <ErrorPage status={error.status} />;
  return (
    <Box className="error" role="alert">
      <span className="icon"><Icon name="close" size={36} /></span>
      <h2><FormattedMessage id="lists.loadFailed" /></h2>
      <p><FormattedMessage id="lists.loadFailed.keep" /></p>
      <div className="actions">
        <Button variant="secondary" onClick={onRetry}><FormattedMessage id="lists.retry" /></Button>
        <Button variant="primary" onClick={() => window.location.reload()}><FormattedMessage id="lists.reload" /></Button>
      </div>
    </Box>
  );
}

export const Skeleton = styled.div<{ height: number }>`
  height: ${({ height }) => height}px;
  border-radius: ${theme.radius.lg};
  background: linear-gradient(90deg, #eceff2 0%, #f6f7f9 50%, #eceff2 100%);
  background-size: 200% 100%;
  animation: skeleton 1.2s ease-in-out infinite;
  @keyframes skeleton { from { background-position: 200% 0; } to { background-position: -200% 0; } }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
