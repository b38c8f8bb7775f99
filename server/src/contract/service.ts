/** Wire schemas of the service calls: health checks and the editors' admin API. */
import { Type, type Static } from '@sinclair/typebox';
import { Money, NullableNumber } from './kit';

export const HealthSchema = Type.Object({ status: Type.String() });

export const ReadinessSchema = Type.Object({
  status: Type.String(),
  products: Type.Integer(),
  catalogueVersion: Type.Integer({
    description: 'moves on with every catalogue change; a build made at this version is current',
  }),
});
export type ReadinessWire = Static<typeof ReadinessSchema>;

/** PATCH /admin/v1/products/:id: at least one of the fields. */
export const ProductChangeSchema = Type.Object(
  {
    price: Type.Optional(Money()),
    oldPrice: Type.Optional(Type.Union([Money(), Type.Null()])),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProductChangeWire = Static<typeof ProductChangeSchema>;

export const ProductChangedSchema = Type.Object({
  id: Type.Integer(),
  price: Type.Number(),
  oldPrice: NullableNumber(),
  stock: Type.Integer(),
});
export type ProductChangedWire = Static<typeof ProductChangedSchema>;

/** POST /admin/v1/catalogue refused: nothing was imported. */
export const ImportRefusedSchema = Type.Object({
  message: Type.String(),
  problems: Type.Array(Type.Object({ at: Type.String(), reason: Type.String() })),
});
export type ImportRefusedWire = Static<typeof ImportRefusedSchema>;
