/** The cart's summary beside the lines: pieces, unavailable lines, the total, checkout, and clear with its confirmation. */
import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { Icon } from '../../components/ui/icons';
import { useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { useAppDispatch } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { totalsListStyle } from '../../components/ui/totals-list';
import { toastShown } from '../toasts';
import { cartCleared } from './cart-slice';

const Summary = styled.aside`
  position: sticky;
  top: calc(${theme.layout.headerHeight} + ${theme.space(18)});
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.card};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0;
    font-size: 19px;
  }
  ${totalsListStyle}
  a,
  button {
    width: 100%;
  }
  .confirm {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    flex-wrap: wrap;
    font-size: 14px;
  }
  .confirm p {
    flex: 1 0 100%;
    margin: 0;
  }
  .confirm button {
    flex: 1;
    width: auto;
  }
  ${theme.media.mobile} {
    position: static;
  }
`;

export function CartSummary({
  waiting,
  pieces,
  unavailable,
  total,
}: {
  /** the live products are still loading: the figures show '…' */
  waiting: boolean;
  pieces: number;
  unavailable: number;
  total: number;
}) {
  const intl = useIntl();
  const localize = useLocalPath();
  const dispatch = useAppDispatch();
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <Summary aria-label={intl.formatMessage({ id: 'cart.summary.title' })}>
      <h2>
        <FormattedMessage id="cart.summary.title" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="cart.summary.pieces" />
        </dt>
        <dd>{waiting ? '…' : pieces}</dd>
        {unavailable > 0 && (
          <>
            <dt>
              <FormattedMessage id="cart.summary.unavailable" />
            </dt>
            <dd>{unavailable}</dd>
          </>
        )}
      </dl>
      <dl className="grand">
        <dt>
          <FormattedMessage id="cart.summary.total" />
        </dt>
        <dd data-testid="cart-page-total">{waiting ? '…' : formatPrice(total)}</dd>
      </dl>
      {total > 0 ? (
        <LinkButton to={localize('/cart-view')} variant="primary">
          <FormattedMessage id="cart.checkout" /> <Icon name="chevronRight" />
        </LinkButton>
      ) : (
        <Button variant="primary" disabled>
          <FormattedMessage id="cart.checkout" />
        </Button>
      )}
      {confirmClear ? (
        <div className="confirm" role="group" aria-label={intl.formatMessage({ id: 'cart.clear.confirm' })}>
          <p>
            <FormattedMessage id="cart.clear.confirm" />
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(cartCleared());
              dispatch(toastShown({ variant: 'info', messageId: 'toast.cart.cleared' }));
              setConfirmClear(false);
            }}
          >
            <FormattedMessage id="cart.clear.yes" />
          </Button>
          <Button variant="ghost" onClick={() => setConfirmClear(false)}>
            <FormattedMessage id="cart.clear.no" />
          </Button>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setConfirmClear(true)}>
          <Icon name="trash" size={18} /> <FormattedMessage id="cart.clear" />
        </Button>
      )}
    </Summary>
  );
}
