/**
 * The one phone rule of the contract (docs/adr/027) as a table: what a shopper types, and the
 * number the shop stores and sends to, or null where the rule refuses it.
 */
import { displayPhone, isPhone, normalisePhone } from '../src/contract/identity-rules';

describe('normalisePhone', () => {
  it.each([
    // local: 8 digits, or the trunk 0 or 8, or 993 before them, mean +993
    ['64579281', '+99364579281'],
    ['65 40 73 88', '+99365407388'],
    ['(65) 40-73-88', '+99365407388'],
    ['065407388', '+99365407388'],
    ['8 65 40 73 88', '+99365407388'],
    ['99365407388', '+99365407388'],
    ['993 65 40 73 88', '+99365407388'],
    ['12 34 56 78', '+99312345678'],
    [' +993 61 23 45 67 ', '+99361234567'],
    ['+993 (61) 23-45-67', '+99361234567'],
    ['00993 61 23 45 67', '+99361234567'],
    ['+993.61.23.45.67', '+99361234567'],
    // another country: + or 00 and its code, 7 to 15 digits in all
    ['+7 916 123-45-67', '+79161234567'],
    ['0079161234567', '+79161234567'],
    ['+90 532 123 45 67', '+905321234567'],
    ['+1234567', '+1234567'],
    ['+123456789012345', '+123456789012345'],
    // refused: never sent abroad by a guess
    ['+64579281', null],
    ['0064579281', null],
    ['1234567', null],
    ['6457928', null],
    ['645792811', null],
    ['7916123456', null],
    ['79161234567', null],
    ['01234567', null],
    ['+993 64 57 92 8', null],
    ['+993 64 57 92 811', null],
    ['+99301234567', null],
    ['+1234567890123456', null],
    ['+123456', null],
    ['+0123456789', null],
    ['++99361234567', null],
    ['+993 61 23 45 6x', null],
    ['telefon', null],
    ['', null],
  ])('%j -> %j', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(isPhone(typed)).toBe(stored !== null);
  });
});

describe('displayPhone', () => {
  it.each([
    ['99361234567', '+993 61 23 45 67'],
    ['+99361234567', '+993 61 23 45 67'],
    ['79161234567', '+79161234567'],
  ])('%j -> %j', (stored, shown) => expect(displayPhone(stored)).toBe(shown));
});
