/**
 * Product notification settings (spec §2): the owner's back-in-stock subscriptions, each removable.
 * The owner is the signed-in shopper (session cookies) or, without an account, whoever holds the
 * manage token (`token`: the e-mail link's, or this browser's fcmToken cookie).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { paths } from '../../lib/routes';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { isRefusal, useAlerts, useRemoveAlert } from './stock-alerts-api';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  li a {
    color: ${theme.color.text};
    font-weight: 600;
  }
  .meta {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.color.muted};
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  ${theme.media.mobile} {
    li {
      align-items: flex-start;
    }
  }
`;

/**
 * Why the list is not there, and the one way forward: a refusal does not change by asking again
 * (a link that is not valid or has expired: subscribe again from the product; no session and no
 * link: sign in); only a failed connection or a server failure offers a retry.
 */
function LoadFailure({ error, token, retry }: { error: unknown; token: string | null; retry: () => void }) {
  if (isRefusal(error) && error.status === 401)
    return (
      <div role="alert" data-testid="stock-alerts-failed">
        <p>{error.message}</p>
        <LocalLink to="/profile" data-testid="stock-alerts-sign-in">
          <FormattedMessage id="stockAlerts.settings.signIn" />
        </LocalLink>
      </div>
    );
  if (isRefusal(error))
    return (
      <div role="alert" data-testid="stock-alerts-failed">
        <p>
          <FormattedMessage id={token ? 'stockAlerts.settings.linkInvalid' : 'stockAlerts.error.somethingWrong'} />
        </p>
        <p>
          <FormattedMessage id="stockAlerts.settings.subscribeAgain" />
        </p>
        <LocalLink to="/" data-testid="stock-alerts-to-shop">
          <FormattedMessage id="stockAlerts.settings.toShop" />
        </LocalLink>
      </div>
    );
  return (
    <div role="alert" data-testid="stock-alerts-failed">
      <p>
        <FormattedMessage id="stockAlerts.settings.failed" />
      </p>
      <Button variant="secondary" onClick={retry}>
        <FormattedMessage id="stockAlerts.settings.retry" />
      </Button>
    </div>
  );
}

export function StockAlertsList({ token }: { token: string | null }) {
  const intl = useIntl();
  const lng = useLng();
  const { data, error, isLoading, mutate } = useAlerts(lng, token);
  const { trigger: removeAlert } = useRemoveAlert(lng, token);
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);

  async function remove(id: number) {
    setRemoving(id);
    setRemoveFailed(null);
    try {
      await removeAlert(id);
    } catch (failure) {
      setRemoveFailed(isRefusal(failure) ? failure.message : '');
    } finally {
      setRemoving(null);
    }
  }

  if (isLoading) return <p aria-busy="true" />;
  if (error || !data) return <LoadFailure error={error} token={token} retry={() => void mutate()} />;
  const rows = data.rows;
  if (rows.length === 0)
    return (
      <p data-testid="stock-alerts-empty">
        <FormattedMessage id="stockAlerts.settings.empty" />
      </p>
    );
  return (
    <>
      {removeFailed !== null && (
        <p role="alert">{removeFailed || <FormattedMessage id="stockAlerts.error.somethingWrong" />}</p>
      )}
      <List data-testid="stock-alerts-list">
        {rows.map((alert) => (
          <li key={alert.id} data-testid="stock-alert">
            <div>
              <LocalLink to={paths.product(alert.productId)}>{alert.productName}</LocalLink>
              <span className="meta">
                {alert.channel === 'email' ? (
                  <FormattedMessage id="stockAlerts.settings.channel.email" values={{ email: alert.email }} />
                ) : (
                  <FormattedMessage id="stockAlerts.settings.channel.push" />
                )}
                {' · '}
                <FormattedMessage
                  id={alert.notifiedAt ? 'stockAlerts.settings.notified' : 'stockAlerts.settings.waiting'}
                />
              </span>
            </div>
            <Button
              variant="ghost"
              disabled={removing === alert.id}
              aria-label={intl.formatMessage(
                { id: 'stockAlerts.settings.removeLabel' },
                { product: alert.productName },
              )}
              onClick={() => void remove(alert.id)}
            >
              <Icon name="trash" size={18} />
              <FormattedMessage id="stockAlerts.settings.remove" />
            </Button>
          </li>
        ))}
      </List>
    </>
  );
}
