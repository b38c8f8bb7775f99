/**
 * The forms and the API apply one rule each for phones, e-mails, passwords, person names, addresses
 * and delivery dates (server/src/contract/*-rules.ts, docs/adr/023): for every value of each table, the form's
 * yup schema accepts it exactly when the API does (its TypeBox schema under Fastify's ajv options,
 * then the check its service makes).
 */
import { describe, expect, it } from '@jest/globals';
import Ajv from 'ajv';
import {
  AddressBodySchema,
  ChangePasswordBodySchema,
  ProfileBodySchema,
  RegisterBodySchema,
} from '../../../server/src/contract/auth';
import { shopNow } from '../../../server/src/contract/delivery-rules';
import { FastOrderBodySchema, PlaceOrderBodySchema } from '../../../server/src/contract/orders';
import { AJV_OPTIONS } from '../../../server/src/edge/validation';
import { checkAddress } from '../../../server/src/services/accounts/address-rule';
import { identifierOf } from '../../../server/src/services/accounts/identifiers';
import { passwordAcceptable } from '../../../server/src/services/accounts/passwords';
import { deliveryDateProblem } from '../../../server/src/services/orders/delivery-date';
import { isIdentifier } from '../auth/auth-schemas';
import { phoneOfField } from '../quick-order/local-phone';
import { addressFormOf, addressSchema } from '../profile/address-schema';
import { passwordChangeSchema } from '../profile/password-rules';
import { checkoutErrors, EMPTY_CHECKOUT, NEW_ADDRESS, type CheckoutValues } from './checkout-schema';

const ajv = new Ajv({ ...AJV_OPTIONS.customOptions, allowUnionTypes: true });
const validRegister = ajv.compile(RegisterBodySchema);
const validPasswordChange = ajv.compile(ChangePasswordBodySchema);
const validSavedAddress = ajv.compile(AddressBodySchema);
const validOrder = ajv.compile(PlaceOrderBodySchema);
const validFastOrder = ajv.compile(FastOrderBodySchema);
const validProfile = ajv.compile(ProfileBodySchema);

// 2026-11-18 09:00 UTC is 14:00 in Ashgabat.
const NOW = new Date('2026-11-18T09:00:00Z');
const context = { now: shopNow(NOW) };
const checkout: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: 'Aýna',
  surname: 'Orazowa',
  phone: '+99361234567',
  addressId: '7',
  deliveryMethod: 'courier',
  deliveryType: 'door',
  paymentMethod: 'on-delivery',
  paymentType: 'cash',
  date: '2026-11-20',
  time: '10:00',
};
const order = (changes: Record<string, unknown>) => ({
  lines: [{ id: 1, count: 1, cartPrice: 10 }],
  recipient: { name: 'Aýna', surname: 'Orazowa', phone: '+99361234567' },
  address: { id: 7 },
  delivery: { method: 'courier', type: 'door', date: '2026-11-20', time: '10:00' },
  payment: { method: 'on-delivery', type: 'cash' },
  ...changes,
});
const checkoutAccepts = (values: Partial<CheckoutValues>, fields: string[]) => {
  const errors = checkoutErrors({ ...checkout, ...values }, context);
  return fields.every((field) => !errors[field]);
};
const refusedBy = (check: () => void) => {
  try {
    check();
    return false;
  } catch {
    return true;
  }
};

describe('phones', () => {
  const api = (phone: string) =>
    validRegister({ phone }) &&
    identifierOf({ phone })?.kind === 'phone' &&
    validOrder(order({ recipient: { name: 'A', surname: 'B', phone } }));
  it.each([
    ['+99361234567', true],
    ['99361234567', true],
    ['+993 61 23 45 67', true],
    ['+993 (61) 23-45-67', true],
    ['61234567', true],
    ['8 61 23 45 67', true],
    ['+7 916 123 45 67', true],
    ['+123456789012345', true],
    ['', false],
    ['123456', false],
    ['1234567', false],
    ['+61234567', false],
    ['79161234567', false],
    ['+1234567890123456', false],
    ['++99361234567', false],
    ['+993 61 23 45 6x', false],
    ['telefon', false],
  ])('%j: accepted %s by the API, the login dialog, the checkout and the quick order', (phone, good) => {
    expect(api(phone)).toBe(good);
    expect(isIdentifier(phone)).toBe(good);
    expect(checkoutAccepts({ phone }, ['phone'])).toBe(good);
    expect(phoneOfField(phone) !== null).toBe(good);
  });
});

describe('e-mails', () => {
  const api = (email: string) => validRegister({ email }) && identifierOf({ email })?.kind === 'email';
  it.each([
    ['a@b.tm', true],
    ['aman.g@mail.ru', true],
    [' aman@mail.tm ', true],
    ['a@b', false],
    ['@b.tm', false],
    ['a b@c.tm', false],
    ['a@b.tm@', false],
    [`${'x'.repeat(250)}@b.tm`, false],
  ])('%j: accepted %s by the API, the login dialog and the checkout', (email, good) => {
    expect(api(email)).toBe(good);
    expect(isIdentifier(email)).toBe(good);
    expect(checkoutAccepts({ email }, ['email'])).toBe(good);
  });
});

describe('passwords', () => {
  it.each([
    ['gizlin1!', true],
    ['ýüňž7#', true],
    ['Abc12?', true],
    ['', false],
    ['abc1!', false],
    ['abcdef!', false],
    ['123456!', false],
    ['abc123', false],
    ['x1!'.repeat(100), false],
  ])('%j: accepted %s by the API and the password form', (password, good) => {
    const body = { new: password, confirm: password };
    expect(validPasswordChange(body) && passwordAcceptable(password)).toBe(good);
    expect(passwordChangeSchema(false).isValidSync(body)).toBe(good);
  });
});

describe('person names', () => {
  const api = (name: string) =>
    validOrder(order({ recipient: { name, surname: name, phone: '+99361234567' } })) &&
    validFastOrder({ productId: 1, name, phone: '+99361234567' }) &&
    validProfile({ name, surname: name });
  it.each([
    ['Aýna', true],
    ['Ogulgerek Berdiýewa', true],
    ["O'Neil", true],
    ['Jean-Luc', true],
    ['Мария-Анна', true],
    [' Merdan ', true],
    ['12345', false],
    ['Jeren 2', false],
    ['Aman 😀', false],
    ['-Aman', false],
    ['...', false],
    ['x'.repeat(101), false],
  ])('%j: accepted %s by the API (checkout, quick order, profile) and the checkout', (name, good) => {
    expect(api(name)).toBe(good);
    expect(checkoutAccepts({ name, surname: name }, ['name', 'surname'])).toBe(good);
  });
});

type Parts = Record<string, string>;
const mary: Parts = { welayat: 'mary', etrap: 'mary-city', street: 'Magtymguly', building: '12' };
const ashgabat: Parts = { welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7', street: 'Atatürk', building: '1' };

describe('addresses', () => {
  const rows: [string, Parts, boolean][] = [
    ['Mary', mary, true],
    ['Mary with a flat', { ...mary, home: '5' }, true],
    ['Lebap city', { ...mary, welayat: 'lebap', etrap: 'turkmenabat' }, true],
    ['Ashgabat, a listed neighbourhood', ashgabat, true],
    ['Ashgabat, another neighbourhood', { ...ashgabat, city: 'Täze zaman' }, true],
    ['Moscow', { ...mary, welayat: 'moscow' }, false],
    ["another province's district", { ...mary, etrap: 'turkmenabat' }, false],
    ['a district by its name', { ...mary, etrap: 'Mary şäheri' }, false],
    ['Ashgabat without its neighbourhood', { ...ashgabat, city: '' }, false],
    ['no street', { ...mary, street: '  ' }, false],
    ['no building', { ...mary, building: '' }, false],
    ['a street too long', { ...mary, street: 'x'.repeat(201) }, false],
    ['a flat too long', { ...mary, home: 'x'.repeat(51) }, false],
  ];
  const present = (parts: Parts) => Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== ''));

  it.each(rows)('%s: a saved address accepted %s by the API and the profile form', (_name, parts, good) => {
    const body = { name: 'Öý', city: null, home: null, ...present(parts) };
    expect(validSavedAddress(body) && !refusedBy(() => checkAddress(body, 'saved'))).toBe(good);
    expect(addressSchema.isValidSync(addressFormOf(body))).toBe(good);
  });

  it.each([
    ...rows,
    ['a neighbourhood outside Ashgabat', { ...mary, city: 'parahat-7' }, false] as [string, Parts, boolean],
  ])('%s: a delivery address accepted %s by the API and the checkout', (_name, parts, good) => {
    const address = present(parts);
    expect(validOrder(order({ address })) && !refusedBy(() => checkAddress(address, 'delivery'))).toBe(good);
    const fields = ['welayat', 'etrap', 'city', 'street', 'building', 'home'];
    expect(checkoutAccepts({ addressId: NEW_ADDRESS, ...parts }, fields)).toBe(good);
  });

  it('a saved address needs its name; a delivery address has none', () => {
    const body = { ...mary, name: ' ', city: null, home: null };
    expect(validSavedAddress(body) && !refusedBy(() => checkAddress(body, 'saved'))).toBe(false);
    expect(addressSchema.isValidSync(addressFormOf(body))).toBe(false);
    expect(validOrder(order({ address: { ...mary, name: 'Öý' } }))).toBe(false);
  });
});

describe('delivery dates', () => {
  it.each([
    ['2026-11-18', '14:01', true],
    ['2026-11-18', '14:00', false],
    ['2026-11-17', '10:00', false],
    ['2026-11-30', '08:00', true],
    ['2026-12-31', '22:00', true],
    ['2027-01-01', '10:00', false],
    ['2025-11-20', '10:00', false],
    ['2026-11-20', '07:59', false],
    ['2026-11-20', '22:01', false],
    ['2026-11-20', '24:00', false],
    ['2026-11-31', '10:00', false],
    ['2026-02-29', '10:00', false],
    ['20.11.2026', '10:00', false],
    ['2026-11-20', '10:00:00', false],
  ])('%s %s: accepted %s by the API and the checkout', (date, time, good) => {
    const api =
      validOrder(order({ delivery: { method: 'courier', type: 'door', date, time } })) &&
      deliveryDateProblem(date, time, NOW) === null;
    expect(api).toBe(good);
    expect(checkoutAccepts({ date, time }, ['date', 'time'])).toBe(good);
  });
});
