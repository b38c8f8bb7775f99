/**
 * The checkout form's rules (spec §5) as yup checks whose messages are text ids (`checkout.error.*`):
 * recipient name, surname and phone (optional + and 7 to 15 digits, spaces allowed as the
 * '+993 xx xx xx xx' format writes them), an optional e-mail, a saved address or a new one
 * (welaýat, etrap, street), the four choices, and a delivery day and hour the §5 rules allow now
 * (the schema's context carries the shop's clock). `orderBodyOf` turns checked values into the body
 * of POST /client/v4/orders.
 */
import { object, string, type InferType } from 'yup';
import type { CartLineWire, PlaceOrderBody } from './checkout-api';
import { isAllowedDate, isAllowedTime, type ShopNow } from './delivery-slots';

/** The address select's value for "a new address", typed in below it. */
export const NEW_ADDRESS = 'new';

const PHONE = /^\+?\d{7,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckoutContext {
  now: ShopNow;
}

const required = (max: number) =>
  string().trim().required('checkout.error.required').max(max, 'checkout.error.tooLong');
const optional = (max: number) => string().trim().max(max, 'checkout.error.tooLong');
/** Required only when the shopper types a new address. */
const forNewAddress = (max: number) =>
  optional(max).when('addressId', {
    is: NEW_ADDRESS,
    then: (schema) => schema.required('checkout.error.required'),
  });

export const checkoutSchema = object({
  name: required(100),
  surname: required(100),
  phone: string()
    .trim()
    .required('checkout.error.required')
    .test('phone', 'checkout.error.phone', (value) => !value || PHONE.test(value.replace(/[\s()-]/g, ''))),
  email: optional(254).test('email', 'checkout.error.email', (value) => !value || EMAIL.test(value)),
  addressId: string().required('checkout.error.address'),
  welayat: forNewAddress(50),
  etrap: forNewAddress(100),
  city: optional(100),
  street: forNewAddress(200),
  building: optional(50),
  home: optional(50),
  deliveryMethod: string().required('checkout.error.choose'),
  deliveryType: string().required('checkout.error.choose'),
  paymentMethod: string().required('checkout.error.choose'),
  paymentType: string().required('checkout.error.choose'),
  date: string()
    .required('checkout.error.date')
    .test('date', 'checkout.error.date', (value, context) => {
      const { now } = context.options.context as CheckoutContext;
      return !value || isAllowedDate(value, now);
    }),
  time: string()
    .required('checkout.error.time')
    .test('time', 'checkout.error.time', (value, context) => {
      const { now } = context.options.context as CheckoutContext;
      const date = (context.parent as { date?: string }).date ?? '';
      return !value || isAllowedTime(date, value, now);
    }),
  note: optional(1000),
});

export type CheckoutValues = InferType<typeof checkoutSchema>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  addressId: '',
  welayat: '',
  etrap: '',
  city: '',
  street: '',
  building: '',
  home: '',
  deliveryMethod: '',
  deliveryType: '',
  paymentMethod: '',
  paymentType: '',
  date: '',
  time: '',
  note: '',
};

/** Field -> text id of its first problem; empty when the form can be sent. */
export function checkoutErrors(values: CheckoutValues, context: CheckoutContext): Record<string, string> {
  try {
    checkoutSchema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const problem of inner) if (problem.path && !found[problem.path]) found[problem.path] = problem.message;
    if (!inner.length) throw error;
    return found;
  }
}

const phoneOf = (typed: string) => {
  const digits = typed.replace(/\D/g, '');
  return `+${digits}`;
};
const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The body of POST /client/v4/orders from checked values and the cart's lines. */
export function orderBodyOf(values: CheckoutValues, lines: CartLineWire[]): PlaceOrderBody {
  const address: PlaceOrderBody['address'] =
    values.addressId === NEW_ADDRESS
      ? {
          welayat: values.welayat as 'ahal',
          etrap: values.etrap!.trim(),
          street: values.street!.trim(),
          ...(present(values.city) ? { city: present(values.city) } : {}),
          ...(present(values.building) ? { building: present(values.building) } : {}),
          ...(present(values.home) ? { home: present(values.home) } : {}),
        }
      : { id: Number(values.addressId) };
  return {
    lines: lines.map(({ id, count, cartPrice }) => ({ id, count, cartPrice })),
    recipient: {
      name: values.name.trim(),
      surname: values.surname.trim(),
      phone: phoneOf(values.phone),
      ...(present(values.email) ? { email: present(values.email) } : {}),
    },
    address,
    delivery: { method: values.deliveryMethod, type: values.deliveryType, date: values.date, time: values.time },
    payment: { method: values.paymentMethod, type: values.paymentType },
    ...(present(values.note) ? { note: present(values.note) } : {}),
  };
}
