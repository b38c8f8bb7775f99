/**
 * After the code, a card order's step (docs/adr/025): the order is confirmed and awaits its payment,
 * so the shopper is sent at once to the bank's card form (POST /client/v4/orders/{id}/payment,
 * then the browser goes to its formUrl). When the bank's page cannot be reached (503) the step
 * says so in the API's words and offers to try again or to pay on delivery (then the usual
 * success notice). The order and its held stock stay as they are whichever the shopper picks; the
 * cart was emptied when the code confirmed the order, as for every order.
 */
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { FormNotice } from '../../components/ui/field-kit';
import { Icon } from '../../components/ui/icons';
import { NoticeBox } from '../../components/ui/notice';
import { useLocalPath } from '../../lib/lng-context';
import { theme } from '../../lib/theme';
import { isSettled, usePaymentActions } from '../orders';

const Box = styled(NoticeBox)`
  min-height: 380px;
  justify-content: center;
  ${FormNotice} {
    max-width: 460px;
    text-align: left;
  }
  ${theme.media.mobile} {
    padding: ${theme.space(8)} ${theme.space(4)};
    .actions {
      flex-direction: column;
      align-self: stretch;
    }
  }
`;

export function PaymentStep({
  id,
  onPaidOnDelivery,
  onSessionEnded,
}: {
  id: number;
  /** the order switched to paying on delivery: accepted */
  onPaidOnDelivery: (id: number) => void;
  onSessionEnded: () => void;
}) {
  const localize = useLocalPath();
  const actions = usePaymentActions(id, { onPaidOnDelivery: (order) => onPaidOnDelivery(order.id), onSessionEnded });
  const { problem, formUrl, busy } = actions;
  const started = useRef(false);
  const { toGateway } = actions;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void toGateway();
  }, [toGateway]);

  const settled = isSettled(problem);
  return (
    <Box className={problem ? 'error' : undefined} data-testid="checkout-payment" aria-busy={busy}>
      <span className="icon">
        <Icon name={problem ? 'alert' : 'wallet'} size={36} />
      </span>
      <div role="status" aria-live="polite" aria-atomic="true">
        <h2>
          <FormattedMessage id={problem ? 'checkout.pay.problemTitle' : 'checkout.pay.title'} />
        </h2>
        <p>
          <FormattedMessage id="checkout.pay.text" values={{ id }} />
        </p>
      </div>
      {problem && (
        <FormNotice className="error" role="alert" data-testid="payment-problem">
          <Icon name="alert" />
          <p>{problem.text ?? <FormattedMessage id="checkout.pay.failed" />}</p>
        </FormNotice>
      )}
      <div className="actions">
        {!problem && formUrl && (
          <a href={formUrl}>
            <FormattedMessage id="checkout.pay.open" />
          </a>
        )}
        {problem && !settled && (
          <Button variant="primary" disabled={busy} onClick={() => void toGateway()} data-testid="payment-retry">
            <FormattedMessage id="checkout.pay.retry" />
          </Button>
        )}
        {!settled && (problem || formUrl) && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void actions.onDelivery()}
            data-testid="payment-on-delivery"
          >
            <FormattedMessage id="checkout.pay.onDelivery" />
          </Button>
        )}
        {settled && (
          <LinkButton to={localize(`/order/payment?order=${id}`)} variant="primary">
            <FormattedMessage id="checkout.pay.status" />
          </LinkButton>
        )}
      </div>
    </Box>
  );
}
