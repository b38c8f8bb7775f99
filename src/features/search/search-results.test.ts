import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api/api-client';
import type { ProductCard } from '../../lib/catalog-types';
import { searchViewOf } from './search-results';

const card = { id: 1 } as ProductCard;
const rateLimited = new ApiError(429, 'Too Many Requests');

describe('the search screen shows one state at a time', () => {
  it('loading until the first page is in', () => {
    expect(searchViewOf({ products: [], count: 0, loading: true, error: undefined })).toBe('loading');
  });

  it('nothing found only for an answer that found nothing', () => {
    expect(searchViewOf({ products: [], count: 0, loading: false, error: undefined })).toBe('empty');
  });

  it('the error (429 too), not "nothing found", when the first page failed', () => {
    expect(searchViewOf({ products: [], count: 0, loading: false, error: rateLimited })).toBe('error');
  });

  it('the error while SWR retries, not a skeleton in between', () => {
    expect(searchViewOf({ products: [], count: 0, loading: true, error: rateLimited })).toBe('error');
  });

  it('the results once there are some, also when a later page failed', () => {
    expect(searchViewOf({ products: [card], count: 40, loading: false, error: undefined })).toBe('results');
    expect(searchViewOf({ products: [card], count: 40, loading: false, error: rateLimited })).toBe('results');
  });
});
