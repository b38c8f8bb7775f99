/**
 * The repair of the shopper's lists as their cookies held them (docs/adr/004): every valid entry
 * kept, junk dropped, duplicates merged, limits applied, and the caller told when anything changed.
 */
import { describe, expect, it } from '@jest/globals';
import { MAX_ID } from '../../server/src/contract/constants';
import { LIST_LIMITS, repairCartLines, repairIdList } from './shopper-lists';

describe('the carts cookie', () => {
  it('reads back exactly what was written (round trip)', () => {
    const lines = [
      { id: 4, count: 2, cartPrice: 1299.5 },
      { id: 17, count: 1, cartPrice: 89 },
    ];
    expect(repairCartLines(lines)).toEqual({ value: lines, repaired: false });
  });

  it('treats a missing cookie or an empty list as an empty, healthy cart', () => {
    expect(repairCartLines(undefined)).toEqual({ value: [], repaired: false });
    expect(repairCartLines([])).toEqual({ value: [], repaired: false });
  });

  it('drops unreadable text and non-lists with a warning flag', () => {
    for (const stored of [{ unreadable: '{not json' }, { id: 1 }, 42, null, 'carts', '[]']) {
      expect(repairCartLines(stored)).toEqual({ value: [], repaired: true });
    }
  });

  it('keeps the valid lines of a hand-edited cookie and drops the rest', () => {
    const stored = [
      { id: 1, count: 2, cartPrice: 100 },
      { id: -3, count: 1, cartPrice: 5 },
      { id: 'abc', count: 1, cartPrice: 5 },
      null,
      7,
      { id: 2, count: 0, cartPrice: 50 },
      { id: 5, count: 'x', cartPrice: 50 },
      { id: 6, count: 1, cartPrice: 60 },
    ];
    expect(repairCartLines(stored)).toEqual({
      value: [
        { id: 1, count: 2, cartPrice: 100 },
        { id: 6, count: 1, cartPrice: 60 },
      ],
      repaired: true,
    });
  });

  it('repairs fixable fields: numeric strings, a missing count, fractions, a bad price, too many pieces', () => {
    const stored = [
      { id: '8', count: '3', cartPrice: '250' },
      { id: 9, cartPrice: 10 },
      { id: 10, count: 2.7, cartPrice: 10 },
      { id: 11, count: 1, cartPrice: -4 },
      { id: 12, count: 5000, cartPrice: 1 },
      { id: 13, count: 1, cartPrice: 1, extra: 'x' },
    ];
    expect(repairCartLines(stored)).toEqual({
      value: [
        { id: 8, count: 3, cartPrice: 250 },
        { id: 9, count: 1, cartPrice: 10 },
        { id: 10, count: 2, cartPrice: 10 },
        { id: 11, count: 1, cartPrice: 0 },
        { id: 12, count: LIST_LIMITS.cartCount, cartPrice: 1 },
        { id: 13, count: 1, cartPrice: 1 },
      ],
      repaired: true,
    });
  });

  it('keeps only ids the API accepts (1..MAX_ID): a line past 2^31 - 1 is dropped, the others stay', () => {
    const stored = [
      { id: 2147483648, count: 1, cartPrice: 10 },
      { id: 5, count: 2, cartPrice: 20 },
      { id: Number.MAX_SAFE_INTEGER, count: 1, cartPrice: 10 },
      { id: '99999999999', count: 1, cartPrice: 10 },
      { id: 0, count: 1, cartPrice: 10 },
      { id: MAX_ID, count: 1, cartPrice: 30 },
    ];
    expect(repairCartLines(stored)).toEqual({
      value: [
        { id: 5, count: 2, cartPrice: 20 },
        { id: MAX_ID, count: 1, cartPrice: 30 },
      ],
      repaired: true,
    });
  });

  it('merges duplicate lines into one, adding their counts', () => {
    const stored = [
      { id: 3, count: 2, cartPrice: 10 },
      { id: 3, count: 4, cartPrice: 12 },
    ];
    expect(repairCartLines(stored)).toEqual({ value: [{ id: 3, count: 6, cartPrice: 10 }], repaired: true });
  });

  it('cuts an oversized cart at the line limit, keeping the first lines', () => {
    const lines = Array.from({ length: LIST_LIMITS.cartLines + 15 }, (_, index) => ({
      id: index + 1,
      count: 1,
      cartPrice: 1,
    }));
    const { value, repaired } = repairCartLines(lines);
    expect(repaired).toBe(true);
    expect(value).toHaveLength(LIST_LIMITS.cartLines);
    expect(value[0].id).toBe(1);
    expect(value.at(-1)?.id).toBe(LIST_LIMITS.cartLines);
  });
});

describe('the favorites and comparess cookies', () => {
  it('round-trip a clean list', () => {
    expect(repairIdList([3, 1, 2], 20)).toEqual({ value: [3, 1, 2], repaired: false });
  });

  it('drop junk and duplicates, keep order, and read numeric strings', () => {
    expect(repairIdList([5, 'x', 5, -1, 2.5, '7', null, 9], 20)).toEqual({ value: [5, 7, 9], repaired: true });
  });

  it('keep only ids the API accepts (1..MAX_ID), also written as strings', () => {
    expect(repairIdList([2147483648, 3, '2147483648', 1e21, MAX_ID, 0], 20)).toEqual({
      value: [3, MAX_ID],
      repaired: true,
    });
    expect(repairIdList([MAX_ID, 1], 20)).toEqual({ value: [MAX_ID, 1], repaired: false });
  });

  it('stop at the limit', () => {
    const ids = Array.from({ length: 30 }, (_, index) => index + 1);
    expect(repairIdList(ids, LIST_LIMITS.comparison)).toEqual({
      value: ids.slice(0, LIST_LIMITS.comparison),
      repaired: true,
    });
  });

  it('treat broken text and non-lists as an empty list with a warning flag', () => {
    expect(repairIdList({ unreadable: '[1,2' }, 20)).toEqual({ value: [], repaired: true });
    expect(repairIdList({ ids: [1] }, 20)).toEqual({ value: [], repaired: true });
    expect(repairIdList(undefined, 20)).toEqual({ value: [], repaired: false });
  });
});
