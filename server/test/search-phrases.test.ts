import type { CategoryRowWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import type { ProductListingWire } from '../src/contract/products';
import type { SuggestionsWire } from '../src/contract/search';
import { getJson, sampleCatalogue, startTestApp, type TestApp } from './helpers';

/**
 * A generic word with a qualifier or a second word ranks like the generic word alone (docs/search.md,
 * Phrases): the head word's products first, a brand or spec qualifier ranking its matching products
 * of that kind first, a price word the cheapest first.
 * - in: category codes of the head word's kind: the first min(5, all such products) are of them
 * - brand: brand code of the qualifier: the first min(5, such products of that brand) are of it, and
 *   the rest of the first 5 (if any) of the kind
 * - cheapest: the first card is the cheapest product of the kind in stock
 * - notIn: the head word is another (an accessory "for" the kind): none of the first 5 is of these
 */
type PhraseCase = { query: string; why: string } & (
  { in: string[]; brand?: string; cheapest?: true } | { notIn: string[] }
);

const LAPTOPS = ['laptops', 'macbooks'];
const TVS = ['led-tv', 'qled-tv', 'oled-tv'];

const PHRASE_CASES: PhraseCase[] = [
  // English
  { query: 'cheap smartphone', in: ['smartphones'], cheapest: true, why: 'a price word orders by price' },
  { query: 'samsung smartphone', in: ['smartphones'], brand: 'samsung', why: 'brand before the head word' },
  { query: 'smartphone samsung', in: ['smartphones'], brand: 'samsung', why: 'brand after the head word' },
  { query: 'smartphone 128 gb', in: ['smartphones'], why: 'a spec value: tablets hold it too' },
  { query: 'samsung phone', in: ['smartphones'], brand: 'samsung', why: 'generic word with a brand' },
  { query: 'gaming laptop', in: LAPTOPS, why: 'head last, the qualifier a category word of its own' },
  { query: 'lg tv 55', in: TVS, brand: 'lg', why: 'brand and a size no TV has' },
  { query: 'phone case', notIn: ['smartphones'], why: 'a case for a phone is not a phone' },
  // Russian
  { query: 'смартфон samsung', in: ['smartphones'], brand: 'samsung', why: 'Latin brand after the head word' },
  { query: 'телефон самсунг', in: ['smartphones'], brand: 'samsung', why: 'generic word, Cyrillic brand' },
  { query: 'недорогой смартфон', in: ['smartphones'], cheapest: true, why: 'a price adjective' },
  { query: 'ноутбук для игр', in: LAPTOPS, why: '"для" and its word qualify the head' },
  { query: 'игровой ноутбук', in: LAPTOPS, why: 'an adjective of another category before the head' },
  { query: 'ноутбук игровой', in: LAPTOPS, why: 'the same adjective after the head' },
  { query: 'телевизор 55', in: TVS, why: 'a size no TV has' },
  { query: 'чехол для телефона', notIn: ['smartphones'], why: 'the phone is what the case is for' },
  // Turkmen
  { query: 'arzan smartfon', in: ['smartphones'], cheapest: true, why: 'Turkmen price word' },
  { query: 'samsung smartfon', in: ['smartphones'], brand: 'samsung', why: 'brand before the head word' },
  { query: 'oýun noutbugy', in: LAPTOPS, why: 'head last, in its possessive form' },
  { query: 'telewizor 55', in: TVS, why: 'a size no TV has' },
  { query: 'smartfon 128 GB', in: ['smartphones'], why: 'a spec value' },
  { query: 'telefon gaby', notIn: ['smartphones'], why: 'a phone case is not a phone' },
];

let t: TestApp;
/** category id -> code, through the Turkmen names of the sample catalogue */
const categoryCode = new Map<number, string>();

beforeAll(async () => {
  t = await startTestApp();
  const codeByName = new Map((sampleCatalogue().categories ?? []).map((category) => [category.name.tm, category.code]));
  for (const row of (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=10000')).body.rows)
    categoryCode.set(row.id, codeByName.get(row.name) as string);
});
afterAll(() => t.close());

const ask = <T>(path: string, query: string) =>
  getJson<T>(t.app, `/client/v4/${path}&query=${encodeURIComponent(query)}`, 'RU');

const products = () => sampleCatalogue().products ?? [];

describe('a generic word with a qualifier ranks like the generic word', () => {
  it.each(PHRASE_CASES.map((phrase) => [phrase.query, phrase] as const))('%s', async (_query, phrase) => {
    const rows = (await ask<ProductListingWire>('products?limit=5', phrase.query)).body.rows;
    const top = rows.map((row) => ({ category: categoryCode.get(row.categoryId), model: row.model }));
    // The grouped call ranks the same way: the same five, in the same order.
    const grouped = (await ask<SuggestionsWire>('search?limit=5', phrase.query)).body.groups;
    expect(grouped.find((group) => group.label === 'products')?.items.map((item) => item.id) ?? []).toEqual(
      rows.map((row) => row.id),
    );
    if ('notIn' in phrase) {
      expect({ query: phrase.query, top }).toEqual({
        query: phrase.query,
        top: top.filter((row) => !phrase.notIn.includes(row.category as string)),
      });
      return;
    }
    const ofKind = products().filter((product) => phrase.in.includes(product.category));
    const isOfKind = (row: (typeof top)[number]) => phrase.in.includes(row.category as string);
    /** The first min(5, count) cards are there and pass `want`. */
    const expectFirst = (count: number, want: (row: (typeof top)[number]) => boolean) => {
      const first = top.slice(0, Math.min(5, count));
      expect({ query: phrase.query, first }).toEqual({ query: phrase.query, first: first.filter(want) });
      expect(first).toHaveLength(Math.min(5, count));
    };
    if (phrase.brand) {
      // The brand's products of the kind first; the phrase keeps to them when they hold it whole
      // ("samsung smartphone"), and other products of the kind follow when none does ("lg tv 55").
      const models = new Set(ofKind.filter((product) => product.brand === phrase.brand).map((p) => p.model));
      expectFirst(models.size, (row) => isOfKind(row) && models.has(row.model));
      expect({ query: phrase.query, top }).toEqual({ query: phrase.query, top: top.filter(isOfKind) });
    } else expectFirst(ofKind.length, isOfKind);
    if (phrase.cheapest) {
      const inStock = ofKind.filter((product) => (product.stock ?? 0) > 0);
      const cheapest = inStock.reduce((best, product) => (product.price < best.price ? product : best));
      expect({ query: phrase.query, first: top[0]?.model }).toEqual({ query: phrase.query, first: cheapest.model });
    }
  });
});
