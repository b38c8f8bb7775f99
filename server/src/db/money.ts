import { customType } from 'drizzle-orm/pg-core';

/** A price as the drivers give it (numeric(12,2) as text) in TypeScript: the one conversion of prices. */
export const moneyFromDriver = (value: string): number => Number(value);

/** Prices are numeric(12,2) in the database and plain numbers in TypeScript. */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  fromDriver: moneyFromDriver,
  toDriver: (value) => value.toFixed(2),
});

/** The one rule of whole cents is the contract's, which the staff app's forms use too. */
export { toCents } from '../contract/product-rules';
