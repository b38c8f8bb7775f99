import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { productsByIds, type ProductCard } from './products';
import { rowsOf } from './rows';

export interface ComparisonGroup {
  category: { id: number; name: string };
  products: ProductCard[];
  /** one row per parameter; values[i] belongs to products[i], null when that product lacks it */
  rows: { code: string; name: string; values: (string | null)[]; differs: boolean }[];
}

export interface Comparison {
  groups: ComparisonGroup[];
  /** requested ids that are not (or no longer) in the catalogue */
  missing: number[];
}

export const MAX_COMPARED = 20;

/** Products side by side, grouped by category, with one row per parameter any of them has. */
export async function compareProducts(db: Db, lng: Lng, ids: number[]): Promise<Comparison> {
  const wanted = [...new Set(ids.filter((id) => id > 0))].slice(0, MAX_COMPARED);
  const products = await productsByIds(db, lng, wanted, MAX_COMPARED);
  const found = new Set(products.map((product) => product.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (!products.length) return { groups: [], missing };

  const idList = sql.join(products.map((product) => sql`${product.id}`), sql`, `);
  const [categories, values] = await Promise.all([
    rowsOf<{ id: number; name: string }>(db, sql`select c.id, ${localized(sql`c.name`, lng)} as name from categories c
      where c.id in (select category_id from products where id in (${idList}))`),
    rowsOf<{ product_id: number; code: string; name: string; value: string; position: number }>(db,
      sql`select pp.product_id, pa.code, ${localized(sql`pa.name`, lng)} as name, ${localized(sql`v.value`, lng)} as value,
          coalesce(cp.position, 1000) as position
        from product_parameters pp join parameter_values v on v.id = pp.value_id join parameters pa on pa.id = v.parameter_id
        join products p on p.id = pp.product_id
        left join category_parameters cp on cp.category_id = p.category_id and cp.parameter_id = pa.id
        where pp.product_id in (${idList}) order by position, pa.id, v.position`),
  ]);
  const categoryName = new Map(categories.map((category) => [Number(category.id), category.name]));

  const groups: ComparisonGroup[] = [];
  for (const product of products) {
    let group = groups.find((candidate) => candidate.category.id === product.categoryId);
    if (!group) {
      group = { category: { id: product.categoryId, name: categoryName.get(product.categoryId) ?? '' }, products: [], rows: [] };
      groups.push(group);
    }
    group.products.push(product);
  }
  for (const group of groups) {
    const names = new Map<string, string>();
    const cell = new Map<string, string>();
    for (const row of values) {
      const index = group.products.findIndex((product) => product.id === Number(row.product_id));
      if (index < 0) continue;
      names.set(row.code, row.name);
      const key = `${row.code}:${index}`;
      cell.set(key, cell.has(key) ? `${cell.get(key)}, ${row.value}` : row.value);
    }
    group.rows = [...names].map(([code, name]) => {
      const cells = group.products.map((_, index) => cell.get(`${code}:${index}`) ?? null);
      return { code, name, values: cells, differs: new Set(cells).size > 1 };
    });
  }
  return { groups, missing };
}
