/**
 * The ids the API accepts, and a list call that survives ids it refuses (docs/adr/004). A shopper's
 * list comes from a cookie; an id the API refuses (outside its range) makes the whole call answer
 * 400, and without this the list screen would fail the same way on every retry and reload.
 */
import { MAX_ID } from '../../../server/src/contract/constants';
import { ApiError } from './api-client';

/** An id the API takes: ids are PostgreSQL `serial` (int4) columns, 1..MAX_ID. */
export const isApiId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID;

export interface WithoutRefused<T> {
  value: T;
  /** the ids the API refused, left out of `value`; empty when the first call was answered */
  refused: number[];
}

const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * The refused ids among `ids`, whose call was refused as a whole: halves are asked until each
 * refused id is alone (a 400 names at most the first bad id, and its wording is not a contract).
 * Sequential, so a repair costs a few requests of the shopper's rate limit, not a burst.
 */
async function refusedAmong<T>(ids: number[], call: (ids: number[]) => Promise<T>): Promise<number[]> {
  if (ids.length === 1) return ids;
  const middle = Math.ceil(ids.length / 2);
  const refused: number[] = [];
  for (const half of [ids.slice(0, middle), ids.slice(middle)]) {
    try {
      await call(half);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refused.push(...(await refusedAmong(half, call)));
    }
  }
  return refused;
}

/**
 * Calls `call(ids)`; when the API refuses the list (400), finds the refused ids (those outside the
 * shared id range; if none is, by asking again) and calls once more without them. Anything else,
 * or a second refusal, is thrown for the screen to show.
 */
export async function withoutRefusedIds<T>(
  ids: number[],
  call: (ids: number[]) => Promise<T>,
): Promise<WithoutRefused<T>> {
  try {
    return { value: await call(ids), refused: [] };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    let refused: number[] = ids.filter((id) => !isApiId(id));
    if (!refused.length) refused = await refusedAmong(ids, call);
    // The API refused something other than an id: nothing to repair, so the screen shows the error.
    if (!refused.length) throw error;
    const kept = ids.filter((id) => !refused.includes(id));
    return { value: await call(kept), refused };
  }
}
