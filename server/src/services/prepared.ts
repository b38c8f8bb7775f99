import type { Db } from '../db/client';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built and rendered once per database and key (its name, with the language where it has
 * one), then run with placeholders: a product page's fixed queries skip the query builder's SQL
 * generation on every call, and PostgreSQL keeps their plans per connection.
 */
export function preparedOnce<T>(db: Db, key: string, prepare: (name: string) => T): T {
  let byKey = prepared.get(db);
  if (!byKey) prepared.set(db, (byKey = new Map()));
  let query = byKey.get(key) as T | undefined;
  if (!query) byKey.set(key, (query = prepare(key)));
  return query;
}
