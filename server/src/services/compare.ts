import { sql } from 'drizzle-orm';
import { MAX_COMPARED } from '../contract/constants';
import type { ComparisonGroupWire, ComparisonWire } from '../contract/products';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { productsByIds } from './products';
import { parameterValuesOf } from './product-parameters';
import { preparedOnce } from './prepared';

/** Products side by side, grouped by category, with one row per parameter any of them has. */
export async function compareProducts(db: Db, lng: Lng, ids: number[]): Promise<ComparisonWire> {
  const wanted = [...new Set(ids.filter((id) => id > 0))].slice(0, MAX_COMPARED);
  const products = await productsByIds(db, lng, wanted, MAX_COMPARED);
  const found = new Set(products.map((product) => product.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (!products.length) return { groups: [], missing };

  const categoryIds = [...new Set(products.map((product) => product.categoryId))];
  const [names, values] = await Promise.all([
    preparedOnce(db, `category_names_${lng}`, (name) =>
      db
        .select({ id: categories.id, name: localized(categories.name, lng) })
        .from(categories)
        .where(sql`${categories.id} = any(${sql.placeholder('ids')})`)
        .prepare(name),
    ).execute({ ids: categoryIds }),
    parameterValuesOf(
      db,
      lng,
      products.map((product) => product.id),
    ),
  ]);
  const categoryName = new Map(names.map((category) => [category.id, category.name]));

  const groups: ComparisonGroupWire[] = [];
  for (const product of products) {
    let group = groups.find((candidate) => candidate.category.id === product.categoryId);
    if (!group) {
      group = {
        category: { id: product.categoryId, name: categoryName.get(product.categoryId) ?? '' },
        products: [],
        rows: [],
      };
      groups.push(group);
    }
    group.products.push(product);
  }
  for (const group of groups) {
    const parameterNames = new Map<string, string>();
    const cell = new Map<string, string>();
    for (const row of values) {
      const index = group.products.findIndex((product) => product.id === row.productId);
      if (index < 0) continue;
      parameterNames.set(row.code, row.name);
      const key = `${row.code}:${index}`;
      cell.set(key, cell.has(key) ? `${cell.get(key)}, ${row.value}` : row.value);
    }
    group.rows = [...parameterNames].map(([code, name]) => {
      const cells = group.products.map((_, index) => cell.get(`${code}:${index}`) ?? null);
      return { code, name, values: cells, differs: new Set(cells).size > 1 };
    });
  }
  return { groups, missing };
}
