import { allowedTypos, editDistance, isTypoOf } from '../src/lib/typo-distance';

describe('editDistance', () => {
  it.each([
    ['samsung', 'samsung', 0],
    ['samsng', 'samsung', 1],
    ['samsnug', 'samsung', 1],
    ['samsong', 'samsung', 1],
    ['ifone', 'ipone', 1],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['telefon', 'televizor', 4],
    ['ab', 'ba', 1],
  ])('%s -> %s: %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('isTypoOf', () => {
  it('forgives no typo up to three letters, one up to six, two beyond', () => {
    expect([2, 3, 4, 6, 7, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(isTypoOf('lq', 'lg')).toBe(false);
    expect(isTypoOf('kenon', 'kanon')).toBe(true);
    expect(isTypoOf('kenan', 'kanon')).toBe(false);
    expect(isTypoOf('samsnug', 'samsung')).toBe(true);
    expect(isTypoOf('smasnug', 'samsung')).toBe(true);
  });

  it('takes a typo in a word still being typed', () => {
    expect(isTypoOf('samsn', 'samsung')).toBe(true);
    expect(isTypoOf('galksi', 'galaksi')).toBe(true);
    expect(isTypoOf('telefo', 'televizor')).toBe(false);
    expect(isTypoOf('telefon', 'televizor')).toBe(false);
  });

  it('does not take a much shorter word', () => {
    expect(isTypoOf('samsungs', 'sams')).toBe(false);
    expect(isTypoOf('samsungs', 'samsung')).toBe(true);
  });
});
