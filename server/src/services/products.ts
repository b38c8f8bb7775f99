import { eq, sql, type SQL } from 'drizzle-orm';
import type { Sort } from '../contract/constants';
import type { ProductCardWire, ProductGroupWire, ProductListingWire } from '../contract/products';
import type { Db } from '../db/client';
import { groups } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { conditionOf, filterParts, type FilterParts, type ProductFilter } from './product-filter';
import { computeEachTime, facets, priceRange, type Remember } from './facets';
import { cardsOf, idsPage } from './product-cards';
import { preparedOnce } from './prepared';
import { rawRows } from './raw-sql';
import { productSearchColumns, searchLead, searchPrice, searchScore, searchTier } from './search-sql';

export type { ProductFilter } from './product-filter';

/** Products a shopper can buy now come first in the shop's own orders (popular, groups, links). */
const AVAILABLE_FIRST = sql`(p.stock > 0) desc`;

/**
 * The sorts a shopper picks. 'popular', the default, puts available products first; the others
 * keep the order asked for (the cheapest first is the cheapest, available or not), as cards say
 * which are unavailable.
 */
const ORDER: Record<Exclude<Sort, 'relevance'>, SQL> = {
  popular: sql`${AVAILABLE_FIRST}, p.popularity desc, p.id`,
  price_asc: sql`p.price asc, p.id`,
  price_desc: sql`p.price desc, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  rating: sql`p.rating_avg desc, p.rating_count desc, p.id`,
  discount: sql`coalesce((p.old_price - p.price) / nullif(p.old_price, 0), 0) desc, p.id`,
};

/**
 * Cards in a chosen order: by relevance for a query (docs/search.md: tier, then in stock first, then
 * closeness, then popularity), available products first and then the group's or link's own order
 * when no sort is asked for (home groups, a product's related lists).
 */
function ordering(filter: ProductFilter, parts: FilterParts, sort: Sort | undefined): SQL {
  if (parts.search && (sort === 'relevance' || !sort)) {
    const search = parts.search;
    return sql`${searchLead(search, productSearchColumns)} ${searchTier(search, productSearchColumns)}, ${AVAILABLE_FIRST},
      ${searchScore(search, productSearchColumns)} desc, ${searchPrice(search, productSearchColumns)} p.popularity desc, p.id`;
  }
  if (!sort && filter.group) {
    return sql`${AVAILABLE_FIRST},
      (select g.position from group_items g where g.group_code = ${filter.group} and g.item_id = p.id), p.id`;
  }
  if (!sort && filter.linkedTo) {
    return sql`${AVAILABLE_FIRST}, (select l.position from product_links l where l.product_id = ${filter.linkedTo.productId}
      and l.kind = ${filter.linkedTo.kind} and l.linked_id = p.id), p.id`;
  }
  return ORDER[!sort || sort === 'relevance' ? 'popular' : sort];
}

/**
 * A page of cards and the total; with `withFacets`, also the price range and facets (facets.ts).
 * The total, range and facets depend on the filter alone, not on the page or the sort: `remember`
 * keeps them for the listing's other pages and sorts.
 */
export async function listProducts(
  db: Db,
  lng: Lng,
  filter: ProductFilter,
  page: { limit: number; offset: number; sort?: Sort },
  withFacets = false,
  remember: Remember = computeEachTime,
): Promise<ProductListingWire> {
  const parts = await filterParts(db, filter);
  const condition = conditionOf(parts);
  // Raw SQL over `products p`, the alias the filter's conditions and the orders name: the page's ids
  // first (relevance ranking), cards for those alone (product-cards.ts); and the count.
  const pageIds = sql`unnest(array(select p.id from products p where ${condition}
    order by ${ordering(filter, parts, page.sort)} limit ${page.limit} offset ${page.offset})) with ordinality as page(id, n)`;
  const whole = `${lng} ${withFacets} ${JSON.stringify(filter)}`;
  // The price range leaves out the filter's own price bounds: listings that differ only in them
  // (a shopper moving the slider) share it.
  const { priceMin: _min, priceMax: _max, ...withoutPrice } = filter;
  const [rows, { count, range, found }] = await Promise.all([
    cardsOf(db, lng, pageIds),
    remember(`listing ${whole}`, async () => {
      if (!withFacets) {
        const counted = await rawRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from products p where ${condition}`,
        );
        return { count: counted[0].count, range: undefined, found: undefined };
      }
      // With facets, the brand counts' statement counts the whole filter too (facets.ts).
      const [range, found] = await Promise.all([
        remember(`price range ${JSON.stringify(withoutPrice)}`, () => priceRange(db, parts)),
        facets(db, lng, parts, filter.categoryIds ?? [], remember),
      ]);
      return { count: found.count, range, found: { brands: found.brands, parameters: found.parameters } };
    }),
  ]);
  const listing: ProductListingWire = { rows, count };
  if (range) listing.priceRange = range;
  if (found) listing.facets = found;
  return listing;
}

/** Cards for the given ids, in the order the ids were given (cart, favourites, comparison). */
export async function productsByIds(db: Db, lng: Lng, ids: number[], limit: number): Promise<ProductCardWire[]> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return [];
  const cards = await cardsOf(db, lng, idsPage(wanted));
  return cards.slice(0, limit);
}

const groupQuery = (db: Db, lng: Lng) =>
  preparedOnce(db, `product_group_${lng}`, (name) =>
    db
      .select({ code: groups.code, name: localized(groups.name, lng), endsAt: groups.endsAt })
      .from(groups)
      .where(eq(groups.code, sql.placeholder('code')))
      .prepare(name),
  );

export async function groupInfo(db: Db, lng: Lng, code: string): Promise<ProductGroupWire | null> {
  const [group] = await groupQuery(db, lng).execute({ code });
  return group ? { code: group.code, name: group.name, endsAt: group.endsAt?.toISOString() ?? null } : null;
}
