import { describe, expect, it } from '@jest/globals';
import { fullPhone, groupPairs, isLocalPhone, localDigits } from './local-phone';

describe('quick order phone (+993 xx xx xx xx)', () => {
  it('keeps the eight local digits of what is typed or pasted', () => {
    expect(localDigits('61 23 45 67')).toBe('61234567');
    expect(localDigits('+993 61 23 45 67')).toBe('61234567');
    expect(localDigits('99361234567')).toBe('61234567');
    expect(localDigits('8 61 234567')).toBe('61234567');
    expect(localDigits('6a1-2')).toBe('612');
    expect(localDigits('612345678')).toBe('61234567');
  });

  it('groups the digits in pairs as they are typed', () => {
    expect(groupPairs('61234567')).toBe('61 23 45 67');
    expect(groupPairs('612')).toBe('61 2');
    expect(groupPairs('')).toBe('');
  });

  it('accepts exactly eight digits and sends them after +993', () => {
    expect(isLocalPhone('61234567')).toBe(true);
    expect(isLocalPhone('6123456')).toBe(false);
    expect(fullPhone('61234567')).toBe('+99361234567');
  });
});
