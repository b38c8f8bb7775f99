/**
 * Shapes of the hand-written sample catalogue content. The generator (../generate.ts) turns these
 * into categories, brands, parameters and products with a fixed seed.
 */

import type { Loc } from '../../catalogue/shape';

export type { Loc };

/** What a product image (and a category icon) draws. One drawing per kind in ../drawings.ts. */
export type DrawKind =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'monitor'
  | 'tv'
  | 'fridge'
  | 'washer'
  | 'aircon'
  | 'microwave'
  | 'kettle'
  | 'blender'
  | 'vacuum'
  | 'iron'
  | 'headphones'
  | 'speaker'
  | 'camera'
  | 'console'
  | 'gamepad'
  | 'watch'
  | 'powerbank'
  | 'charger'
  | 'router'
  | 'printer'
  | 'mouse'
  | 'keyboard'
  | 'stove'
  | 'hairdryer';

export const DRAW_KINDS: readonly DrawKind[] = [
  'phone',
  'tablet',
  'laptop',
  'monitor',
  'tv',
  'fridge',
  'washer',
  'aircon',
  'microwave',
  'kettle',
  'blender',
  'vacuum',
  'iron',
  'headphones',
  'speaker',
  'camera',
  'console',
  'gamepad',
  'watch',
  'powerbank',
  'charger',
  'router',
  'printer',
  'mouse',
  'keyboard',
  'stove',
  'hairdryer',
];

/** A filterable product parameter (memory, colour, screen size...) and its possible values. */
export interface ParameterDef {
  code: string; // e.g. 'storage', 'colour', 'screen'
  name: Loc; // label shown in filters and the features table
  values: { code: string; value: Loc }[]; // e.g. { code: '256gb', value: { tm: '256 GB', ru: '256 ГБ', en: '256 GB' } }
}

export interface BrandDef {
  code: string; // 'samsung'
  name: string; // 'Samsung' (brand names are not translated)
  colors: { primary: string; secondary: string; accent: string }; // hex, used in drawings and the logo
}

/** A product line of one brand inside one subcategory: 'Samsung Galaxy A' with models A15, A25... */
export interface ProductLineDef {
  brand: string; // BrandDef.code
  series: string; // 'Galaxy A' (may be '' when models carry the full name)
  models: string[]; // 'A15', 'A25', 'A55'
  price: [number, number]; // TMT, the price range of this line (cheapest model .. dearest)
}

export interface SubcategoryDef {
  code: string;
  name: Loc; // 'Smartfonlar' / 'Смартфоны' / 'Smartphones'
  kind: DrawKind;
  /** the noun that starts a product name: 'Smartfon' / 'Смартфон' / 'Smartphone' */
  noun: Loc;
  /** ParameterDef codes that products of this subcategory carry, in display order */
  parameters: string[];
  /**
   * The values its products take of a parameter whose range other kinds share (a phone's screen
   * sizes, not a TV's), from the basic to the premium one; all of a parameter's values when absent.
   */
  values?: Record<string, string[]>;
  lines: ProductLineDef[];
  /**
   * Description paragraphs; placeholders {brand}, {series}, {model}, {name} and {param:CODE}
   * (the localized value of a parameter) are filled in per product.
   */
  description: Loc[];
  /** Short feature bullets with the same placeholders. */
  features: Loc[];
}

export interface TopCategoryDef {
  code: string;
  name: Loc;
  kind: DrawKind; // the icon
  subcategories: SubcategoryDef[];
}

export interface FooterPageDef {
  slug: string; // stable; the uuid is derived from it
  name: Loc;
  /** paragraphs separated by a blank line; a line starting with '- ' is a list item */
  content: Loc;
}
