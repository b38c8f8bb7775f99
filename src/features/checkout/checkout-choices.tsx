/**
 * The checkout's delivery and payment sections (spec §2 checkout, §5): method and type of each from
 * the API's choices, and a delivery day and hour among those §5 allows now (Asia/Ashgabat). A method
 * paid online (by card) offers its types as banks with their logos (bank-choice.tsx). A new
 * method keeps its type when that method has it, else takes the method's first; a new day keeps
 * the hour when it is still bookable on it.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { Fields, FormSection as Section, SelectField, TextField } from '../../components/ui/field-kit';
import { calendarDayName } from '../../lib/dates';
import { useLng } from '../../lib/lng-context';
import { BankChoice } from './bank-choice';
import type { OrderExtrasWire } from './checkout-api';
import { keepOrFirst, type CheckoutPartProps } from './checkout-part';
import { bookableTimes, daysWithHours, shopNow } from './delivery-slots';

export function DeliveryChoices({
  values,
  errors,
  change,
  extras,
  now,
}: CheckoutPartProps & { extras: OrderExtrasWire; now: ReturnType<typeof shopNow> }) {
  const intl = useIntl();
  const lng = useLng();
  const text = (id: string) => intl.formatMessage({ id });
  const deliveryTypes = extras.deliveryTypes.filter((type) => type.method === values.deliveryMethod);
  const dates = daysWithHours(extras.dates, extras.times, now);
  const times = values.date ? bookableTimes(extras.times, values.date, now) : [];

  return (
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
            const types = extras.deliveryTypes.filter((type) => type.method === next);
            change({ deliveryMethod: next, deliveryType: keepOrFirst(values.deliveryType, types) });
          }}
        >
          {extras.deliveryMethods.map((option) => (
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
            const hours = bookableTimes(extras.times, date, shopNow(new Date()));
            change({ date, time: hours.includes(values.time) ? values.time : '' });
          }}
        >
          <option value="">{text('checkout.address.choose')}</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {calendarDayName(date, lng)}
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
  );
}

export function PaymentChoices({ values, errors, change, extras }: CheckoutPartProps & { extras: OrderExtrasWire }) {
  const paymentTypes = extras.paymentTypes.filter((type) => type.method === values.paymentMethod);
  const chosen = extras.paymentMethods.find((method) => method.code === values.paymentMethod);
  const online = Boolean(chosen?.online);
  return (
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
            const types = extras.paymentTypes.filter((type) => type.method === next);
            change({ paymentMethod: next, paymentType: keepOrFirst(values.paymentType, types) });
          }}
        >
          {extras.paymentMethods.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </SelectField>
        {online ? (
          <BankChoice
            banks={paymentTypes}
            demo={Boolean(chosen?.demo)}
            value={values.paymentType}
            error={errors.paymentType}
            onChange={(paymentType) => change({ paymentType })}
          />
        ) : (
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
        )}
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
  );
}
