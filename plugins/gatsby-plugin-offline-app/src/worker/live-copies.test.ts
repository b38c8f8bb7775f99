import { describe, expect, it } from '@jest/globals';
import { answerFromCards, copyResponse, idsOf, productCopyKey, requestCopyKey, rowsOf } from './live-copies';

describe('the last copies of the catalogue calls (docs/adr/019)', () => {
  it('keys a whole request by address, language and body', async () => {
    const key = (url: string, lng: string, body: string) => requestCopyKey('https://shop.tm', url, lng, body);
    const base = await key('https://shop.tm/client/v4/products?limit=2', 'RU', '{"ids":[1,2]}');
    expect(base).toMatch(/^https:\/\/shop\.tm\/__offline\/call\/[0-9a-f]{64}$/);
    expect(await key('https://shop.tm/client/v4/products?limit=2', 'ru', '{"ids":[1,2]}')).toBe(base);
    expect(await key('https://shop.tm/client/v4/products?limit=2', 'EN', '{"ids":[1,2]}')).not.toBe(base);
    expect(await key('https://shop.tm/client/v4/products?limit=2', 'RU', '{"ids":[1,3]}')).not.toBe(base);
    expect(productCopyKey('https://shop.tm', 'RU', 7)).toBe('https://shop.tm/__offline/product/ru/7');
  });

  it('reads the ids of a card request and the rows of an answer, refusing other shapes', () => {
    expect(idsOf('{"ids":[3,1]}')).toEqual([3, 1]);
    expect(idsOf('{"ids":["1"]}')).toBeNull();
    expect(idsOf('[{"class":"products"}]')).toBeNull();
    expect(idsOf('not json')).toBeNull();
    expect(rowsOf({ rows: [{ id: 1 }, { id: 'x' }, null, { id: 2 }], count: 4 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf(null)).toEqual([]);
  });

  it('answers a card list from stored cards only when every product asked for has one', () => {
    const cards = new Map<number, unknown>([
      [1, { id: 1, price: 10 }],
      [2, { id: 2, price: 20 }],
    ]);
    expect(answerFromCards([2, 1, 2], cards)).toEqual({
      rows: [
        { id: 2, price: 20 },
        { id: 1, price: 10 },
      ],
      count: 2,
    });
    expect(answerFromCards([1, 3], cards)).toBeNull();
    expect(answerFromCards([], cards)).toBeNull();
  });

  it('marks a stored answer as an offline copy with its date', async () => {
    const response = copyResponse('{"rows":[]}', 'Tue, 24 Nov 2026 10:00:00 GMT');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-offline-copy')).toBe('1');
    expect(response.headers.get('x-offline-copy-date')).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    expect(await response.json()).toEqual({ rows: [] });
  });
});
