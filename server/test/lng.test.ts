import { parseLng, pick } from '../src/lib/lng';
import { snapWidth } from '../src/services/images';
import { loadConfig } from '../src/config';

describe('lng header', () => {
  it.each([
    ['RU', 'ru'],
    ['ru', 'ru'],
    [' En ', 'en'],
    ['TM', 'tm'],
    [undefined, 'tm'],
    ['', 'tm'],
    ['de', 'tm'],
    [['EN', 'RU'], 'en'],
  ])('reads %p as %s', (header, lng) => expect(parseLng(header as string | string[] | undefined)).toBe(lng));

  it('falls back to the Turkmen text when a translation is missing', () => {
    expect(pick({ tm: 'Telefon', ru: '', en: 'Phone' }, 'ru')).toBe('Telefon');
    expect(pick({ tm: 'Telefon', ru: 'Телефон', en: 'Phone' }, 'ru')).toBe('Телефон');
  });
});

describe('image widths', () => {
  it.each([
    [undefined, 1024],
    [1, 320],
    [320, 320],
    [480, 320],
    [481, 640],
    [700, 640],
    [704, 640],
    [705, 768],
    [2000, 1536],
  ])('snaps %p to %i', (asked, width) => expect(snapWidth(asked)).toBe(width));
});

describe('configuration', () => {
  it('has defaults that make a fresh clone work, and refuses nonsense', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8000, sampleProducts: 300, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(loadConfig({ PORT: '9000', SAMPLE_PRODUCTS: '100000' })).toMatchObject({
      port: 9000,
      sampleProducts: 100000,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });
});
