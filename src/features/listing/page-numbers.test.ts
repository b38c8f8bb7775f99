import { describe, expect, it } from '@jest/globals';
import { pageCount, pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short listing', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
  it('shows a single hidden page instead of a gap', () => {
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageNumbers(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
  it('clamps a current page outside the range', () => {
    expect(pageNumbers(50, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(0, 9)).toEqual([1, 2, 'gap', 9]);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
