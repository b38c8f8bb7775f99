/**
 * Product notification settings (spec §2): the owner's back-in-stock subscriptions, each removable.
 * The owner is the signed-in shopper (session cookies) or, without an account, whoever holds the
 * manage token (`token`: the e-mail link's, or this browser's fcmToken cookie).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LocalLink } from '../../components/ui/local-link';
import { paths } from '../../lib/routes';
import { useLng } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { AlertsError, listAlerts, removeAlert, type StockAlertWire } from './stock-alerts-api';

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

type State =
  { kind: 'loading' } | { kind: 'rows'; rows: StockAlertWire[] } | { kind: 'failed'; message: string | null };

export function StockAlertsList({ token }: { token: string | null }) {
  const intl = useIntl();
  const lng = useLng();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    listAlerts(lng, token).then(
      (list) => live && setState({ kind: 'rows', rows: list.rows }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: error instanceof AlertsError && error.status < 500 ? error.message : null,
        }),
    );
    return () => {
      live = false;
    };
  }, [lng, token, attempt]);

  const remove = useCallback(
    async (id: number) => {
      setRemoving(id);
      try {
        const list = await removeAlert(lng, id, token);
        setState({ kind: 'rows', rows: list.rows });
      } catch (error) {
        setState({
          kind: 'failed',
          message: error instanceof AlertsError && error.status < 500 ? error.message : null,
        });
      } finally {
        setRemoving(null);
      }
    },
    [lng, token],
  );

  if (state.kind === 'loading') return <p aria-busy="true" />;
  if (state.kind === 'failed')
    return (
      <div role="alert" data-testid="stock-alerts-failed">
        <p>{state.message ?? <FormattedMessage id="stockAlerts.settings.failed" />}</p>
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          <FormattedMessage id="stockAlerts.settings.retry" />
        </Button>
      </div>
    );
  if (state.rows.length === 0)
    return (
      <p data-testid="stock-alerts-empty">
        <FormattedMessage id="stockAlerts.settings.empty" />
      </p>
    );
  return (
    <List data-testid="stock-alerts-list">
      {state.rows.map((alert) => (
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
            aria-label={intl.formatMessage({ id: 'stockAlerts.settings.removeLabel' }, { product: alert.productName })}
            onClick={() => void remove(alert.id)}
          >
            <Icon name="trash" size={18} />
            <FormattedMessage id="stockAlerts.settings.remove" />
          </Button>
        </li>
      ))}
    </List>
  );
}
