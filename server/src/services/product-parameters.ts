import { and, eq, sql } from 'drizzle-orm';
import type { ProductParameterWire } from '../contract/products';
import type { Db } from '../db/client';
import { categoryParameters, parameters, parameterValues, productParameters, products } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { preparedOnce } from './prepared';

export interface ParameterValueRow extends ProductParameterWire {
  productId: number;
}

const valuesQuery = (db: Db, lng: Lng) =>
  preparedOnce(db, `parameter_values_${lng}`, (name) =>
    db
      .select({
        productId: productParameters.productId,
        id: parameters.id,
        code: parameters.code,
        name: localized(parameters.name, lng),
        valueId: parameterValues.id,
        valueCode: parameterValues.code,
        value: localized(parameterValues.value, lng),
      })
      .from(productParameters)
      .innerJoin(parameterValues, eq(parameterValues.id, productParameters.valueId))
      .innerJoin(parameters, eq(parameters.id, parameterValues.parameterId))
      .innerJoin(products, eq(products.id, productParameters.productId))
      .leftJoin(
        categoryParameters,
        and(eq(categoryParameters.categoryId, products.categoryId), eq(categoryParameters.parameterId, parameters.id)),
      )
      .where(sql`${productParameters.productId} = any(${sql.placeholder('ids')})`)
      .orderBy(sql`coalesce(${categoryParameters.position}, 1000)`, parameters.id, parameterValues.position)
      .prepare(name),
  );

/**
 * The parameter values of the products, each product's in the order its category lists its
 * parameters (unlisted ones last); a parameter may hold several values (colours, ports).
 */
export function parameterValuesOf(db: Db, lng: Lng, productIds: number[]): Promise<ParameterValueRow[]> {
  return valuesQuery(db, lng).execute({ ids: productIds });
}
