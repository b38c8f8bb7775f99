import type { HeadProps } from 'gatsby';
import { createIntl } from 'react-intl';
import type { RouteContext } from '../app/route-head';
import { Seo } from '../app/seo';
import { STOCK_ALERT_MESSAGES, StockAlertsScreen } from '../features/stock-alerts';
import { INTL_TAG } from '../lib/i18n';

/** /stock-alerts: product notification settings without an account (the e-mail's link). */
export default function StockAlertsPage() {
  return <StockAlertsScreen />;
}

// Its texts are not in the pages' shared first load (the stockAlerts group): the head reads them
// from the page's own chunk, in the browser as in the build.
export function Head({ pageContext: { lng, basePath } }: HeadProps<object, RouteContext>) {
  const intl = createIntl({ locale: INTL_TAG[lng], messages: STOCK_ALERT_MESSAGES[lng] });
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={intl.formatMessage({ id: 'stockAlerts.route.title' })}
      description={intl.formatMessage({ id: 'stockAlerts.route.text' })}
      noindex
    />
  );
}
