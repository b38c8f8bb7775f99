/**
 * The checkout form (spec §2 checkout, §5): the cart re-checked against the live API line by line,
 * the recipient (prefilled from the profile), a saved address or a new one (welaýat -> etrap ->
 * Ashgabat's neighbourhood), delivery method and type, payment method and type, a delivery day and
 * hour among those §5 allows now (Asia/Ashgabat), the totals with delivery cost and the free-delivery
 * threshold. Sending it places the order (POST /client/v4/orders) with one Idempotency-Key per
 * attempt: the same body sent again (a double click, a retry after a failure) carries the same key,
 * so the API answers the first order again instead of making a second. A 409 shows the spec's
 * message and updates the lines it names; nothing typed is lost.
 */
import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserWire } from '../../../server/src/contract/auth';
import { Button, LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { LoadError, Skeleton } from '../../components/ui/list-states';
import type { Lng } from '../../lib/catalog-types';
import { useLng, useLocalPath } from '../../lib/lng-context';
import { formatPrice } from '../../lib/price';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import { theme } from '../../lib/theme';
import { cartPricesRefreshed, selectCartLines } from '../cart';
import { ASHGABAT_NEIGHBOURHOODS, formatPhone, placeNames, WELAYATS } from '../profile';
import { CheckedLines } from './checked-lines';
import { ApiError } from '../../lib/api/api-client';
import { newIdempotencyKey } from '../../lib/api/idempotency-key';
import {
  changedLines,
  useCartCheck,
  useOrderExtras,
  usePlaceOrder,
  useSavedAddresses,
  type AddressWire,
  type CheckedLineWire,
} from './checkout-api';
import {
  Fields,
  FormNotice as Alert,
  FormSection as Section,
  SelectField,
  TextField,
} from '../../components/ui/field-kit';
import {
  checkoutErrors,
  checkoutSchema,
  EMPTY_CHECKOUT,
  NEW_ADDRESS,
  orderBodyOf,
  type CheckoutValues,
} from './checkout-schema';
import { bookableTimes, daysWithHours, shopNow } from './delivery-slots';

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

const Summary = styled(Section)`
  position: sticky;
  top: calc(${theme.layout.headerHeight} + ${theme.space(18)});
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .grand {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.color.line};
    font-size: 20px;
  }
  .grand dd {
    font-weight: 800;
  }
  .free {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 14px;
  }
  button {
    width: 100%;
    min-height: 52px;
    font-size: 16px;
  }
  ${theme.media.mobile} {
    position: static;
  }
`;

export interface Placed {
  id: number;
  phone: string;
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

/** The first option of a list, when the value is not one of them. */
const keepOrFirst = (value: string, options: { code: string }[]) =>
  options.some((option) => option.code === value) ? value : (options[0]?.code ?? '');

function savedAddressLine(
  address: AddressWire,
  lng: Lng,
  building: (value: string) => string,
  home: (value: string) => string,
) {
  const names = placeNames(address, lng);
  return [
    address.name,
    [
      address.street,
      address.building ? building(address.building) : null,
      address.home ? home(address.home) : null,
      names.city,
      names.etrap,
    ]
      .filter(Boolean)
      .join(', '),
  ].join(': ');
}

export function CheckoutForm({
  user,
  onPlaced,
  onSessionEnded,
}: {
  user: UserWire;
  onPlaced: (placed: Placed) => void;
  onSessionEnded: () => void;
}) {
  const intl = useIntl();
  const lng = useLng();
  const localize = useLocalPath();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartLines);

  const extras = useOrderExtras(lng);
  const addresses = useSavedAddresses(lng);
  const check = useCartCheck(
    lng,
    lines.map(({ id, count, cartPrice }) => ({ id, count, cartPrice })),
  );
  const place = usePlaceOrder(lng);

  const [values, setValues] = useState<CheckoutValues>(() => initialValues(user));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<{ id?: string; text?: string } | null>(null);
  /** prices lines had before a 409 updated them */
  const [previousPrices, setPreviousPrices] = useState<Map<number, number>>(new Map());
  const busy = useRef(false); // a second click before the first renders the form busy
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const now = shopNow(new Date());

  const change = (changes: Partial<CheckoutValues>) => setValues((previous) => ({ ...previous, ...changes }));

  // The choices in: preselect the first of each, and a saved address when there is one.
  useEffect(() => {
    const data = extras.data;
    if (!data) return;
    setValues((previous) => {
      const deliveryMethod = keepOrFirst(previous.deliveryMethod, data.deliveryMethods);
      const paymentMethod = keepOrFirst(previous.paymentMethod, data.paymentMethods);
      return {
        ...previous,
        deliveryMethod,
        deliveryType: keepOrFirst(
          previous.deliveryType,
          data.deliveryTypes.filter((type) => type.method === deliveryMethod),
        ),
        paymentMethod,
        paymentType: keepOrFirst(
          previous.paymentType,
          data.paymentTypes.filter((type) => type.method === paymentMethod),
        ),
      };
    });
  }, [extras.data]);
  useEffect(() => {
    const saved = addresses.data;
    if (!saved && !addresses.error) return;
    setValues((previous) =>
      previous.addressId ? previous : { ...previous, addressId: saved?.length ? String(saved[0].id) : NEW_ADDRESS },
    );
  }, [addresses.data, addresses.error]);
  useEffect(() => {
    if (addresses.error instanceof ApiError && addresses.error.status === 401) onSessionEnded();
  }, [addresses.error, onSessionEnded]);

  const errors = useMemo(
    () => (showErrors ? checkoutErrors(values, { now }) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves each render; the errors follow the values
    [showErrors, values],
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
  const method = data.deliveryMethods.find((option) => option.code === values.deliveryMethod);
  const deliveryTypes = data.deliveryTypes.filter((type) => type.method === values.deliveryMethod);
  const paymentTypes = data.paymentTypes.filter((type) => type.method === values.paymentMethod);
  const dates = daysWithHours(data.dates, data.times, now);
  const times = values.date ? bookableTimes(data.times, values.date, now) : [];
  const savedAddress = addresses.data?.find((address) => String(address.id) === values.addressId);
  const welayat = values.addressId === NEW_ADDRESS ? values.welayat : savedAddress?.welayat;
  const costs = data.deliveryCosts.find((cost) => cost.welayat === welayat);
  const subtotal = checked.subtotal;
  const deliveryCost = !method?.needsAddress
    ? 0
    : costs
      ? costs.freeFrom !== null && subtotal >= costs.freeFrom
        ? 0
        : costs.cost
      : null;
  const freeFrom = method?.needsAddress ? (costs ? costs.freeFrom : data.freeDeliveryFrom) : null;
  const welayatPlaces = WELAYATS.find((option) => option.code === values.welayat)?.places ?? [];
  const dayName = (date: string) =>
    new Intl.DateTimeFormat(lng === 'tm' ? 'tk' : lng, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    setShowErrors(true);
    setProblem(null);
    const found = checkoutErrors(values, { now: shopNow(new Date()) });
    if (Object.keys(found).length) {
      setProblem({ id: 'checkout.error.form' });
      return;
    }
    if (checked.changed) {
      setProblem({ id: 'checkout.lines.fix' });
      return;
    }
    const body = orderBodyOf(checkoutSchema.cast(values) as CheckoutValues, lines);
    const json = JSON.stringify(body);
    // the same order asked again keeps its key: the API replays the first answer
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    busy.current = true;
    try {
      const placed = await place.trigger({ body, idempotencyKey: attempt.current.key });
      onPlaced({ id: placed.id, phone: body.recipient.phone });
    } catch (error) {
      const changed = changedLines(error);
      if (error instanceof ApiError && error.status === 401) onSessionEnded();
      else if (changed.length) cartChanged(changed);
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

  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Columns onSubmit={submit} noValidate data-testid="checkout-form" aria-busy={place.isMutating}>
      <div className="main">
        {problem && (
          <Alert role="alert" className="error" data-testid="checkout-problem">
            <Icon name="alert" />
            <p>{problem.id ? <FormattedMessage id={problem.id} /> : problem.text}</p>
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
              hint={text('checkout.field.phoneHint')}
              value={values.phone}
              error={errors.phone}
              onChange={(event) => change({ phone: event.target.value })}
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

        <Section aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">
            <Icon name="pin" /> <FormattedMessage id="checkout.address.title" />
          </h2>
          <Fields>
            <SelectField
              className="wide"
              labelId="checkout.address.saved"
              name="addressId"
              value={values.addressId}
              error={errors.addressId}
              onChange={(event) => change({ addressId: event.target.value })}
            >
              <option value="">{text('checkout.address.choose')}</option>
              {addresses.data?.map((address) => (
                <option key={address.id} value={String(address.id)}>
                  {savedAddressLine(
                    address,
                    lng,
                    (building) => text('checkout.line.building', { building }),
                    (home) => text('checkout.line.home', { home }),
                  )}
                </option>
              ))}
              <option value={NEW_ADDRESS}>{text('checkout.address.new')}</option>
            </SelectField>
            {values.addressId === NEW_ADDRESS && (
              <>
                <SelectField
                  labelId="checkout.field.welayat"
                  name="welayat"
                  value={values.welayat}
                  error={errors.welayat}
                  onChange={(event) => change({ welayat: event.target.value, etrap: '', city: '' })}
                >
                  <option value="">{text('checkout.address.choose')}</option>
                  {WELAYATS.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.names[lng]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  labelId="checkout.field.etrap"
                  name="etrap"
                  value={values.etrap}
                  error={errors.etrap}
                  disabled={!values.welayat}
                  onChange={(event) => change({ etrap: event.target.value })}
                >
                  <option value="">{text('checkout.address.choose')}</option>
                  {welayatPlaces.map((place) => (
                    <option key={place.code} value={place.code}>
                      {place.names[lng]}
                    </option>
                  ))}
                </SelectField>
                {values.welayat === 'ashgabat' && (
                  <SelectField
                    className="wide"
                    labelId="checkout.field.neighbourhood"
                    name="city"
                    value={values.city}
                    error={errors.city}
                    onChange={(event) => change({ city: event.target.value })}
                  >
                    <option value="">{text('checkout.address.choose')}</option>
                    {ASHGABAT_NEIGHBOURHOODS.map((place) => (
                      <option key={place.code} value={place.code}>
                        {place.names[lng]}
                      </option>
                    ))}
                  </SelectField>
                )}
                <TextField
                  className="wide"
                  labelId="checkout.field.street"
                  name="street"
                  autoComplete="address-line1"
                  value={values.street}
                  error={errors.street}
                  onChange={(event) => change({ street: event.target.value })}
                />
                <TextField
                  labelId="checkout.field.building"
                  name="building"
                  value={values.building}
                  error={errors.building}
                  onChange={(event) => change({ building: event.target.value })}
                />
                <TextField
                  labelId="checkout.field.home"
                  name="home"
                  value={values.home}
                  error={errors.home}
                  onChange={(event) => change({ home: event.target.value })}
                />
              </>
            )}
          </Fields>
        </Section>

        <Section aria-labelledby="checkout-delivery-title">
          <h2 id="checkout-delivery-title">
            <Icon name="truck" /> <FormattedMessage id="checkout.delivery.title" />
          </h2>
          <Fields>
            <SelectField
              labelId="checkout.field.deliveryMethod"
              name="deliveryMethod"
              value={values.deliveryMethod}
              error={errors.deliveryMethod}
              onChange={(event) => {
                const next = event.target.value;
                const types = data.deliveryTypes.filter((type) => type.method === next);
                change({ deliveryMethod: next, deliveryType: keepOrFirst(values.deliveryType, types) });
              }}
            >
              {data.deliveryMethods.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              labelId="checkout.field.deliveryType"
              name="deliveryType"
              value={values.deliveryType}
              error={errors.deliveryType}
              onChange={(event) => change({ deliveryType: event.target.value })}
            >
              {deliveryTypes.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              labelId="checkout.field.date"
              name="date"
              value={values.date}
              error={errors.date}
              hint={text(dates.length ? 'checkout.when.hint' : 'checkout.when.none')}
              onChange={(event) => {
                const date = event.target.value;
                const hours = bookableTimes(data.times, date, shopNow(new Date()));
                change({ date, time: hours.includes(values.time) ? values.time : '' });
              }}
            >
              <option value="">{text('checkout.address.choose')}</option>
              {dates.map((date) => (
                <option key={date} value={date}>
                  {dayName(date)}
                </option>
              ))}
            </SelectField>
            <SelectField
              labelId="checkout.field.time"
              name="time"
              value={values.time}
              error={errors.time}
              disabled={!values.date}
              onChange={(event) => change({ time: event.target.value })}
            >
              <option value="">{text('checkout.address.choose')}</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </SelectField>
          </Fields>
        </Section>

        <Section aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title">
            <Icon name="wallet" /> <FormattedMessage id="checkout.payment.title" />
          </h2>
          <Fields>
            <SelectField
              labelId="checkout.field.paymentMethod"
              name="paymentMethod"
              value={values.paymentMethod}
              error={errors.paymentMethod}
              onChange={(event) => {
                const next = event.target.value;
                const types = data.paymentTypes.filter((type) => type.method === next);
                change({ paymentMethod: next, paymentType: keepOrFirst(values.paymentType, types) });
              }}
            >
              {data.paymentMethods.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              labelId="checkout.field.paymentType"
              name="paymentType"
              value={values.paymentType}
              error={errors.paymentType}
              onChange={(event) => change({ paymentType: event.target.value })}
            >
              {paymentTypes.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <TextField
              className="wide"
              labelId="checkout.field.note"
              name="note"
              value={values.note}
              error={errors.note}
              onChange={(event) => change({ note: event.target.value })}
            />
          </Fields>
        </Section>
      </div>

      <Summary aria-labelledby="checkout-totals-title">
        <h2 id="checkout-totals-title">
          <FormattedMessage id="checkout.totals.title" />
        </h2>
        <dl>
          <dt>
            <FormattedMessage id="checkout.totals.pieces" />
          </dt>
          <dd>{checked.pieces}</dd>
          <dt>
            <FormattedMessage id="checkout.totals.subtotal" />
          </dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
          <dt>
            <FormattedMessage id="checkout.totals.delivery" />
          </dt>
          <dd data-testid="checkout-delivery">
            {deliveryCost === null ? (
              <FormattedMessage id="checkout.totals.pickAddress" />
            ) : deliveryCost === 0 ? (
              <FormattedMessage id="checkout.totals.free" />
            ) : (
              formatPrice(deliveryCost)
            )}
          </dd>
        </dl>
        <dl className="grand">
          <dt>
            <FormattedMessage id="checkout.totals.total" />
          </dt>
          <dd data-testid="checkout-total">{formatPrice(subtotal + (deliveryCost ?? 0))}</dd>
        </dl>
        {freeFrom !== null && freeFrom !== undefined && (
          <p className="free">
            <FormattedMessage id="checkout.totals.freeFrom" values={{ amount: formatPrice(freeFrom) }} />
          </p>
        )}
        <Button type="submit" variant="primary" disabled={place.isMutating} data-testid="checkout-submit">
          <FormattedMessage id={place.isMutating ? 'checkout.submitting' : 'checkout.submit'} />
        </Button>
        <LinkButton to={localize('/cart')} variant="ghost">
          <Icon name="arrowLeft" size={18} /> <FormattedMessage id="checkout.lines.toCart" />
        </LinkButton>
      </Summary>
    </Columns>
  );
}
