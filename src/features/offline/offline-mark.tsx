/**
 * 'offline: prices may have changed' on the cart, favourites and comparison while offline: their
 * products then come from the worker's last copies (docs/adr/019).
 */
import styled from '@emotion/styled';
import { RawIntlProvider, FormattedMessage } from 'react-intl';
import { useLaterTexts } from '../../lib/later-texts';
import { useOfflineState } from '../../lib/offline-state';
import { theme } from '../../lib/theme';
import { OFFLINE_TEXTS } from './offline-texts';

const Mark = styled.p`
  display: inline-flex;
  gap: ${theme.space(2)};
  align-items: center;
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.pill};
  background: #fff4e0;
  color: #6b3d00;
  font-size: 14px;
  font-weight: 600;
`;

function MarkText() {
  const texts = useLaterTexts('offline', OFFLINE_TEXTS);
  if (!texts.intl) return null;
  return (
    <RawIntlProvider value={texts.intl}>
      <Mark role="status" data-testid="offline-mark">
        <FormattedMessage id="offline.stale" />
      </Mark>
    </RawIntlProvider>
  );
}

export function OfflineMark() {
  const { offline } = useOfflineState();
  return offline ? <MarkText /> : null;
}
