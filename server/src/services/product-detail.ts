import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localized, pick, type Lng } from '../lib/lng';
import type { Loc } from '../catalogue/data/types';
import { discountPercent, listProducts, type ProductCard } from './products';
import { imagePath, rowsOf } from './rows';

export interface ProductParameter {
  id: number; code: string; name: string; valueId: number; valueCode: string; value: string;
}

export interface ProductDetail extends Omit<ProductCard, 'categoryId' | 'brand'> {
  description: string;
  features: string[];
  galleries: { img: string }[];
  video: string | null;
  brand: { id: number; name: string; icon: string | null };
  category: { id: number; name: string; parent: { id: number; name: string } | null };
  parameters?: ProductParameter[];
  offerto?: ProductCard[];
  sameto?: ProductCard[];
}

const LINKED_LIMIT = 12;

export async function productDetail(
  db: Db, lng: Lng, id: number, include: { parameters: boolean; links: boolean },
): Promise<ProductDetail | null> {
  const rows = await rowsOf<{
    id: number; name: string; model: string; description: string; features: Loc[]; price: string;
    old_price: string | null; stock: number; is_new: boolean; rating_avg: number; rating_count: number;
    video: string | null; brand_id: number; brand_name: string; brand_icon: string | null;
    category_id: number; category_name: string; parent_id: number | null; parent_name: string | null;
  }>(db, sql`select p.id, ${localized(sql`p.name`, lng)} as name, p.model,
      ${localized(sql`p.description`, lng)} as description, p.features, p.price, p.old_price, p.stock,
      p.is_new, p.rating_avg, p.rating_count, p.video,
      b.id as brand_id, b.name as brand_name, b.icon as brand_icon,
      c.id as category_id, ${localized(sql`c.name`, lng)} as category_name,
      pc.id as parent_id, ${localized(sql`pc.name`, lng)} as parent_name
    from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
    left join categories pc on pc.id = c.parent_id
    where p.id = ${id}`);
  if (!rows.length) return null;
  const row = rows[0];
  const images = await rowsOf<{ image: string }>(db,
    sql`select image from product_images where product_id = ${id} order by position`);
  const price = Number(row.price);
  const oldPrice = row.old_price === null ? null : Number(row.old_price);
  const stock = Number(row.stock);
  const detail: ProductDetail = {
    id: Number(row.id),
    name: row.name,
    model: row.model,
    price,
    oldPrice,
    discount: discountPercent(price, oldPrice),
    stock,
    inStock: stock > 0,
    availability: stock > 0 ? 'in_stock' : 'not_available',
    isNew: Boolean(row.is_new),
    rating: Math.round(Number(row.rating_avg) * 10) / 10,
    ratingCount: Number(row.rating_count),
    icon: imagePath(images[0]?.image),
    description: row.description,
    features: (row.features ?? []).map((feature) => pick(feature, lng)),
    galleries: images.map((image) => ({ img: imagePath(image.image) as string })),
    video: row.video,
    brand: { id: Number(row.brand_id), name: row.brand_name, icon: imagePath(row.brand_icon) },
    category: {
      id: Number(row.category_id),
      name: row.category_name,
      parent: row.parent_id === null ? null : { id: Number(row.parent_id), name: row.parent_name as string },
    },
  };
  if (include.parameters) detail.parameters = await productParameters(db, lng, id);
  if (include.links) {
    const page = { limit: LINKED_LIMIT, offset: 0 };
    const [offerto, sameto] = await Promise.all([
      listProducts(db, lng, { linkedTo: { kind: 'offerto', productId: id } }, page),
      listProducts(db, lng, { linkedTo: { kind: 'sameto', productId: id } }, page),
    ]);
    detail.offerto = offerto.rows;
    detail.sameto = sameto.rows;
  }
  return detail;
}

/** The product's parameters in the order its category lists them. */
export async function productParameters(db: Db, lng: Lng, productId: number): Promise<ProductParameter[]> {
  const rows = await rowsOf<{ id: number; code: string; name: string; value_id: number; value_code: string; value: string }>(db,
    sql`select pa.id, pa.code, ${localized(sql`pa.name`, lng)} as name, v.id as value_id, v.code as value_code,
        ${localized(sql`v.value`, lng)} as value
      from product_parameters pp join parameter_values v on v.id = pp.value_id
      join parameters pa on pa.id = v.parameter_id
      join products p on p.id = pp.product_id
      left join category_parameters cp on cp.parameter_id = pa.id and cp.category_id = p.category_id
      where pp.product_id = ${productId}
      order by coalesce(cp.position, 1000), pa.id, v.position`);
  return rows.map((row) => ({
    id: Number(row.id), code: row.code, name: row.name, valueId: Number(row.value_id), valueCode: row.value_code, value: row.value,
  }));
}
