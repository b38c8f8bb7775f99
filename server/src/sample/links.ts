import type { CatalogueProduct } from '../catalogue/shape';
import type { DrawKind } from './data/types';
import type { Random } from './random';

/** Kinds whose products go well with a product of this kind (the recommended, offerto, links). */
const COMPANIONS: Partial<Record<DrawKind, DrawKind[]>> = {
  phone: ['headphones', 'powerbank', 'charger', 'watch'],
  tablet: ['keyboard', 'headphones', 'charger', 'powerbank'],
  laptop: ['mouse', 'keyboard', 'headphones', 'router', 'monitor'],
  monitor: ['keyboard', 'mouse', 'laptop'],
  tv: ['speaker', 'console', 'router'],
  console: ['gamepad', 'tv', 'headphones'],
  gamepad: ['console', 'headphones'],
  camera: ['powerbank', 'laptop'],
  watch: ['phone', 'charger', 'headphones'],
  headphones: ['phone', 'powerbank', 'speaker'],
  speaker: ['phone', 'tv'],
  fridge: ['microwave', 'kettle', 'blender', 'stove'],
  washer: ['iron', 'vacuum'],
  stove: ['kettle', 'microwave', 'blender'],
  microwave: ['kettle', 'blender'],
  kettle: ['blender', 'microwave'],
  blender: ['kettle', 'microwave'],
  vacuum: ['iron', 'hairdryer'],
  iron: ['vacuum', 'hairdryer'],
  hairdryer: ['iron'],
  aircon: ['router', 'vacuum'],
  router: ['laptop', 'tv'],
  printer: ['laptop', 'router'],
  mouse: ['keyboard', 'laptop'],
  keyboard: ['mouse', 'laptop', 'monitor'],
  powerbank: ['phone', 'charger'],
  charger: ['phone', 'powerbank'],
};

/** sameto: neighbours in price within the subcategory; offerto: popular companions of other kinds. */
export function linkProducts(products: CatalogueProduct[], kindOf: Map<string, DrawKind>, random: Random) {
  const byCategory = new Map<string, CatalogueProduct[]>();
  const byKind = new Map<DrawKind, CatalogueProduct[]>();
  for (const product of products) {
    if (!byCategory.has(product.category)) byCategory.set(product.category, []);
    byCategory.get(product.category)?.push(product);
    const kind = kindOf.get(product.sku) as DrawKind;
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)?.push(product);
  }
  const place = new Map<CatalogueProduct, number>();
  for (const list of byCategory.values()) {
    list.sort((a, b) => a.price - b.price);
    list.forEach((product, index) => place.set(product, index));
  }
  for (const list of byKind.values()) list.sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  for (const product of products) {
    const siblings = byCategory.get(product.category) as CatalogueProduct[];
    const at = place.get(product) as number;
    product.sameto = siblings
      .slice(Math.max(0, at - 3), at + 4)
      .filter((other) => other !== product)
      .slice(0, 6)
      .map((other) => other.sku);
    const companions = (COMPANIONS[kindOf.get(product.sku) as DrawKind] ?? []).flatMap((kind) => {
      const pool = (byKind.get(kind) ?? []).slice(0, 12);
      return pool.length ? [pool[random.int(0, pool.length - 1)]] : [];
    });
    product.offerto = [...new Set(companions.map((other) => other.sku))].slice(0, 4);
  }
}
