/**
 * The wire schemas registered by $id (server/src/contract/): routes refer to them with `RefTo()`, and
 * the OpenAPI document (/docs/json) lists them as named components.
 */
import { BrandRowSchema, CategoryRowSchema, ErrorSchema } from '../contract/catalogue';
import { ProductCardSchema, ProductDetailSchema, ProductParameterSchema } from '../contract/products';
import { RefTo } from '../contract/kit';
import { AddressSchema, UserSchema } from '../contract/auth';
import {
  CheckedLineSchema,
  OrderDetailSchema,
  OrderExtrasSchema,
  OrderSummarySchema,
  StaffOrderDetailSchema,
  StaffOrderSchema,
} from '../contract/orders';

export const sharedSchemas = [
  ErrorSchema,
  CategoryRowSchema,
  BrandRowSchema,
  ProductCardSchema,
  ProductParameterSchema,
  ProductDetailSchema,
  UserSchema,
  AddressSchema,
  OrderExtrasSchema,
  CheckedLineSchema,
  OrderSummarySchema,
  OrderDetailSchema,
  StaffOrderSchema,
  StaffOrderDetailSchema,
];

export const errorAnswer = RefTo(ErrorSchema);

export const errorResponses = {
  400: errorAnswer,
  404: errorAnswer,
  429: errorAnswer,
};
