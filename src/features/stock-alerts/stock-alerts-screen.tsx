/**
 * /stock-alerts (the link in every alert e-mail; spec §2 product notification settings): a
 * shopper without an account sees and removes the subscriptions of the link's token (or of this
 * browser's fcmToken cookie); a signed-in shopper without a token sees their own. Its texts come
 * with its chunk: the static shell (and the browser's first render) is a skeleton.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { LoadError, Screen, Skeleton } from '../../components/ui/list-states';
import { PageTitle } from '../../components/ui/section';
import { useLaterTexts } from '../../lib/later-texts';
import { pushToken } from './push-subscription';
import { StockAlertsList } from './stock-alerts-list';
import { STOCK_ALERT_TEXTS } from './stock-alerts-texts';

export function StockAlertsScreen() {
  const texts = useLaterTexts('stockAlerts', STOCK_ALERT_TEXTS);
  // the URL and cookies are the browser's: read after hydration (undefined until then)
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? pushToken());
  }, []);
  if (!texts.intl || token === undefined)
    return (
      <Screen aria-busy={texts.failed ? undefined : true}>
        {texts.failed ? <LoadError error={new Error('texts')} onRetry={texts.retry} /> : <Skeleton height={240} />}
      </Screen>
    );
  return (
    <RawIntlProvider value={texts.intl}>
      <Screen data-testid="stock-alerts-screen">
        <PageTitle>
          <FormattedMessage id="stockAlerts.settings.title" />
        </PageTitle>
        <StockAlertsList token={token} />
      </Screen>
    </RawIntlProvider>
  );
}
