import type { BrandRowWire, CategoryRowWire } from '../src/contract/catalogue';
import type { ProductListingWire } from '../src/contract/products';
import type { SuggestionsWire } from '../src/contract/search';
import type { ListWire } from '../src/contract/kit';
import { getJson, sampleCatalogue, startTestApp, type TestApp } from './helpers';
import { RELEVANCE_CASES, type RelevanceCase } from './search-relevance-cases';

let t: TestApp;
/** category id -> code, through the Turkmen names of the sample catalogue */
const categoryCode = new Map<number, string>();
/** category id -> the code of its top-level category (its own for a top level) */
const topCode = new Map<number, string>();

beforeAll(async () => {
  t = await startTestApp();
  const codeByName = new Map((sampleCatalogue().categories ?? []).map((category) => [category.name.tm, category.code]));
  const rows = (await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=10000')).body.rows;
  for (const row of rows) categoryCode.set(row.id, codeByName.get(row.name) as string);
  for (const row of rows) topCode.set(row.id, categoryCode.get(row.parentId ?? row.id) as string);
});
afterAll(() => t.close());

const ask = <T>(path: string, query: string) =>
  getJson<T>(t.app, `/client/v4/${path}${path.includes('?') ? '&' : '?'}query=${encodeURIComponent(query)}`, 'RU');

async function firstAnswer(testCase: RelevanceCase): Promise<{ list: string | undefined; group: string | undefined }> {
  const grouped = (await ask<SuggestionsWire>('search?limit=5', testCase.query)).body.groups;
  const groupItem = (label: string) => grouped.find((group) => group.label === label)?.items[0];
  if ('productIn' in testCase || 'productUnder' in testCase) {
    const row = (await ask<ProductListingWire>('products?limit=5', testCase.query)).body.rows[0];
    return {
      list: row && ('productIn' in testCase ? categoryCode : topCode).get(row.categoryId),
      group: row && String(groupItem('products')?.id === row.id),
    };
  }
  if ('categories' in testCase) {
    const rows = (await ask<ListWire<CategoryRowWire>>('categories?limit=5', testCase.query)).body.rows;
    const items = grouped.find((group) => group.label === 'categories')?.items ?? [];
    return {
      list: rows.map((row) => categoryCode.get(row.id)).join(' '),
      group: items.map((item) => categoryCode.get(item.id)).join(' '),
    };
  }
  if ('product' in testCase) {
    const row = (await ask<ProductListingWire>('products?limit=5', testCase.query)).body.rows[0];
    return {
      list: row && `${row.brand.name} ${row.model}`,
      group: row && String(groupItem('products')?.id === row.id),
    };
  }
  if ('brand' in testCase) {
    return {
      list: (await ask<ListWire<BrandRowWire>>('brands?limit=5', testCase.query)).body.rows[0]?.name,
      group: groupItem('brands')?.name,
    };
  }
  const row = (await ask<ListWire<CategoryRowWire>>('categories?limit=5', testCase.query)).body.rows[0];
  const item = groupItem('categories');
  return { list: row && categoryCode.get(row.id), group: item && categoryCode.get(item.id) };
}

describe('search relevance over the sample catalogue', () => {
  it('has at least 40 cases', () => expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40));

  it.each(RELEVANCE_CASES.map((testCase) => [testCase.query, testCase] as const))('%s', async (_query, testCase) => {
    const expected =
      'product' in testCase
        ? testCase.product
        : 'brand' in testCase
          ? testCase.brand
          : 'productIn' in testCase
            ? testCase.productIn
            : 'productUnder' in testCase
              ? testCase.productUnder
              : 'categories' in testCase
                ? testCase.categories.join(' ')
                : testCase.category;
    const { list, group } = await firstAnswer(testCase);
    expect({ query: testCase.query, first: list }).toEqual({ query: testCase.query, first: expected });
    // The grouped call ranks the same way: its group starts with the same answer.
    expect({ query: testCase.query, group }).toEqual({
      query: testCase.query,
      group: 'product' in testCase || 'productIn' in testCase || 'productUnder' in testCase ? 'true' : expected,
    });
  });
});
