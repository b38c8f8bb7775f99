/**
 * The failed state of a list or a screen's data, in the notice box. Its own module: a catalogue
 * page shows it only after a call of its own failed, and loads it then (listing-view.tsx).
 */
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../lib/api/api-client';
import { Button } from './button';
import { ErrorPage } from './error-screen';
import { Icon } from './icons';
import { NoticeBox } from './notice';

/**
 * A list that failed to load. Rate limited (429) or a server failure: the error page with its
 * status ('Too Many Requests' for 429). Otherwise (network): 'Failed to load data! Try reload page'
 * with retry and reload. Either way the shopper's list stays as it is.
 */
/**
 * `listKept`: the failed screen shows a list this device keeps (cart, favourites, comparison), and
 * says that nothing of it was lost; a screen of the API's data (search, listings, orders) does not.
 */
export function LoadError({
  error,
  onRetry,
  listKept = false,
}: {
  error: unknown;
  onRetry: () => void;
  listKept?: boolean;
}) {
  if (error instanceof ApiError && (error.status === 429 || error.status >= 500))
    return <ErrorPage status={error.status} />;
  return (
    <NoticeBox className="error" role="alert">
      <span className="icon">
        <Icon name="close" size={36} />
      </span>
      <h2>
        <FormattedMessage id="lists.loadFailed" />
      </h2>
      {listKept && (
        <p>
          <FormattedMessage id="lists.loadFailed.keep" />
        </p>
      )}
      <div className="actions">
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage id="lists.retry" />
        </Button>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="lists.reload" />
        </Button>
      </div>
    </NoticeBox>
  );
}
