/**
 * The checkout form (spec §2 checkout, §5): the cart re-checked against the live API line by line,
 * the recipient (prefilled from the profile), a saved address or a new one (checkout-address.tsx),
 * delivery and payment with a day and hour §5 allows now (checkout-choices.tsx), the totals
 * (checkout-summary.tsx). Sending it places the order (POST /client/v4/orders) with one
 * Idempotency-Key per attempt: the same body sent again (a double click, a retry after a failure)
 * carries the same key, so the API answers the first order again instead of making a second. A
 * 409 shows the spec's message and updates the lines it names; nothing typed is lost. The applied
 * promo code (promo-code.tsx) goes with the order; a 409 about the code shows the API's words, drops
 * the code and keeps everything else, so the shopper can send the order again without it. The
 * applied gift certificate (gift-certificate.tsx) goes with it the same way: a refusal of the
 * certificate shows the API's words and drops only the certificate.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { Icon } from '../../components/ui/icons';
import { LoadError, Skeleton } from '../../components/ui/list-states';
import { ApiError } from '../../lib/api/api-client';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import { useLng } from '../../lib/lng-context';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { cartPricesRefreshed, selectCartLines } from '../cart';
import { formatPhone } from '../profile';
import { tooManyRequests, useAuthTexts } from '../auth';
import { shownPhone } from '../../lib/phone-format';
import { CheckedLines } from './checked-lines';
import { CheckoutAddress } from './checkout-address';
import {
  changedLines,
  giftRefusal,
  promoRefusal,
  useCartCheck,
  useOrderExtras,
  usePlaceOrder,
  useSavedAddresses,
  type CheckedLineWire,
  type OrderExtrasWire,
} from './checkout-api';
import { DeliveryChoices, PaymentChoices } from './checkout-choices';
import { readDraft, readGiftDraft, saveDraft, saveGiftDraft } from './checkout-draft';
import { keepOrFirst } from './checkout-part';
import {
  checkoutErrors,
  checkoutSchema,
  EMPTY_CHECKOUT,
  giftLineErrors,
  NEW_ADDRESS,
  orderBodyOf,
  type CheckoutValues,
  type GiftLines,
  type GiftLineValues,
} from './checkout-schema';
import { GiftLinesSection } from './gift-lines';
import { CheckoutSummary, deliveryCostOf } from './checkout-summary';
import { usePromo } from './promo-code';
import { certificatePays, useGiftCertificate } from './gift-certificate';
import { Fields, FormNotice as Alert, FormSection as Section, TextField } from '../../components/ui/field-kit';
import { useFocusFirstError } from '../../components/ui/focus-first-error';
import { shopNow } from './delivery-slots';

const Columns = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${theme.space(6)};
  align-items: start;
  .main {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(4)};
    min-width: 0;
  }
  ${theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(4)};
  }
`;

export interface Placed {
  id: number;
  phone: string;
  /** the gift certificate's code the order carries, as typed: a refusal at confirmation gives it back to the field */
  giftCertificate?: string;
}

function initialValues(user: UserWire): CheckoutValues {
  return {
    ...EMPTY_CHECKOUT,
    name: user.name,
    surname: user.surname,
    phone: user.phone ? formatPhone(user.phone) : '',
    email: user.email ?? '',
  };
}

/** The choices in: the first of each where the value is not one of them (yet). */
function withChoices(previous: CheckoutValues, extras: OrderExtrasWire): CheckoutValues {
  const deliveryMethod = keepOrFirst(previous.deliveryMethod, extras.deliveryMethods);
  const paymentMethod = keepOrFirst(previous.paymentMethod, extras.paymentMethods);
  return {
    ...previous,
    deliveryMethod,
    deliveryType: keepOrFirst(
      previous.deliveryType,
      extras.deliveryTypes.filter((type) => type.method === deliveryMethod),
    ),
    paymentMethod,
    paymentType: keepOrFirst(
      previous.paymentType,
      extras.paymentTypes.filter((type) => type.method === paymentMethod),
    ),
  };
}

export function CheckoutForm({
  user,
  onPlaced,
  onSessionEnded,
  promoRefused,
  giftRefused,
}: {
  user: UserWire;
  onPlaced: (placed: Placed) => void;
  onSessionEnded: () => void;
  /** the confirmation refused the order's promo code: its words are shown, and the code is dropped */
  promoRefused?: { code: string; message: string };
  /** the confirmation refused the order's gift certificate: its words are shown, and the certificate is dropped */
  giftRefused?: { code: string; message: string };
}) {
  const intl = useIntl();
  const lng = useLng();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);

  const extras = useOrderExtras(lng);
  const addresses = useSavedAddresses(lng);
  const cartLines = useMemo(() => lines.map(({ id, count, cartPrice }) => ({ id, count, cartPrice })), [lines]);
  const check = useCartCheck(lng, cartLines);
  const place = usePlaceOrder(lng);
  const promo = usePromo({
    lng,
    lines: cartLines,
    ready: Boolean(check.data && !check.data.changed && !check.isValidating),
    onSessionEnded,
    initial: promoRefused,
  });

  // what this tab's shopper chose before a reload or Back then Forward (checkout-draft.ts)
  const [values, setValues] = useState<CheckoutValues>(() => {
    const draft = { ...initialValues(user), ...readDraft(user.id) };
    // a certificate the confirmation refused is not applied again
    return giftRefused ? { ...draft, giftCertificate: '' } : draft;
  });
  const setGiftCode = useCallback(
    (giftCertificate: string) => setValues((previous) => ({ ...previous, giftCertificate })),
    [],
  );
  const gift = useGiftCertificate({
    lng,
    lines: cartLines,
    ready: Boolean(check.data && !check.data.changed && !check.isValidating),
    code: values.giftCertificate,
    setCode: setGiftCode,
    onSessionEnded,
    initial: giftRefused,
  });
  // the certificate lines' recipients and notes, by product id (gift-lines.tsx)
  const [gifts, setGifts] = useState<GiftLines>(() => readGiftDraft(user.id));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<{
    id?: string;
    values?: Record<string, string | number>;
    text?: string;
  } | null>(promoRefused ? { text: promoRefused.message } : giftRefused ? { text: giftRefused.message } : null);
  // the accounts' 'too many requests' with its wait, which a sixth code in the hour answers
  useAuthTexts(true);
  /** prices lines had before a 409 updated them */
  const [previousPrices, setPreviousPrices] = useState<Map<number, number>>(new Map());
  const busy = useRef(false); // a second click before the first renders the form busy
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [form, showFirstError] = useFocusFirstError<HTMLFormElement>();
  const now = shopNow(new Date());

  const change = (changes: Partial<CheckoutValues>) => setValues((previous) => ({ ...previous, ...changes }));

  // The choices in: preselect the first of each, and a saved address when there is one.
  useEffect(() => {
    const data = extras.data;
    if (data) setValues((previous) => withChoices(previous, data));
  }, [extras.data]);
  useEffect(() => {
    const saved = addresses.data;
    if (!saved && !addresses.error) return;
    setValues((previous) =>
      previous.addressId ? previous : { ...previous, addressId: saved?.length ? String(saved[0].id) : NEW_ADDRESS },
    );
  }, [addresses.data, addresses.error]);
  useEffect(() => saveDraft(user.id, values), [user.id, values]);
  useEffect(() => saveGiftDraft(user.id, gifts), [user.id, gifts]);
  useEffect(() => {
    if (addresses.error instanceof ApiError && addresses.error.status === 401) onSessionEnded();
  }, [addresses.error, onSessionEnded]);

  const errors = useMemo(
    () => (showErrors ? checkoutErrors(values, { now }) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves each render; the errors follow the values
    [showErrors, values],
  );
  const certificateLines = useMemo(
    () => (check.data?.lines ?? []).filter((line) => line.giftCertificate && line.problem === null),
    [check.data],
  );
  const giftErrors = useMemo(
    () =>
      showErrors
        ? giftLineErrors(
            gifts,
            certificateLines.map((line) => line.id),
          )
        : {},
    [certificateLines, gifts, showErrors],
  );
  const changeGift = useCallback(
    (id: number, changes: Partial<GiftLineValues>) =>
      setGifts((previous) => ({ ...previous, [id]: { ...(previous[id] ?? { to: '', note: '' }), ...changes } })),
    [],
  );

  if (extras.error || (check.error && !check.data))
    return (
      <LoadError
        error={extras.error ?? check.error}
        onRetry={() => void (extras.error ? extras.mutate() : check.mutate())}
      />
    );
  if (!extras.data || !check.data) return <Skeleton height={420} aria-busy="true" />;

  const data = extras.data;
  const checked = check.data;
  const savedAddress = addresses.data?.find((address) => String(address.id) === values.addressId);
  const welayat = values.addressId === NEW_ADDRESS ? values.welayat : savedAddress?.welayat;
  // free delivery is counted on what the goods cost after the code's discount (docs/adr/030 §2)
  const goods = checked.subtotal - (promo.applied?.discount ?? 0);
  const delivery = deliveryCostOf(data, values.deliveryMethod, welayat, goods);
  const total = goods + (delivery.cost ?? 0);
  // A certificate never pays for certificates (docs/adr/031 §1).
  const certificatesTotal = certificateLines.reduce((sum, line) => sum + line.count * (line.price ?? 0), 0);
  const giftPays = gift.applied ? certificatePays(gift.applied, total, certificatesTotal) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // an applied code is still being judged for these lines: the order waits for its discount
    if (busy.current || promo.checking || promo.applying || gift.checking || gift.applying) return;
    setShowErrors(true);
    setProblem(null);
    const found = {
      ...checkoutErrors(values, { now: shopNow(new Date()) }),
      ...giftLineErrors(
        gifts,
        certificateLines.map((line) => line.id),
      ),
    };
    if (Object.keys(found).length) {
      setProblem({ id: 'checkout.error.form' });
      showFirstError();
      return;
    }
    if (checked.changed) {
      setProblem({ id: 'checkout.lines.fix' });
      return;
    }
    const body = orderBodyOf(
      checkoutSchema.cast(values) as CheckoutValues,
      lines,
      promo.applied?.code,
      gift.applied ? (gift.code ?? undefined) : undefined,
      // only the lines that are certificates now carry a recipient and a note
      Object.fromEntries(certificateLines.filter((line) => gifts[line.id]).map((line) => [line.id, gifts[line.id]])),
    );
    const json = JSON.stringify(body);
    // the same order asked again keeps its key: the API replays the first answer
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    busy.current = true;
    try {
      const placed = await place.trigger({ body, idempotencyKey: attempt.current.key });
      onPlaced({
        id: placed.id,
        phone: body.recipient.phone,
        ...(body.giftCertificate ? { giftCertificate: body.giftCertificate } : {}),
      });
    } catch (error) {
      const changed = changedLines(error);
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      else if (changed.length) cartChanged(changed);
      else if (promoRefusal(error) && body.promoCode) {
        promo.refused(body.promoCode, (error as ApiError).message);
        setProblem({ text: (error as ApiError).message });
      } else if (giftRefusal(error) && body.giftCertificate) {
        gift.refused(body.giftCertificate, (error as ApiError).message);
        setProblem({ text: (error as ApiError).message });
      } else if (error instanceof ApiError && error.status === 429) setProblem(tooManyRequests(error.retryAfter));
      else if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message)
        setProblem({ text: error.message });
      else setProblem({ id: 'checkout.error.somethingWrong' });
    } finally {
      busy.current = false;
    }
  }

  /** 409: the lines take today's prices (the shopper sees from what to what) and the check runs again. */
  function cartChanged(changed: CheckedLineWire[]) {
    const repriced = changed.filter((line) => line.problem === 'price_changed' && line.price !== null);
    setPreviousPrices((previous) => {
      const next = new Map(previous);
      for (const line of repriced) if (!next.has(line.id)) next.set(line.id, line.cartPrice);
      return next;
    });
    if (repriced.length) dispatch(cartPricesRefreshed(repriced.map((line) => ({ id: line.id, price: line.price! }))));
    const stockOnly = changed.every((line) => line.problem === 'not_enough_stock' || line.problem === 'not_available');
    setProblem({ id: stockOnly ? 'checkout.stockChanged' : 'checkout.pricesChanged' });
    if (!repriced.length) void check.mutate();
  }

  const parts = { values, errors, change };
  return (
    <Columns ref={form} onSubmit={submit} noValidate data-testid="checkout-form" aria-busy={place.isMutating}>
      <div className="main">
        {problem && (
          <Alert role="alert" className="error" data-testid="checkout-problem">
            <Icon name="alert" />
            <p>{problem.id ? <FormattedMessage id={problem.id} values={problem.values} /> : problem.text}</p>
          </Alert>
        )}
        <Section aria-labelledby="checkout-lines-title">
          <h2 id="checkout-lines-title">
            <Icon name="cart" /> <FormattedMessage id="checkout.lines.title" />
          </h2>
          {checked.changed && (
            <Alert role="status" data-testid="check-changed">
              <Icon name="alert" />
              <p>
                <FormattedMessage
                  id={
                    checked.lines.some((line) => line.problem === 'price_changed' || line.problem === 'missing')
                      ? 'checkout.pricesChanged'
                      : 'checkout.stockChanged'
                  }
                />
              </p>
            </Alert>
          )}
          <CheckedLines lines={checked.lines} previousPrices={previousPrices} />
        </Section>

        <GiftLinesSection lines={certificateLines} gifts={gifts} errors={giftErrors} change={changeGift} />

        <Section aria-labelledby="checkout-recipient-title">
          <h2 id="checkout-recipient-title">
            <Icon name="user" /> <FormattedMessage id="checkout.recipient.title" />
          </h2>
          <Fields>
            <TextField
              labelId="checkout.field.name"
              name="name"
              autoComplete="given-name"
              value={values.name}
              error={errors.name}
              onChange={(event) => change({ name: event.target.value })}
            />
            <TextField
              labelId="checkout.field.surname"
              name="surname"
              autoComplete="family-name"
              value={values.surname}
              error={errors.surname}
              onChange={(event) => change({ surname: event.target.value })}
            />
            <TextField
              labelId="checkout.field.phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+993 xx xx xx xx"
              hint={intl.formatMessage({ id: 'checkout.field.phoneHint' })}
              value={values.phone}
              error={errors.phone}
              onChange={(event) => change({ phone: event.target.value })}
              onBlur={() => change({ phone: shownPhone(values.phone) })}
            />
            <TextField
              labelId="checkout.field.email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => change({ email: event.target.value })}
            />
          </Fields>
        </Section>

        <CheckoutAddress {...parts} saved={addresses.data} />
        <DeliveryChoices {...parts} extras={data} now={now} />
        <PaymentChoices {...parts} extras={data} />
      </div>

      <CheckoutSummary
        checked={checked}
        deliveryCost={delivery.cost}
        freeFrom={delivery.freeFrom}
        sending={place.isMutating}
        promo={promo}
        gift={gift}
        giftPays={giftPays}
      />
    </Columns>
  );
}
