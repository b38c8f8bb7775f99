/**
 * PGlite's statement calls (query, exec) as the embedded database's thread offers them: the request
 * sent to the worker, and the caller's parsers applied to what comes back.
 */
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Request } from './embedded-protocol';

/** The PGlite methods Drizzle's pglite driver calls (drizzle-orm/pglite/session.js). */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** A request to the worker before it is given its id. */
export type Sendable = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** Applies the caller's parsers to the columns the worker left as text (PGlite's parseType). */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (!columns.length) return result;
  const arrays = options?.rowMode === 'array';
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = arrays ? column.index : column.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = column.parse!(value as string);
    }
  }
  return result;
}

function statementOf(sql: string, options: QueryOptions | undefined) {
  if (options?.serializers || options?.blob)
    throw new Error('the embedded database thread takes neither serializers nor blobs');
  return {
    sql,
    rowMode: options?.rowMode,
    rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
  };
}

/** query() and exec() whose requests `run` carries to the worker (on its own or in a transaction). */
export function statementCalls(run: (request: Sendable) => Promise<unknown>): Pick<PgliteClient, 'query' | 'exec'> {
  return {
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
      const request = { op: 'query' as const, ...statementOf(sql, options), params, paramTypes: options?.paramTypes };
      return parsed((await run(request)) as Results<T>, options);
    },
    exec: async (sql: string, options?: QueryOptions) => {
      const results = (await run({ op: 'exec', ...statementOf(sql, options) })) as Results[];
      return results.map((result) => parsed(result, options));
    },
  };
}
