/**
 * The quick-order dialog ("buy in one click", spec §2, §3, §4): the product, a name and a phone
 * ('+993 xx xx xx xx'), sent as POST /client/v4/orders/fast with one Idempotency-Key per attempt
 * (the same name and phone sent again reuse it, so a double click or a retry orders once). No
 * account needed; the shop calls back. A signed-in shopper finds their name and phone filled in,
 * and the order among their orders (the session's cookies go with the call). The slice holds where it stands (quick-order-slice.ts); a
 * chunk of its own with its texts (`quickOrder.*`).
 */
import styled from '@emotion/styled';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { controlProps, Field } from '../../components/ui/field-kit';
import { ModalDialog } from '../../components/ui/modal-frame';
import { useLaterTexts } from '../../lib/later-texts';
import { useLng } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import { selectCurrentUser } from '../auth';
import { nameCharactersNotAllowed, personNameProblem } from '../../../server/src/contract/identity-rules';
import { fieldText, phoneOfField, typedPhone, writtenInFull } from './local-phone';
import { placeQuickOrder, quickOrderRefusal } from './quick-order-api';
import {
  quickOrderClosed,
  quickOrderFailed,
  quickOrderStarted,
  quickOrderSucceeded,
  selectQuickOrder,
  type OrderProduct,
} from './quick-order-slice';
import { QUICK_ORDER_TEXTS } from './quick-order-texts';

const Box = styled(ModalDialog)`
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
  .phone {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
  .phone span {
    font-weight: 600;
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
  /* the success text keeps its distance from the button below it */
  .success {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
  }
  .success h3 {
    margin: 0;
  }
`;

function QuickOrderBox({ product }: { product: OrderProduct }) {
  const intl = useIntl();
  const lng = useLng();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectQuickOrder);
  const user = useAppSelector(selectCurrentUser);
  const [name, setName] = useState(() => [user?.name, user?.surname].filter(Boolean).join(' '));
  const [phoneText, setPhoneText] = useState(() => (user?.phone ? fieldText(user.phone) : ''));
  const [checked, setChecked] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const close = useCallback(() => dispatch(quickOrderClosed()), [dispatch]);

  // the contract's rules (docs/adr/023, 027): the same name rule as the profile, the one phone rule
  const nameWrong = personNameProblem(name) !== null;
  const phone = phoneOfField(phoneText);
  const nameChars = nameCharactersNotAllowed(name);
  const nameError = checked && nameWrong ? (nameChars.length ? 'common.nameChars' : 'quickOrder.error.name') : null;
  const phoneError = checked && !phone ? 'quickOrder.error.phone' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (state.isLoading || nameWrong || !phone) return;
    const body = { productId: product.id, count: 1, name: name.trim(), phone };
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    dispatch(quickOrderStarted());
    try {
      const placed = await placeQuickOrder(lng, body, attempt.current.key);
      dispatch(quickOrderSucceeded(placed.id));
    } catch (error) {
      dispatch(quickOrderFailed(quickOrderRefusal(error)));
    }
  }

  return (
    <Box
      title={<FormattedMessage id="quickOrder.title" />}
      closeLabel={intl.formatMessage({ id: 'quickOrder.close' })}
      onClose={close}
      initialFocus={first}
      data-testid="quick-order"
    >
      <div className="product">
        <span>{product.name}</span>
        <span>{formatPrice(product.price)}</span>
      </div>
      {state.isSuccess ? (
        <div role="status" className="success" data-testid="quick-order-done">
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
          <Field
            id={`${id}-name`}
            labelId="quickOrder.name"
            error={nameError}
            errorValues={{ chars: nameChars.join(' ') }}
          >
            <input
              ref={first}
              {...controlProps(`${id}-name`, nameError)}
              name="name"
              autoComplete="name"
              maxLength={100}
              value={name}
              disabled={state.isLoading}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field id={`${id}-phone`} labelId="quickOrder.phone" error={phoneError}>
            <div className="phone">
              {!writtenInFull(phoneText) && <span aria-hidden="true">+993</span>}
              <input
                {...controlProps(`${id}-phone`, phoneError)}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="xx xx xx xx"
                title="+993 xx xx xx xx"
                value={phoneText}
                disabled={state.isLoading}
                onChange={(event) => setPhoneText(typedPhone(event.target.value))}
              />
            </div>
          </Field>
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
