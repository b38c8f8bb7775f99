/**
 * /stock-alerts (the link in every alert e-mail; spec §2 product notification settings): a
 * shopper without an account sees and removes the subscriptions of the link's token (or of this
 * browser's fcmToken cookie); a signed-in shopper without a token sees their own. Its texts come
 * with its chunk: the static shell (and the browser's first render) is an empty frame. Its own
 * frame and title rather than the list screens' (components/ui/list-states, section): sharing those
 * modules would make webpack split them into a new chunk that every catalogue page loads (ADR 006).
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { Button } from '../../components/ui/button';
import { useLaterTexts } from '../../lib/later-texts';
import { theme } from '../../lib/theme';
import { pushToken } from './push-subscription';
import { StockAlertsList } from './stock-alerts-list';
import { STOCK_ALERT_TEXTS } from './stock-alerts-texts';

const Frame = styled.div`
  max-width: 760px;
  min-height: 240px;
  padding: ${theme.space(6)} 0;
  h1 {
    margin: ${theme.space(2)} 0 ${theme.space(4)};
    font-size: 30px;
    letter-spacing: -0.02em;
  }
  ${theme.media.mobile} {
    h1 {
      font-size: 23px;
    }
  }
`;

export function StockAlertsScreen() {
  const texts = useLaterTexts('stockAlerts', STOCK_ALERT_TEXTS);
  // the URL and cookies are the browser's: read after hydration (undefined until then)
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? pushToken());
  }, []);
  if (!texts.intl || token === undefined)
    return (
      <Frame aria-busy={texts.failed ? undefined : true}>
        {texts.failed && (
          <Button variant="secondary" onClick={texts.retry}>
            <FormattedMessage id="lists.retry" />
          </Button>
        )}
      </Frame>
    );
  return (
    <RawIntlProvider value={texts.intl}>
      <Frame data-testid="stock-alerts-screen">
        <h1>
          <FormattedMessage id="stockAlerts.settings.title" />
        </h1>
        <StockAlertsList token={token} />
      </Frame>
    </RawIntlProvider>
  );
}
