/**
 * The page's prices and stock are the build's while the live offers cannot be fetched (the API
 * down or refusing): the shopper is told so, with a retry, rather than shown old prices and "In
 * stock" as if they were current. Offline, the offline banner says it already (features/offline).
 * Fixed at the foot of the window, like that banner, and rendered only after a failed call, so it
 * is never part of a page's HTML.
 */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useOfflineState } from '../../lib/offline-state';
import { theme } from '../../lib/theme';

const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(4)};
  z-index: 140;
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
  width: min(560px, calc(100vw - ${theme.space(6)}));
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: #27323d;
  color: #f3f5f7;
  box-shadow: ${theme.shadow.raised};
  font-size: 14px;
  line-height: 1.45;
  transform: translateX(-50%);
  p {
    flex: 1;
    margin: 0;
  }
  button {
    flex: none;
    min-height: 40px;
    padding: 0 ${theme.space(3)};
    border: 1px solid #c9d1d9;
    border-radius: ${theme.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  ${theme.media.mobile} {
    bottom: ${theme.space(3)};
    /* clear of the chat button (52 px at 16 px from the right) */
    width: calc(100vw - ${theme.space(6)} - 68px);
    left: ${theme.space(3)};
    transform: none;
    flex-wrap: wrap;
  }
`;

export function LiveOffersNotice({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const { offline } = useOfflineState();
  if (offline) return null;
  return (
    <Notice role="status" data-testid="live-offers-failed">
      <p>{intl.formatMessage({ id: 'product.live.failed' })}</p>
      <button type="button" onClick={onRetry}>
        {intl.formatMessage({ id: 'product.live.retry' })}
      </button>
    </Notice>
  );
}
