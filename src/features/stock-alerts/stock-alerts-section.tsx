/**
 * The profile's "Product notification settings" section (spec §2): the signed-in shopper's
 * subscriptions, with the texts of the stockAlerts group loaded beside the profile's.
 */
import type { ElementType } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { useLaterTexts } from '../../lib/later-texts';
import { StockAlertsList } from './stock-alerts-list';
import { STOCK_ALERT_TEXTS } from './stock-alerts-texts';

/** `Card` is the profile's section frame, so this section looks like its neighbours. */
export function StockAlertsSection({ Card }: { Card: ElementType }) {
  const texts = useLaterTexts('stockAlerts', STOCK_ALERT_TEXTS);
  return (
    <Card aria-labelledby="profile-stock-alerts" id="stock-alerts" data-testid="profile-stock-alerts">
      <h2 id="profile-stock-alerts">
        <FormattedMessage id="profile.section.stockAlerts" />
      </h2>
      {texts.intl && (
        <RawIntlProvider value={texts.intl}>
          <StockAlertsList token={null} />
        </RawIntlProvider>
      )}
    </Card>
  );
}
