/**
 * The checkout form's rules (spec §5) as yup checks whose messages are text ids (`checkout.error.*`):
 * recipient name, surname and phone (the one phone rule: a local number is +993's, a foreign one
 * needs its code, docs/adr/027), an optional e-mail, a saved address or a new one
 * under the one address rule (contract/address-rules.ts), the four choices, and a delivery day and hour the §5 rules allow now
 * (the schema's context carries the shop's clock). `orderBodyOf` turns checked values into the body
 * of POST /client/v4/orders.
 */
import { object, string, type InferType } from 'yup';
import { addressPartProblem, type AddressField, type AddressProblem } from '../../../server/src/contract/address-rules';
import {
  EMAIL_MAX_LENGTH,
  isEmail,
  isPhone,
  nameCharactersNotAllowed,
  normalisePhone,
  personNameProblem,
} from '../../../server/src/contract/identity-rules';
import { GIFT_NOTE_MAX_LENGTH, giftRecipient } from '../../../server/src/contract/gift-rules';
import type { WelayatCode } from '../../../server/src/contract/places';
import type { CartLineWire, PlaceOrderBody } from './checkout-api';
import { isAllowedDate, isAllowedTime, type ShopNow } from './delivery-slots';

/** The address select's value for "a new address", typed in below it. */
export const NEW_ADDRESS = 'new';

export interface CheckoutContext {
  now: ShopNow;
}

const required = (max: number) =>
  string().trim().required('checkout.error.required').max(max, 'checkout.error.tooLong');
const optional = (max: number) => string().trim().max(max, 'checkout.error.tooLong');

const ADDRESS_MESSAGES: Record<AddressProblem, string> = {
  required: 'checkout.error.required',
  tooLong: 'checkout.error.tooLong',
  unknown: 'checkout.error.choose',
  notHere: 'checkout.error.choose',
};

/**
 * A part of a new address under the one address rule, a delivery address's (contract/address-rules.ts);
 * a saved address was checked when it was saved, and the API checks it again.
 */
const addressPart = (field: Exclude<AddressField, 'name'>) =>
  string()
    .trim()
    .default('')
    .test('address-rule', ADDRESS_MESSAGES.required, function (value) {
      const parent = this.parent as Record<string, string | undefined>;
      if (parent.addressId !== NEW_ADDRESS) return true;
      const problem = addressPartProblem(field, { ...parent, [field]: value }, 'delivery');
      return problem ? this.createError({ message: ADDRESS_MESSAGES[problem] }) : true;
    });

/** The recipient's name or surname under the contract's one person-name rule (docs/adr/023). */
const personName = () =>
  required(100).test('name', 'checkout.error.name', function (value) {
    if (!value || personNameProblem(value) !== 'invalid') return true;
    return this.createError({
      message: nameCharactersNotAllowed(value).length ? 'common.nameChars' : 'checkout.error.name',
    });
  });

export const checkoutSchema = object({
  name: personName(),
  surname: personName(),
  phone: string()
    .trim()
    .required('checkout.error.required')
    .test('phone', 'checkout.error.phone', (value) => !value || isPhone(value)),
  email: optional(EMAIL_MAX_LENGTH).test('email', 'checkout.error.email', (value) => !value || isEmail(value)),
  addressId: string().required('checkout.error.address'),
  welayat: addressPart('welayat'),
  etrap: addressPart('etrap'),
  city: addressPart('city'),
  street: addressPart('street'),
  building: addressPart('building'),
  home: addressPart('home'),
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
  // the gift certificate's code as the shopper applied it (gift-certificate.tsx): the API judges it
  giftCertificate: string().default(''),
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
  giftCertificate: '',
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

/** A gift certificate line's recipient and note as typed (docs/adr/031 §2), by product id. */
export interface GiftLineValues {
  to: string;
  note: string;
}
export type GiftLines = Record<string, GiftLineValues>;

/** A certificate line's fields under the contract's rules: a phone or an e-mail (giftRecipient), a short note. */
export const giftLineSchema = object({
  to: optional(EMAIL_MAX_LENGTH).test(
    'gift-to',
    'checkout.error.giftTo',
    (value) => !value || giftRecipient(value) !== null,
  ),
  note: optional(GIFT_NOTE_MAX_LENGTH),
});

/** `<product id>.to` / `<product id>.note` -> text id of its problem, for the certificate lines `ids`. */
export function giftLineErrors(gifts: GiftLines, ids: number[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const id of ids) {
    try {
      giftLineSchema.validateSync(gifts[id] ?? { to: '', note: '' }, { abortEarly: false });
    } catch (error) {
      for (const problem of (error as { inner?: { path?: string; message: string }[] }).inner ?? [])
        if (problem.path && !found[`${id}.${problem.path}`]) found[`${id}.${problem.path}`] = problem.message;
    }
  }
  return found;
}

/** What a certificate line carries to the API: the recipient in its stored form and the note, when typed. */
export function giftOf(gift: GiftLineValues | undefined): { to?: string; note?: string } | undefined {
  if (!gift) return undefined;
  const to = gift.to.trim() ? (giftRecipient(gift.to) ?? gift.to.trim()) : undefined;
  const note = present(gift.note);
  return to || note ? { ...(to ? { to } : {}), ...(note ? { note } : {}) } : undefined;
}

/** The number the code goes to: the schema let only what the phone rule reads through. */
const phoneOf = (typed: string) => normalisePhone(typed) ?? typed.trim();
const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The body of POST /client/v4/orders from checked values, the cart's lines, its applied promo code
 * and the gift certificate the preview accepted.
 */
export function orderBodyOf(
  values: CheckoutValues,
  lines: CartLineWire[],
  promoCode?: string,
  giftCertificate?: string,
  /** the certificate lines' recipients and notes, by product id (only certificate lines' are given) */
  gifts: GiftLines = {},
): PlaceOrderBody {
  const address: PlaceOrderBody['address'] =
    values.addressId === NEW_ADDRESS
      ? {
          // the schema let only a known code through
          welayat: values.welayat as WelayatCode,
          etrap: values.etrap.trim(),
          street: values.street.trim(),
          building: values.building.trim(),
          ...(present(values.city) ? { city: present(values.city) } : {}),
          ...(present(values.home) ? { home: present(values.home) } : {}),
        }
      : { id: Number(values.addressId) };
  return {
    lines: lines.map(({ id, count, cartPrice }) => {
      const gift = giftOf(gifts[id]);
      return { id, count, cartPrice, ...(gift ? { gift } : {}) };
    }),
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
    ...(promoCode ? { promoCode } : {}),
    ...(giftCertificate ? { giftCertificate } : {}),
  };
}
