import { describe, expect, it } from '@jest/globals';
import { ASHGABAT_NEIGHBOURHOODS } from '../src/contract/places-ashgabat';
import { placeNames, WELAYAT_CODES, WELAYATS } from '../src/contract/places';

const LATIN_TURKMEN = /^[A-Za-zÄäÇçŇňÖöŞşÜüÝýŽž0-9 .'-]+$/;
const CYRILLIC = /^[А-Яа-яЁё0-9 .-]+$/;
const ASCII = /^[A-Za-z0-9 .'-]+$/;

describe('the places of Turkmenistan', () => {
  it("has the spec's six welaýat codes, in its order", () => {
    expect(WELAYATS.map((welayat) => welayat.code)).toEqual([...WELAYAT_CODES]);
    expect(WELAYAT_CODES).toEqual(['ahal', 'balkan', 'dashoguz', 'lebap', 'mary', 'ashgabat']);
  });

  it('gives every welaýat its etraps, with unique codes', () => {
    for (const welayat of WELAYATS) {
      expect(welayat.places.filter((place) => place.kind === 'etrap').length).toBeGreaterThanOrEqual(4);
      const codes = welayat.places.map((place) => place.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    // the counts after the Mejlis resolution of September 2025
    const etraps = Object.fromEntries(
      WELAYATS.map((welayat) => [welayat.code, welayat.places.filter((place) => place.kind === 'etrap').length]),
    );
    expect(etraps).toEqual({ ahal: 8, balkan: 6, dashoguz: 9, lebap: 11, mary: 10, ashgabat: 4 });
  });

  it('names every place in Latin Turkmen, Russian Cyrillic and English', () => {
    const all = [...WELAYATS, ...WELAYATS.flatMap((welayat) => welayat.places), ...ASHGABAT_NEIGHBOURHOODS];
    for (const { names } of all) {
      expect(names.tm).toMatch(LATIN_TURKMEN);
      expect(names.ru).toMatch(CYRILLIC);
      expect(names.en).toMatch(ASCII);
    }
  });

  it('names distinct places distinctly within a welaýat in every language', () => {
    for (const welayat of WELAYATS) {
      for (const lng of ['tm', 'ru', 'en'] as const) {
        const names = welayat.places.map((place) => place.names[lng]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it("shows a stored address in the shopper's language, and unknown codes as stored", () => {
    expect(placeNames({ welayat: 'ashgabat', etrap: 'kopetdag', city: 'parahat-7' }, 'ru')).toEqual({
      welayat: 'город Ашхабад',
      etrap: 'Копетдагский этрап',
      city: 'Парахат-7',
    });
    expect(placeNames({ welayat: 'lebap', etrap: 'turkmenabat', city: null }, 'tm')).toEqual({
      welayat: 'Lebap welaýaty',
      etrap: 'Türkmenabat şäheri',
      city: null,
    });
    expect(placeNames({ welayat: 'mary', etrap: 'Old name', city: 'Täze zaman' }, 'en')).toEqual({
      welayat: 'Mary Region',
      etrap: 'Old name',
      city: 'Täze zaman',
    });
  });
});
