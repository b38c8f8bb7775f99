/**
 * The quick-order dialog ("buy in one click", spec §2, §3, §4): the product, a name and a phone
 * ('+993 xx xx xx xx'), sent as POST /client/v4/orders/fast with one Idempotency-Key per attempt
 * (the same name and phone sent again reuse it, so a double click or a retry orders once). No
 * account needed; the shop calls back. The slice holds where it stands (quick-order-slice.ts); a
 * chunk of its own with its texts (`quickOrder.*`).
 */
import styled from '@emotion/styled';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import type { FastOrderPlacedWire } from '../../../server/src/contract/orders';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { ModalBackdrop, ModalBox, ModalClose, ModalFrame } from '../../components/ui/modal-frame';
import { useLaterTexts } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { useModal } from '../../components/ui/use-modal';
import { theme } from '../../lib/theme';
import { apiCall, CheckoutError, newIdempotencyKey } from '../checkout';
import { fullPhone, groupPairs, isLocalPhone, localDigits } from './local-phone';
import {
  quickOrderClosed,
  quickOrderFailed,
  quickOrderStarted,
  quickOrderSucceeded,
  selectQuickOrder,
  type OrderProduct,
} from './quick-order-slice';
import { QUICK_ORDER_TEXTS } from './quick-order-texts';

const Box = styled(ModalBox)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  p {
    margin: 0;
    color: ${theme.color.muted};
    line-height: 1.5;
  }
  .product {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.color.page};
    font-weight: 600;
  }
  .product span:last-of-type {
    white-space: nowrap;
  }
  label {
    display: block;
    margin-bottom: ${theme.space(1.5)};
    font-size: 14px;
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.card};
    color: ${theme.color.text};
    font: inherit;
    font-size: 16px;
  }
  input:focus {
    border-color: ${theme.color.brand};
    outline: 3px solid ${theme.color.brandSoft};
  }
  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  .phone {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  .phone span {
    font-weight: 600;
  }
  .message {
    margin-top: ${theme.space(1.5)};
    color: ${theme.color.danger};
    font-size: 13px;
  }
  .failed {
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: #fdecea;
    color: #8a1c1c;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
  button[type='submit'],
  .done {
    width: 100%;
    min-height: 50px;
  }
`;

const NAME = /\p{L}/u;

function QuickOrderBox({ product }: { product: OrderProduct }) {
  const intl = useIntl();
  const lng = useLng();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuickOrder);
  const [name, setName] = useState('');
  const [digits, setDigits] = useState('');
  const [checked, setChecked] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const close = useCallback(() => dispatch(quickOrderClosed()), [dispatch]);
  useModal(close, first);

  const nameError = checked && !(NAME.test(name) && name.trim().length <= 100) ? 'quickOrder.error.name' : null;
  const phoneError = checked && !isLocalPhone(digits) ? 'quickOrder.error.phone' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (state.isLoading || !NAME.test(name) || name.trim().length > 100 || !isLocalPhone(digits)) return;
    const body = { productId: product.id, count: 1, name: name.trim(), phone: fullPhone(digits) };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    dispatch(quickOrderStarted());
    try {
      const placed = await apiCall<FastOrderPlacedWire>('/client/v4/orders/fast', {
        lng,
        body,
        idempotencyKey: attempt.current.key,
      });
      dispatch(quickOrderSucceeded(placed.id));
    } catch (error) {
      dispatch(quickOrderFailed(error instanceof CheckoutError && error.status < 500 ? error.message || null : null));
    }
  }

  return (
    <>
      <ModalBackdrop onClick={close} aria-hidden="true" />
      <ModalFrame>
        <Box role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="quick-order">
          <h2 id={`${id}-title`}>
            <FormattedMessage id="quickOrder.title" />
          </h2>
          <ModalClose type="button" onClick={close} aria-label={intl.formatMessage({ id: 'quickOrder.close' })}>
            <Icon name="close" />
          </ModalClose>
          <div className="product">
            <span>{product.name}</span>
            <span>{formatPrice(product.price)}</span>
          </div>
          {state.isSuccess ? (
            <div role="status" data-testid="quick-order-done">
              <h3>
                <FormattedMessage id="quickOrder.success.title" />
              </h3>
              <p>
                <FormattedMessage id="quickOrder.success.text" values={{ id: state.orderId }} />
              </p>
              <Button variant="primary" className="done" onClick={close}>
                <FormattedMessage id="quickOrder.success.back" />
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate aria-busy={state.isLoading}>
              <p>
                <FormattedMessage id="quickOrder.text" />
              </p>
              <div>
                <label htmlFor={`${id}-name`}>
                  <FormattedMessage id="quickOrder.name" />
                </label>
                <input
                  ref={first}
                  id={`${id}-name`}
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  value={name}
                  disabled={state.isLoading}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-name-message` : undefined}
                  onChange={(event) => setName(event.target.value)}
                />
                {nameError && (
                  <div className="message" id={`${id}-name-message`} role="alert">
                    <FormattedMessage id={nameError} />
                  </div>
                )}
              </div>
              <div>
                <label htmlFor={`${id}-phone`}>
                  <FormattedMessage id="quickOrder.phone" />
                </label>
                <div className="phone">
                  <span aria-hidden="true">+993</span>
                  <input
                    id={`${id}-phone`}
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="xx xx xx xx"
                    title="+993 xx xx xx xx"
                    value={groupPairs(digits)}
                    disabled={state.isLoading}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby={phoneError ? `${id}-phone-message` : undefined}
                    onChange={(event) => setDigits(localDigits(event.target.value))}
                  />
                </div>
                {phoneError && (
                  <div className="message" id={`${id}-phone-message`} role="alert">
                    <FormattedMessage id={phoneError} />
                  </div>
                )}
              </div>
              {state.isError && (
                <div className="failed" role="alert" data-testid="quick-order-error">
                  {state.message ?? <FormattedMessage id="quickOrder.error.somethingWrong" />}
                </div>
              )}
              <Button type="submit" variant="primary" disabled={state.isLoading} data-testid="quick-order-submit">
                <FormattedMessage id={state.isLoading ? 'quickOrder.sending' : 'quickOrder.submit'} />
              </Button>
            </form>
          )}
        </Box>
      </ModalFrame>
    </>
  );
}

/** The dialog once its texts are in. */
export function QuickOrderDialog() {
  const texts = useLaterTexts('quickOrder', QUICK_ORDER_TEXTS);
  const product = useAppSelector(selectQuickOrder).orderProduct;
  if (!texts.intl || !product) return null;
  return (
    <RawIntlProvider value={texts.intl}>
      <QuickOrderBox product={product} />
    </RawIntlProvider>
  );
}
