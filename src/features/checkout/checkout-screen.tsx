/**
 * /cart-view once the shopper is signed in (spec §2 checkout, §4 order flow): the form, then the
 * code step, then the success notice with back to shopping; a card order goes from the code to
 * the bank's card form instead (payment-step.tsx), or, if the shopper then chooses so, is paid
 * on delivery and ends with the same notice. An order waiting for its code is kept
 * in the tab's session storage, so a reload returns to the code step instead of placing it again.
 * A confirmation refused for the order's promo code returns to the form (the draft kept, the code
 * dropped) with the API's words, to place the order again without it; so does one refused for its
 * gift certificate (spent or expired since placing), the certificate dropped. An order the
 * certificate pays in full is accepted at confirmation (no card form, docs/adr/031 §6).
 * Its texts (`checkout.*`) are a chunk of their own.
 */
import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { LinkButton } from '../../components/ui/link-button';
import { Icon } from '../../components/ui/icons';
import { EmptyState, LoadError, Screen, Skeleton } from '../../components/ui/list-states';
import { NoticeBox } from '../../components/ui/notice';
import { PageTitle } from '../../components/ui/section';
import { useLaterTexts } from '../../lib/later-texts';
import { calendarDayName } from '../../lib/dates';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { selectCartLines, selectCartLoaded } from '../cart';
import { clearDraft } from './checkout-draft';
import { CheckoutForm, type Placed } from './checkout-form';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { CodeStep } from './code-step';
import { PaymentStep } from './payment-step';
import { WaitingOrderNotice, type OrderDetail } from '../orders';
import '../../lib/carried-texts/routes';

const PENDING = 'checkout.pending';

/** the delivery day (YYYY-MM-DD) and hour the shopper chose, said on the success notice */
type Delivery = { date: string | null; time: string | null };
type Step =
  | { kind: 'form'; promoRefused?: { code: string; message: string }; giftRefused?: { code: string; message: string } }
  | ({ kind: 'code' } & Placed)
  | { kind: 'pay'; id: number; delivery?: Delivery }
  | { kind: 'done'; id: number; delivery?: Delivery };

const Done = styled(NoticeBox)`
  margin-top: ${theme.space(4)};
`;

function pendingOrder(): Placed | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PENDING) ?? 'null') as Placed | null;
    if (!stored || !Number.isInteger(stored.id) || typeof stored.phone !== 'string') return null;
    const { id, phone, giftCertificate } = stored;
    return typeof giftCertificate === 'string' ? { id, phone, giftCertificate } : { id, phone };
  } catch {
    return null;
  }
}

function remember(placed: Placed | null) {
  try {
    if (placed) sessionStorage.setItem(PENDING, JSON.stringify(placed));
    else sessionStorage.removeItem(PENDING);
  } catch {
    /* storage off: a reload starts from the form, and the API's key still prevents a double order */
  }
}

function CheckoutFlow({ user, onSessionEnded }: { user: UserWire; onSessionEnded: () => void }) {
  const pageIntl = useIntl();
  const lng = useLng();
  const localize = useLocalPath();
  const loaded = useAppSelector(selectCartLoaded);
  const lines = useAppSelector(selectCartLines);
  const [step, setStep] = useState<Step>(() => {
    const pending = typeof window === 'undefined' ? null : pendingOrder();
    return pending ? { kind: 'code', ...pending } : { kind: 'form' };
  });

  const onPlaced = useCallback((placed: Placed) => {
    remember(placed);
    setStep({ kind: 'code', ...placed });
    window.scrollTo({ top: 0 });
  }, []);
  const onAccepted = useCallback(
    (id: number, delivery?: Delivery) => {
      remember(null);
      clearDraft(user.id);
      setStep({ kind: 'done', id, delivery });
      window.scrollTo({ top: 0 });
    },
    [user.id],
  );
  // the code confirmed the order: a card order awaits its payment, any other is accepted
  const onConfirmed = useCallback(
    (order: OrderDetail) => {
      if (order.status !== 'awaiting_payment') return onAccepted(order.id, order.delivery);
      remember(null);
      clearDraft(user.id);
      setStep({ kind: 'pay', id: order.id, delivery: order.delivery });
      window.scrollTo({ top: 0 });
    },
    [onAccepted, user.id],
  );
  const onPromoRefused = useCallback((code: string, message: string) => {
    remember(null);
    setStep({ kind: 'form', promoRefused: { code, message } });
    window.scrollTo({ top: 0 });
  }, []);
  const onGiftRefused = useCallback((code: string, message: string) => {
    remember(null);
    setStep({ kind: 'form', giftRefused: { code, message } });
    window.scrollTo({ top: 0 });
  }, []);

  if (step.kind === 'done')
    return (
      <Done role="status" data-testid="checkout-done">
        <span className="icon">
          <Icon name="check" size={36} />
        </span>
        <h2>
          <FormattedMessage id="checkout.done.title" />
        </h2>
        <p>
          <FormattedMessage id="checkout.done.text" values={{ id: step.id }} />
          {step.delivery?.date && step.delivery.time && (
            <>
              {' '}
              <FormattedMessage
                id="checkout.done.delivery"
                values={{ day: calendarDayName(step.delivery.date, lng), time: step.delivery.time }}
              />
            </>
          )}
        </p>
        <div className="actions">
          <LinkButton to={localize('/')} variant="primary">
            <FormattedMessage id="checkout.done.shop" />
          </LinkButton>
          <LinkButton to={localize('/order')} variant="secondary">
            <FormattedMessage id="checkout.done.orders" />
          </LinkButton>
        </div>
      </Done>
    );
  if (step.kind === 'pay')
    return (
      <PaymentStep
        id={step.id}
        onPaidOnDelivery={(id) => onAccepted(id, step.delivery)}
        onSessionEnded={onSessionEnded}
      />
    );
  if (step.kind === 'code')
    return (
      <CodeStep
        id={step.id}
        phone={step.phone}
        giftCertificate={step.giftCertificate}
        pageIntl={pageIntl}
        onAccepted={onConfirmed}
        onSessionEnded={onSessionEnded}
        onPromoRefused={onPromoRefused}
        onGiftRefused={onGiftRefused}
      />
    );
  if (!loaded) return <Skeleton height={420} aria-busy="true" />;
  // Back from the bank's page lands here with the cart emptied: the order waiting for its payment first.
  return (
    <>
      <WaitingOrderNotice />
      {lines.length ? (
        <CheckoutForm
          user={user}
          onPlaced={onPlaced}
          onSessionEnded={onSessionEnded}
          promoRefused={step.promoRefused}
          giftRefused={step.giftRefused}
        />
      ) : (
        <EmptyState icon="cart" titleId="checkout.empty.title" textId="checkout.empty.text" />
      )}
    </>
  );
}

export function CheckoutScreen({ user, onSessionEnded }: { user: UserWire; onSessionEnded: () => void }) {
  const texts = useLaterTexts('checkout', CHECKOUT_TEXTS);
  return (
    <Screen data-testid="checkout">
      <PageTitle>
        <FormattedMessage id="route.cartView.title" />
      </PageTitle>
      {texts.intl ? (
        <RawIntlProvider value={texts.intl}>
          <CheckoutFlow user={user} onSessionEnded={onSessionEnded} />
        </RawIntlProvider>
      ) : texts.failed ? (
        <LoadError error={new Error('texts')} onRetry={texts.retry} />
      ) : (
        <Skeleton height={420} />
      )}
    </Screen>
  );
}
