import type { HeadProps, PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { intlFor } from '../app/intl';
import { ErrorScreen } from '../components/ui/error-screen';
import { splitLocalePath } from '../lib/i18n';
import '../lib/carried-texts/not-found';

export default function NotFoundPage({ location }: PageProps) {
  // The static 404.html answers every unknown path, so the path is only known in the browser.
  const [path, setPath] = useState('');
  useEffect(() => setPath(location.pathname), [location.pathname]);
  return (
    <ErrorScreen
      status={404}
      title={<FormattedMessage id="notFound.title" values={{ path }} />}
      text={<FormattedMessage id="notFound.text" />}
      onBack={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
    />
  );
}

export function Head({ location }: HeadProps) {
  const intl = intlFor(splitLocalePath(location.pathname).lng);
  return (
    <>
      <title>{`${intl.formatMessage({ id: 'error.notFound' })} | ${intl.formatMessage({ id: 'site.name' })}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
