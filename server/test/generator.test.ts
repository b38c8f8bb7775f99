import { createHash } from 'node:crypto';
import { BRANDS } from '../src/sample/data/brands';
import { CATEGORIES } from '../src/sample/data/categories';
import { DRAW_KINDS, type DrawKind } from '../src/sample/data/types';
import { colourName } from '../src/sample/colour-names';
import { drawProduct, drawnColour } from '../src/sample/drawings';
import { endOfWeek, generateCatalogue } from '../src/sample/generate';
import { emptyKnownCodes } from '../src/catalogue/known-codes';
import { validateCatalogue } from '../src/catalogue/validate';
import { TEST_NOW } from './helpers';

const digest = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('hex');

describe('sample catalogue generator', () => {
  const catalogue = generateCatalogue({ products: 400, now: TEST_NOW });
  const products = catalogue.products ?? [];

  it('is deterministic: the same seed and clock give the same catalogue', () => {
    expect(digest(generateCatalogue({ products: 400, now: TEST_NOW }))).toBe(digest(catalogue));
    expect(digest(generateCatalogue({ products: 400, now: TEST_NOW, seed: 7 }))).not.toBe(digest(catalogue));
  });

  it('produces a file the importer accepts', async () => {
    expect((await validateCatalogue(catalogue, emptyKnownCodes())).problems).toEqual([]);
  });

  it('has a believable shop: 12+ top categories with subcategories, 25+ brands, every subcategory stocked', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(CATEGORIES.every((top) => top.subcategories.length > 0)).toBe(true);
    expect(BRANDS.length).toBeGreaterThanOrEqual(25);
    const stocked = new Set(products.map((product) => product.category));
    for (const sub of CATEGORIES.flatMap((top) => top.subcategories)) expect(stocked.has(sub.code)).toBe(true);
  });

  it('writes real translations: names and descriptions differ between languages', () => {
    for (const top of CATEGORIES) {
      expect(new Set([top.name.tm, top.name.ru, top.name.en]).size).toBe(3);
    }
    for (const product of products.slice(0, 50)) {
      expect(product.description.ru).not.toBe(product.description.en);
      expect(product.description.tm).not.toBe(product.description.en);
      expect(product.description.ru).toMatch(/[а-яё]/i);
      expect(product.description.tm).not.toMatch(/\{[a-z:]+\}/);
    }
  });

  it('mixes stock, discounts, novelties, ratings and 1 to 4 images per product', () => {
    const share = (test: (product: (typeof products)[number]) => boolean) =>
      products.filter(test).length / products.length;
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.04);
    expect(share((p) => Boolean(p.oldPrice))).toBeGreaterThan(0.1);
    expect(share((p) => Boolean(p.isNew))).toBeGreaterThan(0.05);
    expect(products.every((p) => p.images.length >= 1 && p.images.length <= 4)).toBe(true);
    expect(products.every((p) => !p.oldPrice || p.oldPrice > p.price)).toBe(true);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    const images = new Map((catalogue.images ?? []).map((image) => [image.key, image]));
    for (const product of products) {
      for (const key of product.images) expect(images.get(key)?.data).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
  });

  it('gives a listing one filter group per property: no two parameters share a name, no two values a text', () => {
    const parameters = new Map((catalogue.parameters ?? []).map((parameter) => [parameter.code, parameter]));
    const repeats = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index);
    for (const lng of ['tm', 'ru', 'en'] as const) {
      // Across the whole catalogue, so that no listing (of any categories) can show a name twice.
      expect(repeats([...parameters.values()].map((parameter) => parameter.name[lng]))).toEqual([]);
      for (const parameter of parameters.values()) {
        expect({ parameter: parameter.code, lng, repeats: repeats(parameter.values.map((v) => v.value[lng])) }).toEqual(
          { parameter: parameter.code, lng, repeats: [] },
        );
      }
      // What a category's filter panel lists: its own parameters and its subcategories'.
      for (const category of catalogue.categories ?? []) {
        const codes = new Set(
          (catalogue.categories ?? [])
            .filter((other) => other.code === category.code || other.parent === category.code)
            .flatMap((other) => other.parameters ?? []),
        );
        const names = [...codes].map((code) => parameters.get(code)?.name[lng] as string);
        expect({ category: category.code, lng, repeats: repeats(names) }).toEqual({
          category: category.code,
          lng,
          repeats: [],
        });
      }
    }
  });

  it('gives each product only values of its kind: a phone never has a TV screen size', () => {
    const subcategories = new Map(CATEGORIES.flatMap((top) => top.subcategories).map((sub) => [sub.code, sub]));
    for (const product of products) {
      const sub = subcategories.get(product.category);
      for (const [code, value] of Object.entries(product.parameters ?? {})) {
        const range = sub?.values?.[code];
        if (range)
          expect({ sku: product.sku, code, value, inRange: range.includes(value as string) }).toEqual({
            sku: product.sku,
            code,
            value,
            inRange: true,
          });
      }
    }
    const screens = (category: string) =>
      new Set(products.filter((p) => p.category === category).map((p) => p.parameters?.screen));
    expect([...screens('smartphones')].every((size) => /^6-\din$/.test(size as string))).toBe(true);
    expect([...screens('led-tv')].every((size) => /^\d\din$/.test(size as string))).toBe(true);
  });

  it("names each product's colour after the body colour its pictures are drawn in", () => {
    const brandColours = new Map(BRANDS.map((brand) => [brand.code, brand.colors]));
    const colourValues = new Set(
      catalogue.parameters?.find((parameter) => parameter.code === 'colour')?.values.map((value) => value.code),
    );
    let checked = 0;
    for (const product of products) {
      const colour = product.parameters?.colour;
      if (colour === undefined) continue;
      // Image keys are `${kind}-${brand}-${view}-${look}-${hash}`: every picture of a product has one look.
      const looks = product.images.map((key) => /^([a-z]+)-(.+)-(\d)-(\d)-[0-9a-f]{10}$/.exec(key));
      expect(looks.every((match) => match && match[1] === looks[0]?.[1] && match[4] === looks[0]?.[4])).toBe(true);
      const [, kind, brand, , look] = looks[0] as RegExpExecArray;
      const colors = brandColours.get(brand) as (typeof BRANDS)[number]['colors'];
      const body = drawnColour(kind as DrawKind, colors, Number(look)) as string;
      // The body colour is one the drawing of that look really paints (in a fill or a gradient stop).
      const views = [0, 1, 2, 3].map((view) => drawProduct(kind as DrawKind, colors, view, Number(look)));
      expect(views.some((svg) => svg.includes(`"${body}"`))).toBe(true);
      expect({ sku: product.sku, body, colour }).toEqual({ sku: product.sku, body, colour: colourName(body) });
      expect(colourValues.has(colour as string)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    // The Galaxy A15 of the shopper's report: blue, white, graphite... whatever its pictures show.
    const a15 = products.find((product) => product.model === 'Galaxy A15') as (typeof products)[number];
    const [, , , , a15Look] = /^([a-z]+)-(.+)-(\d)-(\d)-/.exec(a15.images[0]) as RegExpExecArray;
    expect(a15.parameters?.colour).toBe(
      colourName(drawnColour('phone', brandColours.get('samsung')!, Number(a15Look)) as string),
    );
    // Every kind that a colour-bearing subcategory draws has a body colour.
    for (const sub of CATEGORIES.flatMap((top) => top.subcategories).filter((s) => s.parameters.includes('colour')))
      expect({
        kind: sub.kind,
        drawn: DRAW_KINDS.includes(sub.kind) && drawnColour(sub.kind, BRANDS[0].colors, 0) !== null,
      }).toEqual({ kind: sub.kind, drawn: true });
  });

  it('ends the weekly discounts within the week', () => {
    const weekly = catalogue.groups?.find((group) => group.code === 'weekly');
    const ends = new Date(weekly?.endsAt as string).getTime();
    expect(ends).toBeGreaterThan(TEST_NOW.getTime());
    expect(ends - TEST_NOW.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(weekly?.items.length).toBeGreaterThan(0);
    // Sunday 23:59:59 in Ashgabat (UTC+5) is 18:59:59 UTC.
    expect(endOfWeek(new Date('2026-11-18T09:00:00Z')).toISOString()).toBe('2026-11-22T18:59:59.000Z');
    expect(endOfWeek(new Date('2026-11-22T18:59:00Z')).toISOString()).toBe('2026-11-22T18:59:59.000Z');
    expect(endOfWeek(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-29T18:59:59.000Z');
  });

  it('scales to 10 000 products with unique skus', () => {
    const large = generateCatalogue({ products: 10_000, now: TEST_NOW });
    expect(large.products).toHaveLength(10_000);
    expect(new Set(large.products?.map((p) => p.sku)).size).toBe(10_000);
  });
});
