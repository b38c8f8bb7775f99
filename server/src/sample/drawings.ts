/**
 * Image drawings of the sample catalogue: product photos (800 × 800 SVG, a light studio look),
 * category icons (64 × 64 line icons) and brand marks (240 × 120 wordmarks). Pure string
 * building; the SVGs are rasterised by sharp (librsvg), so they only use what librsvg renders
 * well: basic shapes, paths, gradients, clip paths, patterns and a Gaussian blur for shadows.
 *
 * The product drawings live in ./drawings/ (one function per kind, grouped by family); the
 * shared toolkit (colours, gradients, background, shadows, screen wallpapers) is ./drawings/kit.
 */
import type { BrandDef, DrawKind } from './data/types';
import { aircon, fridge, microwave, stove, washer } from './drawings/appliances';
import {
  bankOf,
  charger,
  chargerOf,
  keyboard,
  mouse,
  mouseOf,
  powerbank,
  printer,
  router,
} from './drawings/accessories';
import { laptop, monitor, phone, strapOf, tablet, tv, watch } from './drawings/devices';
import { type Ctx, background, makeCtx } from './drawings/kit';
import {
  camera,
  consoleOf,
  gameConsole,
  gamepad,
  headphones,
  padOf,
  shellOf,
  speaker,
  speakerOf,
} from './drawings/media';
import { blender, hairdryer, iron, kettle, vacuum } from './drawings/small';

export { drawCategoryIcon } from './drawings/icons';
export { drawBrandLogo } from './drawings/logo';

/** One drawing per kind; each draws the device for ctx.v (0 front, 1 back / 3/4, 2 side / open, 3 detail). */
const KINDS: Record<DrawKind, (ctx: Ctx) => string> = {
  phone,
  tablet,
  laptop,
  monitor,
  tv,
  fridge,
  washer,
  aircon,
  microwave,
  kettle,
  blender,
  vacuum,
  iron,
  headphones,
  speaker,
  camera,
  console: gameConsole,
  gamepad,
  watch,
  powerbank,
  charger,
  router,
  printer,
  mouse,
  keyboard,
  stove,
  hairdryer,
};

/**
 * A product photo of the given kind as an SVG document (800 × 800): a studio background, a floor
 * shadow and the device in the brand's colours. variant 0..3 picks the view (front, back or
 * three-quarter, side or open, detail close-up); seed varies small details deterministically.
 */
export function drawProduct(kind: DrawKind, colors: BrandDef['colors'], variant: number, seed: number): string {
  const ctx = makeCtx(colors, variant, seed);
  const bg = background(ctx);
  const draw = KINDS[kind] ?? KINDS.phone;
  const body = draw(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs>${ctx.defs.join('')}</defs>${bg}${body}</svg>`
  );
}

/**
 * The colour that a product of these kinds is drawn in: the body, shell or strap that its gallery
 * shows, the same for every view of one look. A sample product's colour parameter names it
 * (colour-names.ts), so that the parameter and the pictures agree.
 */
const BODY_COLOUR: Partial<Record<DrawKind, (ctx: Ctx) => string>> = {
  phone: (ctx) => ctx.dev,
  tablet: (ctx) => ctx.dev,
  laptop: (ctx) => ctx.dev,
  fridge: (ctx) => ctx.appl,
  microwave: (ctx) => ctx.appl,
  stove: (ctx) => ctx.appl,
  blender: (ctx) => ctx.small,
  vacuum: (ctx) => ctx.small,
  iron: (ctx) => ctx.small,
  hairdryer: (ctx) => ctx.small,
  headphones: shellOf,
  speaker: speakerOf,
  console: consoleOf,
  gamepad: padOf,
  watch: strapOf,
  powerbank: bankOf,
  charger: chargerOf,
  mouse: mouseOf,
};

/** The body colour ('#rrggbb') of a product drawn with this look, or null for a kind not listed. */
export function drawnColour(kind: DrawKind, colors: BrandDef['colors'], look: number): string | null {
  const body = BODY_COLOUR[kind];
  return body ? body(makeCtx(colors, 0, look)) : null;
}
