import { createHash } from 'node:crypto';
import type { Lng } from '../contract/constants';
import { BRANDS } from './data/brands';
import { formatAmount } from '../contract/price-format';
import { CATEGORIES } from './data/categories';
import { FOOTER_PAGES } from './data/footers';
import { PARAMETERS } from './data/parameters';
import { sampleVideo } from './videos';
import type { DrawKind, Loc, ParameterDef, SubcategoryDef } from './data/types';
import { colourName } from './colour-names';
import { drawBrandLogo, drawCategoryIcon, drawProduct, drawnColour } from './drawings';
import { linkProducts } from './links';
import { seededRandom, type Random } from './random';
import type { CatalogueFile, CatalogueImage, CatalogueProduct } from '../catalogue/shape';

export const DEFAULT_SEED = 20261122;

const GROUP_NAMES: Record<string, Loc> = {
  popular: { tm: 'Meşhur harytlar', ru: 'Популярные товары', en: 'Popular products' },
  sales: { tm: 'Arzanladyşlar', ru: 'Скидки', en: 'Sales' },
  new: { tm: 'Täze harytlar', ru: 'Новинки', en: 'New arrivals' },
  weekly: { tm: 'Hepdäniň arzanladyşlary', ru: 'Скидки недели', en: 'Weekly discounts' },
  'popular-brands': { tm: 'Meşhur brendler', ru: 'Популярные бренды', en: 'Popular brands' },
  'popular-categories': { tm: 'Meşhur kategoriýalar', ru: 'Популярные категории', en: 'Popular categories' },
};

/** Weekly discounts end on Sunday 23:59:59 Ashgabat time (UTC+5) of the week that holds `now`. */
export function endOfWeek(now: Date): Date {
  const ashgabat = new Date(now.getTime() + 5 * 3600_000);
  const daysToSunday = (7 - ashgabat.getUTCDay()) % 7;
  const end = Date.UTC(
    ashgabat.getUTCFullYear(),
    ashgabat.getUTCMonth(),
    ashgabat.getUTCDate() + daysToSunday,
    23,
    59,
    59,
  );
  return new Date(end - 5 * 3600_000);
}

const mapLoc = (f: (lng: Lng) => string): Loc => ({ tm: f('tm'), ru: f('ru'), en: f('en') });

/** Prices look like shop prices: 2 999, 14 490, 349. */
function shopPrice(value: number): number {
  if (value < 1000) return Math.max(9, Math.round(value / 10) * 10 - 1);
  if (value < 10000) return Math.round(value / 50) * 50 - 1;
  return Math.round(value / 100) * 100 - 10;
}

class ImageBank {
  readonly images: CatalogueImage[] = [];
  private readonly keys = new Set<string>();
  private readonly drawnKeys = new Map<string, string>();

  add(prefix: string, svg: string): string {
    const key = `${prefix}-${createHash('sha1').update(svg).digest('hex').slice(0, 10)}`;
    if (!this.keys.has(key)) {
      this.keys.add(key);
      this.images.push({ key, contentType: 'image/svg+xml', data: svg });
    }
    return key;
  }

  /**
   * The key of the picture `draw` paints under `prefix`. A drawing depends only on what its prefix
   * names (kind, brand, view, look), so each is drawn and hashed once: a large catalogue repeats a
   * few thousand pictures over its products.
   */
  drawn(prefix: string, draw: () => string): string {
    let key = this.drawnKeys.get(prefix);
    if (!key) {
      key = this.add(prefix, draw());
      this.drawnKeys.set(prefix, key);
    }
    return key;
  }
}

interface Slot {
  sub: SubcategoryDef;
  topIndex: number;
  lineIndex: number;
  modelIndex: number;
}

export interface GenerateOptions {
  products: number;
  seed?: number;
  now?: Date;
  /**
   * Adds the gift certificates' category and its three products (100, 500, 1 000 TMT, docs/adr/031)
   * after the N products, drawing nothing from the random stream, so the N products are the same
   * with or without them. The shop's seed adds them; the tests' sample leaves them out unless asked.
   */
  giftCertificates?: boolean;
}

/** A whole believable shop: categories, brands, parameters, N products, footer pages and home groups. */
export function generateCatalogue({
  products: count,
  seed = DEFAULT_SEED,
  now = new Date(),
  giftCertificates = false,
}: GenerateOptions): CatalogueFile {
  const random = seededRandom(seed);
  const bank = new ImageBank();
  const parameterByCode = new Map(PARAMETERS.map((parameter) => [parameter.code, parameter]));
  const brandByCode = new Map(BRANDS.map((brand) => [brand.code, brand]));

  const brands = BRANDS.map((brand, position) => ({
    code: brand.code,
    name: brand.name,
    position,
    icon: bank.add(`brand-${brand.code}`, drawBrandLogo(brand.name, brand.colors)),
  }));
  const categories: NonNullable<CatalogueFile['categories']> = [];
  CATEGORIES.forEach((top, position) => {
    // One parameter per property, each listed once: a screen size is one group, phones' and tablets'.
    const subParameters = [...new Set(top.subcategories.flatMap((sub) => sub.parameters))];
    categories.push({
      code: top.code,
      parent: null,
      name: top.name,
      position,
      icon: bank.add(`icon-${top.kind}`, drawCategoryIcon(top.kind)),
      parameters: subParameters,
    });
    top.subcategories.forEach((sub, subPosition) =>
      categories.push({
        code: sub.code,
        parent: top.code,
        name: sub.name,
        position: subPosition,
        icon: bank.add(`icon-${sub.kind}`, drawCategoryIcon(sub.kind)),
        parameters: sub.parameters,
      }),
    );
  });

  const slots: Slot[] = [];
  CATEGORIES.forEach((top, topIndex) =>
    top.subcategories.forEach((sub) =>
      sub.lines.forEach((line, lineIndex) =>
        line.models.forEach((_, modelIndex) => slots.push({ sub, topIndex, lineIndex, modelIndex })),
      ),
    ),
  );
  // Interleave categories so that a small catalogue still covers every subcategory.
  slots.sort((a, b) => a.modelIndex - b.modelIndex || a.lineIndex - b.lineIndex || a.topIndex - b.topIndex);

  const products: CatalogueProduct[] = [];
  const kindOf = new Map<string, DrawKind>();
  for (let index = 0; index < count; index++) {
    const slot = slots[index % slots.length];
    const edition = Math.floor(index / slots.length);
    const product = makeProduct(slot, edition, index, random, bank, parameterByCode, brandByCode, now);
    products.push(product);
    kindOf.set(product.sku, slot.sub.kind);
  }
  linkProducts(products, kindOf, random);

  const byPopularity = [...products].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
  const discounted = products
    .filter((product) => product.oldPrice && product.stock > 0)
    .sort((a, b) => (b.oldPrice as number) / b.price - (a.oldPrice as number) / a.price);
  const fresh = products
    .filter((product) => product.isNew)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  const brandCounts = new Map<string, number>();
  for (const product of products) brandCounts.set(product.brand, (brandCounts.get(product.brand) ?? 0) + 1);
  const groups: NonNullable<CatalogueFile['groups']> = [
    { code: 'popular', kind: 'product', name: GROUP_NAMES.popular, items: byPopularity.slice(0, 16).map((p) => p.sku) },
    { code: 'sales', kind: 'product', name: GROUP_NAMES.sales, items: discounted.slice(12, 28).map((p) => p.sku) },
    { code: 'new', kind: 'product', name: GROUP_NAMES.new, items: fresh.slice(0, 16).map((p) => p.sku) },
    {
      code: 'weekly',
      kind: 'product',
      name: GROUP_NAMES.weekly,
      endsAt: endOfWeek(now).toISOString(),
      items: discounted.slice(0, 12).map((p) => p.sku),
    },
    {
      code: 'popular-brands',
      kind: 'brand',
      name: GROUP_NAMES['popular-brands'],
      items: [...brandCounts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([code]) => code),
    },
    {
      code: 'popular-categories',
      kind: 'category',
      name: GROUP_NAMES['popular-categories'],
      items: CATEGORIES.slice(0, 8).map((top) => top.subcategories[0].code),
    },
  ];

  if (giftCertificates) {
    const gifts = giftCertificateCatalogue(bank, now, { brands: brands.length, categories: CATEGORIES.length });
    brands.push(gifts.brand);
    categories.push(gifts.category);
    products.push(...gifts.products);
  }

  return {
    images: bank.images,
    parameters: PARAMETERS.map((parameter) => ({
      code: parameter.code,
      name: parameter.name,
      values: parameter.values,
    })),
    brands,
    categories,
    products,
    footers: FOOTER_PAGES.map((page, position) => ({
      slug: page.slug,
      name: page.name,
      content: page.content,
      position,
    })),
    groups,
  };
}

function makeProduct(
  slot: Slot,
  edition: number,
  index: number,
  random: Random,
  bank: ImageBank,
  parameterByCode: Map<string, ParameterDef>,
  brandByCode: Map<string, (typeof BRANDS)[number]>,
  now: Date,
): CatalogueProduct {
  const { sub } = slot;
  const line = sub.lines[slot.lineIndex];
  const model = line.models[slot.modelIndex];
  const brand = brandByCode.get(line.brand);
  if (!brand) throw new Error(`unknown brand ${line.brand} in ${sub.code}`);
  const chosen = new Map<string, ParameterDef['values'][number]>();
  let step = 0;
  for (const code of sub.parameters) {
    // The colour is the one the pictures are drawn in, known once the look is drawn (below).
    if (code === COLOUR) continue;
    const values = valuesOf(sub, code, parameterByCode);
    // The first edition of a model takes its line's typical values; later editions vary.
    const position = edition === 0 ? Math.min(slot.modelIndex, values.length - 1) : random.int(0, values.length - 1);
    chosen.set(code, values[position]);
    if (step === 0) step = position;
  }
  const fullModel = [line.series, model].filter(Boolean).join(' ');

  const [low, high] = line.price;
  const spread = line.models.length > 1 ? slot.modelIndex / (line.models.length - 1) : 0.5;
  const price = shopPrice((low + (high - low) * spread) * (1 + step * 0.07) * (0.96 + random.next() * 0.08));
  const onSale = random.chance(0.26);
  const oldPrice = onSale ? shopPrice(price * (1.08 + random.next() * 0.27)) : null;
  const isNew = random.chance(0.15);
  const ageDays = isNew ? random.int(0, 28) : random.int(30, 720);
  const imageCount = random.int(1, 4);
  const look = random.int(0, 2);
  const images = Array.from({ length: imageCount }, (_, view) =>
    bank.drawn(`${sub.kind}-${brand.code}-${view}-${look}`, () => drawProduct(sub.kind, brand.colors, view, look)),
  );
  if (sub.parameters.includes(COLOUR)) chosen.set(COLOUR, drawnColourValue(sub, brand.colors, look, parameterByCode));

  // Parameters in the subcategory's order: the first two name the variant.
  const parameters = sub.parameters.map((code) => [code, chosen.get(code) as ParameterDef['values'][number]] as const);
  const variantWords = parameters.slice(0, 2).map(([, value]) => value);
  const name = mapLoc(
    (lng) =>
      `${sub.noun[lng]} ${brand.name} ${fullModel}${variantWords.length ? `, ${variantWords.map((v) => v.value[lng]).join(', ')}` : ''}`,
  );
  const fill = (text: Loc) =>
    mapLoc((lng) =>
      text[lng]
        .replace(/\{brand\}/g, brand.name)
        .replace(/\{series\}/g, line.series)
        .replace(/\{model\}/g, model)
        .replace(/\{name\}/g, `${brand.name} ${fullModel}`)
        .replace(/\{param:([a-z0-9_-]+)\}/g, (_, code: string) => chosen.get(code)?.value[lng] ?? ''),
    );
  const ratingCount = random.chance(0.2) ? 0 : random.int(1, 420);
  return {
    sku:
      `${line.brand}-${fullModel}-${edition}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 72) + `-${index}`,
    category: sub.code,
    brand: brand.code,
    model: fullModel,
    name,
    description: mapLoc((lng) => sub.description.map((paragraph) => fill(paragraph)[lng]).join('\n\n')),
    features: sub.features.map(fill),
    price,
    oldPrice: oldPrice && oldPrice > price ? oldPrice : null,
    stock: random.chance(0.12) ? 0 : random.int(1, 60),
    isNew,
    rating: { average: ratingCount ? Math.round((3.4 + random.next() * 1.6) * 10) / 10 : 0, count: ratingCount },
    popularity: Math.round(random.next() ** 2 * 10000),
    video: sampleVideo(sub.kind, index),
    createdAt: new Date(now.getTime() - ageDays * 86_400_000 - random.int(0, 86_399) * 1000).toISOString(),
    images,
    parameters: Object.fromEntries(parameters.map(([code, value]) => [code, value.code])),
  };
}

const COLOUR = 'colour';

/** The values a product of the subcategory may take of a parameter, basic to premium. */
function valuesOf(
  sub: SubcategoryDef,
  code: string,
  parameterByCode: Map<string, ParameterDef>,
): ParameterDef['values'] {
  const parameter = parameterByCode.get(code);
  if (!parameter) throw new Error(`unknown parameter ${code} in ${sub.code}`);
  const range = sub.values?.[code];
  if (!range) return parameter.values;
  return range.map((valueCode) => {
    const value = parameter.values.find((candidate) => candidate.code === valueCode);
    if (!value) throw new Error(`parameter ${code} has no value ${valueCode} (${sub.code})`);
    return value;
  });
}

/** The colour value that names the body colour of the product's pictures. */
function drawnColourValue(
  sub: SubcategoryDef,
  colors: (typeof BRANDS)[number]['colors'],
  look: number,
  parameterByCode: Map<string, ParameterDef>,
): ParameterDef['values'][number] {
  const hex = drawnColour(sub.kind, colors, look);
  if (!hex) throw new Error(`${sub.code} has a colour but its drawing (${sub.kind}) names no body colour`);
  const code = colourName(hex);
  const value = parameterByCode.get(COLOUR)?.values.find((candidate) => candidate.code === code);
  if (!value) throw new Error(`the colour parameter has no value ${code} (${hex}, ${sub.code})`);
  return value;
}

const GIFT_VALUES = [100, 500, 1000];

/** A certificate's picture: a card with its value, in the shop's colours. */
const giftCard = (value: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260"><rect x="10" y="10" width="380" height="240" rx="24" fill="#0b7a4b"/><rect x="30" y="30" width="340" height="200" rx="16" fill="none" stroke="#f5c542" stroke-width="4"/><text x="200" y="150" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${value} TMT</text></svg>`;

/**
 * The gift certificates (docs/adr/031): a category, the shop's own brand and three products whose
 * price is their value, in stock always (their stock is never taken), on no weekly discount.
 */
function giftCertificateCatalogue(bank: ImageBank, now: Date, positions: { brands: number; categories: number }) {
  const colors = { primary: '#0b7a4b', secondary: '#ffffff', accent: '#f5c542' };
  const brand = {
    code: 'sowgat',
    name: 'Sowgat',
    position: positions.brands,
    icon: bank.add('brand-sowgat', drawBrandLogo('Sowgat', colors)),
  };
  const category = {
    code: 'gift-certificates',
    parent: null,
    name: { tm: 'Sowgat sertifikatlary', ru: 'Подарочные сертификаты', en: 'Gift certificates' },
    position: positions.categories,
    icon: null,
    parameters: [],
  };
  const products: CatalogueProduct[] = GIFT_VALUES.map((value) => ({
    sku: `gift-certificate-${value}`,
    category: category.code,
    brand: brand.code,
    model: `${value} TMT`,
    name: {
      tm: `Sowgat sertifikaty ${formatAmount(value)} TMT`,
      ru: `Подарочный сертификат на ${formatAmount(value)} TMT`,
      en: `Gift certificate, ${formatAmount(value)} TMT`,
    },
    description: {
      tm: 'Sowgat sertifikatynyň kody tölenenden soň SMS ýa-da e-poçta arkaly ugradylýar. Ony bir ýylyň dowamynda islendik sargydy tölemek üçin ulanyp bolýar.',
      ru: 'Код подарочного сертификата приходит по SMS или e-mail после оплаты. Им можно оплатить любой заказ в течение года.',
      en: 'The gift certificate’s code comes by SMS or e-mail once it is paid. It pays for any order within a year.',
    },
    features: [],
    price: value,
    oldPrice: null,
    stock: 1000,
    giftCertificate: true,
    isNew: false,
    popularity: 0,
    createdAt: now.toISOString(),
    images: [bank.add(`gift-certificate-${value}`, giftCard(value))],
    parameters: {},
  }));
  return { brand, category, products };
}
