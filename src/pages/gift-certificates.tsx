import type { HeadProps } from 'gatsby';
import { createIntl } from 'react-intl';
import type { RouteContext } from '../app/route-head';
import { Seo } from '../app/seo';
import { GIFT_MESSAGES, GiftBalanceScreen } from '../features/gift-certificates';
import { INTL_TAG } from '../lib/i18n';

/** /gift-certificates: a gift certificate's balance by its code, without an account. */
export default function GiftCertificatesPage() {
  return <GiftBalanceScreen />;
}

// Its texts are not in the pages' shared first load (the gift group): the head reads them from the
// page's own chunk, in the browser as in the build.
export function Head({ pageContext: { lng, basePath } }: HeadProps<object, RouteContext>) {
  const intl = createIntl({ locale: INTL_TAG[lng], messages: GIFT_MESSAGES[lng] });
  return (
    <Seo
      lng={lng}
      basePath={basePath}
      title={intl.formatMessage({ id: 'gift.route.title' })}
      description={intl.formatMessage({ id: 'gift.route.text' })}
      noindex
    />
  );
}
