import { describe, expect, it } from '@jest/globals';
import { fieldText, groupPairs, phoneOfField, typedPhone, writtenInFull } from './local-phone';

describe('quick order phone (+993 xx xx xx xx)', () => {
  it('groups a local number in pairs as it is typed, and leaves a number in full as typed', () => {
    expect(typedPhone('61234567')).toBe('61 23 45 67');
    expect(typedPhone('61 23 4')).toBe('61 23 4');
    expect(typedPhone('+7 916 123')).toBe('+7 916 123');
    expect(typedPhone('00993 61')).toBe('00993 61');
    expect(typedPhone('8 61 234567')).toBe('8 61 234567');
    expect(writtenInFull('+7 916')).toBe(true);
    expect(writtenInFull('61 23')).toBe(false);
  });

  it('groups the digits in pairs', () => {
    expect(groupPairs('61234567')).toBe('61 23 45 67');
    expect(groupPairs('612')).toBe('61 2');
    expect(groupPairs('')).toBe('');
  });

  it("shows a signed-in shopper's stored phone: a Turkmen one after the +993, another in full", () => {
    expect(fieldText('99361234567')).toBe('61 23 45 67');
    expect(fieldText('79161234567')).toBe('+79161234567');
  });

  it('reads the text by the one phone rule: local digits mean +993, a foreign number needs its code', () => {
    expect(phoneOfField('61 23 45 67')).toBe('+99361234567');
    expect(phoneOfField('8 61 234567')).toBe('+99361234567');
    expect(phoneOfField('+993 61 23 45 67')).toBe('+99361234567');
    expect(phoneOfField('+7 916 123 45 67')).toBe('+79161234567');
    expect(phoneOfField('61 23 45 6')).toBeNull();
    expect(phoneOfField('+61234567')).toBeNull();
  });
});
