import { customType } from 'drizzle-orm/pg-core';

/** A price as the drivers give it (numeric(12,2) as text) in TypeScript: the one conversion of prices. */
export const moneyFromDriver = (value: string): number => Number(value);

/** Prices are numeric(12,2) in the database and plain numbers in TypeScript. */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  fromDriver: moneyFromDriver,
  toDriver: (value) => value.toFixed(2),
});

/**
 * A price in whole cents (tenge), or undefined when it is not a finite amount of at most two
 * decimals: 19.99 and 0.07 are 1999 and 7, 0.001 is refused. Exact, unlike a float `multipleOf:
 * 0.01` (19.99 / 0.01 is 1998.9999999999998): n / 100 is the double nearest to the decimal n/100.
 */
export function toCents(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const cents = Math.round(value * 100);
  return cents / 100 === value ? cents : undefined;
}
