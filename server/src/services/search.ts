import { sql, type SQL } from 'drizzle-orm';
import type { SuggestionGroupWire, SuggestionWire, SuggestionsWire } from '../contract/search';
import type { Db } from '../db/client';
import { localized, type Lng } from '../lib/lng';
import { imagePath } from './images';
import { rawRows } from './raw-sql';
import {
  brandSearchColumns,
  categorySearchColumns,
  productSearchColumns,
  searchLead,
  searchMatches,
  searchPrice,
  searchScore,
  searchTier,
  type SearchColumns,
} from './search-sql';
import { resolveSearch, type Search } from './search-vocabulary';

/**
 * The search box's suggestions in one call: categories, brands and products matching the text, each
 * ranked as GET /categories, /brands and /products?query= rank them, at most `limit` of each. Groups
 * without items are left out. Leaner than the three list calls: no counts.
 */
export async function searchSuggestions(db: Db, lng: Lng, text: string, limit: number): Promise<SuggestionsWire> {
  const query = await resolveSearch(db, text);
  if (!query) return { groups: [] };
  const [categories, brands, products] = await Promise.all([
    suggest(
      db,
      query,
      categorySearchColumns,
      {
        columns: sql`c.id, ${localized(sql`c.name`, lng)} as name, c.icon`,
        table: 'categories',
        alias: 'c',
        tieBreak: sql`(c.parent_id is not null), c.position, c.id`,
      },
      limit,
    ),
    suggest(
      db,
      query,
      brandSearchColumns,
      {
        columns: sql`b.id, b.name, b.icon`,
        table: 'brands',
        alias: 'b',
        tieBreak: sql`b.position, b.name, b.id`,
      },
      limit,
    ),
    suggest(
      db,
      query,
      productSearchColumns,
      {
        columns: sql`p.id, ${localized(sql`p.name`, lng)} as name,
        (select i.image from product_images i where i.product_id = p.id order by i.position limit 1) as icon`,
        table: 'products',
        alias: 'p',
        inStockFirst: sql`(p.stock > 0) desc,`,
        tieBreak: sql`${searchPrice(query, productSearchColumns)} p.popularity desc, p.id`,
      },
      limit,
    ),
  ]);
  const groups: SuggestionGroupWire[] = [
    { label: 'categories', items: categories.map((row) => item(row, 'category')) },
    { label: 'brands', items: brands.map((row) => item(row, 'brand')) },
    { label: 'products', items: products.map((row) => item(row, 'product')) },
  ];
  return { groups: groups.filter((group) => group.items.length) };
}

interface Row {
  id: number;
  name: string;
  icon: string | null;
}

const item = (row: Row, type: SuggestionWire['type']): SuggestionWire => ({
  id: row.id,
  name: row.name,
  icon: imagePath(row.icon),
  type,
});

/** The best `limit` rows of a table; their ids first, then names and icons for those alone (raw SQL: relevance ranking). */
function suggest(
  db: Db,
  query: Search,
  search: SearchColumns,
  parts: { columns: SQL; table: string; alias: string; tieBreak: SQL; inStockFirst?: SQL },
  limit: number,
): Promise<Row[]> {
  const [table, alias] = [sql.raw(parts.table), sql.raw(parts.alias)];
  return rawRows<Row>(
    db,
    sql`select ${parts.columns}
    from unnest(array(select ${alias}.id from ${table} ${alias} where ${searchMatches(query, search)}
      order by ${searchLead(query, search)} ${searchTier(query, search)}, ${parts.inStockFirst ?? sql``} ${searchScore(query, search)} desc, ${parts.tieBreak}
      limit ${limit})) with ordinality as page(id, n)
    join ${table} ${alias} on ${alias}.id = page.id order by page.n`,
  );
}
