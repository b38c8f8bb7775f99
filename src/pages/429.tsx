/**
 * The page a rate-limited shopper gets (the API's site server answers it with status 429): the
 * status code, 'Too Many Requests', and Home and Back; Back reloads (spec §2, §8).
 */
import type { HeadProps, PageProps } from 'gatsby';
import { FormattedMessage } from 'react-intl';
import { intlFor } from '../app/intl';
import { ErrorPage } from '../components/ui/error-screen';
import type { Lng } from '../lib/catalog-types';

export default function TooManyRequestsPage(_: PageProps) {
  return <ErrorPage status={429} text={<FormattedMessage id="error.tooManyRequests.text" />} />;
}

export function Head({ pageContext }: HeadProps<object, { lng: Lng }>) {
  const intl = intlFor(pageContext.lng);
  return (
    <>
      <title>{`429 ${intl.formatMessage({ id: 'error.tooManyRequests' })} | ${intl.formatMessage({ id: 'site.name' })}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
