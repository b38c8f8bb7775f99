import { describe, expect, it } from '@jest/globals';
import Ajv from 'ajv';
import { PlaceOrderBodySchema } from '../../../server/src/contract/orders';
import { AJV_OPTIONS } from '../../../server/src/edge/validation';
import {
  checkoutErrors,
  EMPTY_CHECKOUT,
  giftLineErrors,
  NEW_ADDRESS,
  orderBodyOf,
  type CheckoutValues,
} from './checkout-schema';

const now = { date: '2026-11-24', time: '19:30' };
const filled: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: 'Aýna',
  surname: 'Orazowa',
  phone: '+993 61 23 45 67',
  addressId: '7',
  deliveryMethod: 'courier',
  deliveryType: 'standard',
  paymentMethod: 'cash',
  paymentType: 'cash_on_delivery',
  date: '2026-11-25',
  time: '12:00',
};

describe('checkout form schema', () => {
  it('accepts a filled form', () => {
    expect(checkoutErrors(filled, { now })).toEqual({});
  });

  it('names every missing field with a translated message id', () => {
    const errors = checkoutErrors(EMPTY_CHECKOUT, { now });
    expect(errors).toMatchObject({
      name: 'checkout.error.required',
      surname: 'checkout.error.required',
      phone: 'checkout.error.required',
      addressId: 'checkout.error.address',
      deliveryMethod: 'checkout.error.choose',
      paymentType: 'checkout.error.choose',
      date: 'checkout.error.date',
      time: 'checkout.error.time',
    });
    expect(errors.welayat).toBeUndefined();
  });

  it('refuses a bad phone and e-mail, a blank name', () => {
    const errors = checkoutErrors({ ...filled, name: '   ', phone: '+993 12', email: 'a@b' }, { now });
    expect(errors).toEqual({
      name: 'checkout.error.required',
      phone: 'checkout.error.phone',
      email: 'checkout.error.email',
    });
  });

  it('holds the recipient to the one person-name rule: what to remove, or to start with a letter', () => {
    expect(checkoutErrors({ ...filled, name: 'Aman 😀', surname: '-Amanow' }, { now })).toEqual({
      name: 'common.nameChars',
      surname: 'checkout.error.name',
    });
  });

  it('reads the phone by the one phone rule: a local number is sent as +993, a plus before it is refused', () => {
    expect(orderBodyOf({ ...filled, phone: '65407388' }, []).recipient.phone).toBe('+99365407388');
    expect(orderBodyOf({ ...filled, phone: '8 65 40 73 88' }, []).recipient.phone).toBe('+99365407388');
    expect(checkoutErrors({ ...filled, phone: '65407388' }, { now })).toEqual({});
    expect(checkoutErrors({ ...filled, phone: '+65407388' }, { now })).toEqual({ phone: 'checkout.error.phone' });
  });

  it('needs welaýat, etrap, street and building for a new address, and the neighbourhood in Ashgabat', () => {
    const errors = checkoutErrors({ ...filled, addressId: NEW_ADDRESS }, { now });
    expect(errors).toEqual({
      welayat: 'checkout.error.required',
      etrap: 'checkout.error.required',
      street: 'checkout.error.required',
      building: 'checkout.error.required',
    });
    const ashgabat = {
      ...filled,
      addressId: NEW_ADDRESS,
      welayat: 'ashgabat',
      etrap: 'kopetdag',
      street: 'A',
      building: '1',
    };
    expect(checkoutErrors(ashgabat, { now })).toEqual({ city: 'checkout.error.required' });
    expect(checkoutErrors({ ...ashgabat, etrap: 'turkmenabat', city: 'parahat-1' }, { now })).toEqual({
      etrap: 'checkout.error.choose',
    });
  });

  it('applies the §5 date and time rules', () => {
    expect(checkoutErrors({ ...filled, date: '2026-11-23' }, { now })).toEqual({ date: 'checkout.error.date' });
    expect(checkoutErrors({ ...filled, date: '2027-01-04' }, { now })).toEqual({ date: 'checkout.error.date' });
    expect(checkoutErrors({ ...filled, time: '07:00' }, { now })).toEqual({ time: 'checkout.error.time' });
    expect(checkoutErrors({ ...filled, date: '2026-11-24', time: '19:00' }, { now })).toEqual({
      time: 'checkout.error.time',
    });
  });

  it('builds the order body: a saved address by id, the phone as + and digits', () => {
    const lines = [{ id: 3, count: 2, cartPrice: 99.5 }];
    expect(orderBodyOf(filled, lines)).toEqual({
      lines,
      recipient: { name: 'Aýna', surname: 'Orazowa', phone: '+99361234567' },
      address: { id: 7 },
      delivery: { method: 'courier', type: 'standard', date: '2026-11-25', time: '12:00' },
      payment: { method: 'cash', type: 'cash_on_delivery' },
    });
    const inline = orderBodyOf(
      {
        ...filled,
        addressId: NEW_ADDRESS,
        welayat: 'ashgabat',
        etrap: 'berkararlyk',
        city: 'parahat-7',
        street: ' Oguzhan 12 ',
        building: '3',
        home: '5',
      },
      lines,
    );
    expect(inline.address).toEqual({
      welayat: 'ashgabat',
      etrap: 'berkararlyk',
      city: 'parahat-7',
      street: 'Oguzhan 12',
      building: '3',
      home: '5',
    });
  });

  it("judges a certificate line's recipient by the contract's rule and its note by its length", () => {
    const gifts = {
      3: { to: 'aman@example', note: '' },
      4: { to: '8 65 12 34 56', note: 'x'.repeat(201) },
      5: { to: ' ', note: 'Gutlaýaryn!' },
    };
    expect(giftLineErrors(gifts, [3, 4, 5])).toEqual({
      '3.to': 'checkout.error.giftTo',
      '4.note': 'checkout.error.tooLong',
    });
    // a line that is not a certificate is not judged
    expect(giftLineErrors(gifts, [5])).toEqual({});
  });

  it('sends the certificate, and a certificate line its recipient in stored form and note, as the API takes them', () => {
    const lines = [
      { id: 3, count: 1, cartPrice: 500 },
      { id: 4, count: 1, cartPrice: 99.5 },
    ];
    const body = orderBodyOf(filled, lines, undefined, 'abcd-efgh-jkmn-pqrs', {
      3: { to: '65 12 34 56', note: ' Doglan günüň gutly bolsun! ' },
    });
    expect(body.giftCertificate).toBe('abcd-efgh-jkmn-pqrs');
    expect(body.lines).toEqual([
      { id: 3, count: 1, cartPrice: 500, gift: { to: '+99365123456', note: 'Doglan günüň gutly bolsun!' } },
      { id: 4, count: 1, cartPrice: 99.5 },
    ]);
    const valid = new Ajv({ ...AJV_OPTIONS.customOptions, allowUnionTypes: true }).compile(PlaceOrderBodySchema);
    expect(valid(body)).toBe(true);
    // nothing typed: the line carries no gift, and the buyer gets the code
    expect(orderBodyOf(filled, lines, undefined, undefined, { 3: { to: '', note: ' ' } }).lines[0]).toEqual(lines[0]);
  });
});
