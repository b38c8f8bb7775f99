import { otherLayout } from '../src/lib/search-layout';
import { nearestGroups, nearPattern } from '../src/lib/search-near';

describe('the other keyboard layout', () => {
  it('reads Latin keys as the Russian layout, punctuation keys as the letters they are', () => {
    expect(otherLayout('yjen,er')).toBe('ноутбук');
    expect(otherLayout('ntktajy')).toBe('телефон');
    expect(otherLayout("'ktrnhjybrf")).toBe('электроника');
    expect(otherLayout('NTKTAJY')).toBe('телефон');
  });

  it('reads Russian keys as the Latin layout, keeping digits and dashes', () => {
    expect(otherLayout('еудуцшящк')).toBe('telewizor');
    expect(otherLayout('ыфьыгтп')).toBe('samsung');
    expect(otherLayout('ф55')).toBe('a55');
  });

  it('leaves mixed scripts, other letters, punctuation between Latin letters and bare numbers alone', () => {
    expect(otherLayout('wh-ch520')).toBe('цр-ср520');
    expect(otherLayout('çäýnek')).toBeNull();
    expect(otherLayout('samsungгалакси')).toBeNull();
    expect(otherLayout('ноутбук')).toBeNull();
    expect(otherLayout('17')).toBeNull();
  });
});

describe('nearest models', () => {
  it('finds neighbours by the same letters around a number of as many digits', () => {
    expect(nearPattern('a56')).toBe('^a[0-9]{2}$');
    expect(nearPattern('17')).toBe('^[0-9]{2}$');
    expect(nearPattern('x7b')).toBe('^x[0-9]{1}b$');
    expect(nearPattern('galaksi')).toBeNull();
  });

  it('groups them by distance, the newer first at the same distance, leaving out the far and the word itself', () => {
    expect(nearestGroups('a56', ['a55', 'a58', 'a15', 'a56', 'a35'])).toEqual([['a55'], ['a58'], ['a35'], ['a15']]);
    expect(nearestGroups('17', ['13', '16', '18', '15', '14'])).toEqual([['18'], ['16'], ['15'], ['14'], ['13']]);
    expect(nearestGroups('14', ['13', '15', '300'])).toEqual([['15'], ['13']]);
    expect(nearestGroups('a5', ['a9', 'a1'])).toEqual([['a9'], ['a1']]);
    expect(nearestGroups('galaksi', ['a15'])).toEqual([]);
  });
});
