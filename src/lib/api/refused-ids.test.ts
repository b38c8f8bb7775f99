import { describe, expect, it } from '@jest/globals';
import { MAX_ID } from '../../../server/src/contract/constants';
import { ApiError } from './api-client';
import { isApiId, withoutRefusedIds } from './refused-ids';

/**
 * A list call as the API answers it: 400 for the whole list when any id is refused, else the ids
 * it was given. `refuses` is the API's rule; every call is recorded.
 */
function fakeList(refuses: (id: number) => boolean) {
  const calls: number[][] = [];
  const call = async (ids: number[]) => {
    calls.push(ids);
    if (ids.some(refuses)) throw new ApiError(400, 'body/ids/0 must be <= 2147483647');
    return ids;
  };
  return { calls, call };
}

describe('isApiId', () => {
  it('takes 1..MAX_ID and nothing else', () => {
    for (const id of [1, 42, MAX_ID]) expect(isApiId(id)).toBe(true);
    for (const id of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, Number.NaN, Infinity, '3', null])
      expect(isApiId(id)).toBe(false);
  });
});

describe('withoutRefusedIds', () => {
  it('answers the first call as it is when the API takes the list', async () => {
    const api = fakeList(() => false);
    await expect(withoutRefusedIds([3, 1, 2], api.call)).resolves.toEqual({ value: [3, 1, 2], refused: [] });
    expect(api.calls).toEqual([[3, 1, 2]]);
  });

  it('drops ids outside the shared range and retries once, keeping every valid id in order', async () => {
    const api = fakeList((id) => !isApiId(id));
    await expect(withoutRefusedIds([7, 2147483648, 4, 2 ** 40], api.call)).resolves.toEqual({
      value: [7, 4],
      refused: [2147483648, 2 ** 40],
    });
    expect(api.calls).toEqual([
      [7, 2147483648, 4, 2 ** 40],
      [7, 4],
    ]);
  });

  it('finds ids refused by a rule it does not know by asking halves, then retries once', async () => {
    // an API whose range ended at 1000: the shop's rule passes these ids, the answer says which
    const api = fakeList((id) => id > 1000);
    const ids = [5, 6, 5000, 7, 8, 9, 7000, 10];
    await expect(withoutRefusedIds(ids, api.call)).resolves.toEqual({
      value: [5, 6, 7, 8, 9, 10],
      refused: [5000, 7000],
    });
    expect(api.calls.at(-1)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(api.calls.length).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(ids.length)) + 1);
  });

  it('throws the refusal when no id is to blame (the list, not an id, was refused), changing nothing', async () => {
    // an API that takes at most two ids per call: each half passes, so no id is refused
    const calls: number[][] = [];
    const call = async (ids: number[]) => {
      calls.push(ids);
      if (ids.length > 2) throw new ApiError(400, 'too many ids');
      return ids;
    };
    await expect(withoutRefusedIds([1, 2, 3], call)).rejects.toMatchObject({ status: 400, message: 'too many ids' });
    expect(calls).toEqual([[1, 2, 3], [1, 2], [3]]);
  });

  it('throws a second refusal instead of trying again', async () => {
    let calls = 0;
    const call = async (ids: number[]) => {
      calls += 1;
      if (calls === 1 || ids.length > 1) throw new ApiError(400, 'refused');
      return ids;
    };
    await expect(withoutRefusedIds([2147483648, 1, 2], call)).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(2);
  });

  it('does not retry what is not a refusal (rate limit, server, network)', async () => {
    const api = { calls: 0 };
    const call = async () => {
      api.calls += 1;
      throw new ApiError(429, 'Too Many Requests');
    };
    await expect(withoutRefusedIds([2147483648, 1], call)).rejects.toMatchObject({ status: 429 });
    expect(api.calls).toBe(1);
  });
});
