/**
 * docs/adr/004 (ids the API accepts): a shopper's list cookie, however it was edited, is repaired
 * into ids the API takes, so a list screen can never be stuck on a 400; and a list the API still
 * refuses is repaired by the screens' retry (withoutRefusedIds) without losing a valid id.
 * Cookie texts come from a seeded generator aimed at the id range's edges; the API is the real one
 * (server/test/helpers.ts), on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_ID } from '../../../server/src/contract/constants';
import { startTestApp, type TestApp } from '../../../server/test/helpers';
import { ApiError } from './api-client';
import { withoutRefusedIds } from './refused-ids';
import { LIST_LIMITS, repairCartLines, repairIdList } from '../shopper-lists';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** mulberry32: the same cookies on every run and both databases. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES: unknown[] = [
  0,
  -1,
  1,
  2,
  MAX_ID,
  MAX_ID + 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  1e21,
  1.5,
  -0,
  Number.MAX_VALUE,
  '7',
  ' 8 ',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '0x10',
  '',
  '-5',
  null,
  true,
  [],
  {},
];

function anId(next: () => number): unknown {
  const pick = next();
  if (pick < 0.5) return EDGES[Math.floor(next() * EDGES.length)];
  if (pick < 0.8) return 1 + Math.floor(next() * 300);
  return Math.floor(next() * 2 ** 40);
}

/** POST /client/v4/products and getCompare, as the storefront sends them. */
async function cards(ids: number[]) {
  return t.app.inject({
    method: 'POST',
    url: `/client/v4/products?limit=${Math.max(ids.length, 1)}`,
    headers: { lng: 'EN' },
    payload: { ids: ids.length ? ids : [0] },
  });
}
async function compare(ids: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/client/v3/?json',
    headers: { lng: 'EN' },
    payload: [{ class: 'products', fn: 'getCompare', props: { ids }, resKey: 'data' }],
  });
}

describe('list cookies of any shape repair into ids the API takes', () => {
  it('favorites and comparess: 300 generated cookies, every repaired list answered 200', async () => {
    const next = random(12);
    for (let round = 0; round < 300; round += 1) {
      const raw = JSON.stringify(Array.from({ length: 1 + Math.floor(next() * 25) }, () => anId(next)));
      const favourites = repairIdList(JSON.parse(raw), LIST_LIMITS.favourites).value;
      const compared = repairIdList(JSON.parse(raw), LIST_LIMITS.comparison).value;
      const [list, table] = [await cards(favourites), await compare(compared)];
      expect({ raw, status: list.statusCode }).toEqual({ raw, status: 200 });
      expect({ raw, status: table.statusCode }).toEqual({ raw, status: 200 });
    }
  });

  it('carts: 300 generated cookies, every repaired cart answered 200, valid lines kept', async () => {
    const next = random(34);
    for (let round = 0; round < 300; round += 1) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 20) }, () => ({
        id: anId(next),
        count: 1 + Math.floor(next() * 5),
        cartPrice: Math.floor(next() * 10000),
      }));
      const raw = JSON.stringify(lines);
      const repaired = repairCartLines(JSON.parse(raw)).value;
      const response = await cards(repaired.map((line) => line.id));
      expect({ raw, status: response.statusCode }).toEqual({ raw, status: 200 });
      // every line whose id was a plain in-range integer is still there
      for (const line of lines)
        if (typeof line.id === 'number' && Number.isInteger(line.id) && line.id >= 1 && line.id <= MAX_ID)
          expect(repaired.some((kept) => kept.id === line.id)).toBe(true);
    }
  });
});

describe('a list the API refuses is repaired by the screens, keeping every valid id', () => {
  /** the storefront's call: a 400 is thrown as ApiError, as api-client's apiCall does */
  const call = async (ids: number[]) => {
    const response = await cards(ids);
    if (response.statusCode !== 200)
      throw new ApiError(response.statusCode, response.json<{ message: string }>().message);
    return response.json<{ rows: { id: number }[] }>().rows.map((row) => row.id);
  };

  it('drops ids past MAX_ID (and 2^53, 1e21) and shows the rest', async () => {
    const ids = [3, MAX_ID + 1, 5, 2 ** 53, 7, 1e21];
    await expect(cards(ids)).resolves.toMatchObject({ statusCode: 400 });
    await expect(withoutRefusedIds(ids, call)).resolves.toEqual({
      value: [3, 5, 7],
      refused: [MAX_ID + 1, 2 ** 53, 1e21],
    });
  });

  it('finds by asking again ids refused by a rule the shop does not know (a gateway blocking one id)', async () => {
    // a gateway in front of the API refuses product 5: the shop learns it from the answers alone
    const gated = async (ids: number[]) => {
      if (ids.includes(5)) throw new ApiError(400, 'blocked');
      return call(ids);
    };
    await expect(withoutRefusedIds([3, 4, 5, 6, 7], gated)).resolves.toEqual({ value: [3, 4, 6, 7], refused: [5] });
  });
});
