/**
 * The listing filter's query budget (docs/adr/014): options of many parameters cost one pass, not a
 * join per parameter, and a filter over more parameters than the cap is refused with a translated 400.
 */
import { sql } from 'drizzle-orm';
import { MAX_FILTER_PARAMETERS } from '../../server/src/contract/constants';
import type { CategoryDetailWire, CategoryRowWire, ErrorWire } from '../../server/src/contract/catalogue';
import type { ListWire } from '../../server/src/contract/kit';
import type { ProductListingWire } from '../../server/src/contract/products';
import { rawRows } from '../../server/src/services/raw-sql';
import { conditionOf, filterParts } from '../../server/src/services/product-filter';
import { getJson, postJson, startTestApp, type TestApp } from '../../server/test/helpers';

let t: TestApp;
let categoryIds: number[];
/** one option id of each parameter of the sample catalogue, parameters in id order */
let optionPerParameter: number[];

beforeAll(async () => {
  t = await startTestApp();
  const categories = await getJson<ListWire<CategoryRowWire>>(t.app, '/client/v4/categories?limit=10000');
  categoryIds = categories.body.rows.map((row) => row.id);
  const firstOption = new Map<number, number>();
  for (const id of categoryIds) {
    const detail = await getJson<CategoryDetailWire>(t.app, `/client/v4/categories/${id}?includeParameters=true`);
    for (const parameter of detail.body.parameters ?? [])
      if (parameter.options.length && !firstOption.has(parameter.id))
        firstOption.set(parameter.id, parameter.options[0].id);
  }
  optionPerParameter = [...firstOption].sort(([a], [b]) => a - b).map(([, option]) => option);
});
afterAll(() => t.close());

/** The plan's nodes of the listing's count under a filter of `parameters` options. */
async function planNodes(parameters: number[]): Promise<number> {
  const parts = await filterParts(t.database.db, { categoryIds, parameterValueIds: parameters });
  const [row] = await rawRows<{ 'QUERY PLAN': unknown }>(
    t.database.db,
    sql`explain (format json) select count(*) from products p where ${conditionOf(parts)}`,
  );
  const plan = row['QUERY PLAN'];
  return (JSON.stringify(typeof plan === 'string' ? JSON.parse(plan) : plan).match(/"Node Type"/g) ?? []).length;
}

describe('the product filter within its budget', () => {
  it('has enough parameters in the sample catalogue to try the cap', () => {
    expect(optionPerParameter.length).toBeGreaterThan(MAX_FILTER_PARAMETERS);
  });

  it('plans options of 2 or of the most parameters in about the same number of steps', async () => {
    const few = await planNodes(optionPerParameter.slice(0, 2));
    const many = await planNodes(optionPerParameter.slice(0, MAX_FILTER_PARAMETERS));
    // A join per parameter would add at least one node for each of the 22 more parameters; the
    // planner may still pick another join method (one node more or less) for a larger set.
    expect(Math.abs(many - few)).toBeLessThanOrEqual(2);
  });

  it('answers a filter over the most parameters, with facets, by GET and by POST', async () => {
    const options = optionPerParameter.slice(0, MAX_FILTER_PARAMETERS);
    const posted = await postJson<ProductListingWire>(t.app, '/client/v4/products/filter?facets=true&limit=1000', {
      categories: categoryIds,
      parameters: options,
    });
    expect(posted.status).toBe(200);
    // Products of different kinds never share every one of 24 parameters.
    expect(posted.body.count).toBe(0);
    const got = await getJson<ProductListingWire>(
      t.app,
      `/client/v4/products?parameters=${options.join(',')}&facets=true&categories=${categoryIds.slice(0, 50).join(',')}`,
    );
    expect(got.status).toBe(200);
  });

  it('refuses options of more parameters than the cap, in the caller language', async () => {
    const options = optionPerParameter.slice(0, MAX_FILTER_PARAMETERS + 1);
    const answers = await Promise.all(
      (['TM', 'RU', 'EN'] as const).map((lng) =>
        postJson<ErrorWire>(
          t.app,
          '/client/v4/products/filter?facets=true',
          { categories: categoryIds, parameters: options },
          lng,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    const [tm, ru, en] = answers.map((answer) => answer.body.message);
    expect(en).toContain(String(MAX_FILTER_PARAMETERS));
    expect(en).toMatch(/at most/);
    expect(ru).toMatch(/не больше/);
    expect(tm).toMatch(/iň köp/);
    const viaGet = await getJson<ErrorWire>(t.app, `/client/v4/products?parameters=${options.join(',')}`);
    expect(viaGet.status).toBe(400);
  });
});
