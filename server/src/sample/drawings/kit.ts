/**
 * Shared toolkit of the catalogue drawings: colour maths, the drawing context (gradient / filter /
 * clip definitions with unique ids, seeded choices), the studio background, floor shadows, screen
 * wallpapers and a few parts many devices share (lenses, ports, knobs, LEDs, a 3/4 box projection).
 *
 * Everything is plain string building; the SVG sticks to what librsvg renders well.
 */
import type { BrandDef } from '../data/types';

export type Colors = BrandDef['colors'];

// ---------------------------------------------------------------------------------------------
// Colour maths
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

const HEX_RE = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A valid '#rrggbb' for any input; an invalid colour becomes the fallback. */
export function hex(c: string, fallback = '#6b7280'): string {
  const s = (c ?? '').trim();
  if (!HEX_RE.test(s)) return fallback;
  if (s.length === 4) return ('#' + s[1] + s[1] + s[2] + s[2] + s[3] + s[3]).toLowerCase();
  return s.toLowerCase();
}

function rgb(c: string): Rgb {
  const h = hex(c);
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function fromRgb([r, g, b]: Rgb): string {
  const p = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return '#' + p(r) + p(g) + p(b);
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return fromRgb([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Perceived lightness 0..1. */
export function lum(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** [hue 0..360, saturation 0..1, lightness 0..1] */
export function toHsl(c: string): [number, number, number] {
  const [r, g, b] = rgb(c).map((n) => n / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(1, s));
  const ll = Math.max(0, Math.min(1, l));
  if (ss === 0) return fromRgb([ll * 255, ll * 255, ll * 255]);
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const f = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return fromRgb([f(hh + 1 / 3) * 255, f(hh) * 255, f(hh - 1 / 3) * 255]);
}

/** Dark ink on light surfaces, light ink on dark ones. */
export const ink = (bg: string, dark = '#1f2328', light = '#f5f6f8') => (lum(bg) > 0.6 ? dark : light);

// ---------------------------------------------------------------------------------------------
// Drawing context
// ---------------------------------------------------------------------------------------------

/** A gradient stop: a colour (evenly spaced), or [offset 0..1, colour, opacity?]. */
export type Stop = string | [number, string] | [number, string, number];

export interface Ctx {
  /** brand colours, validated */
  col: Colors;
  /** 0 front, 1 back / three-quarter, 2 side / open, 3 detail */
  v: number;
  seed: number;
  /** deterministic 0..1 value for a key; the same for every view of one product */
  rand(key: string): number;
  /** deterministic choice for a key */
  pick<T>(key: string, list: readonly T[]): T;
  /** hue shift of the product's wallpaper, degrees */
  hue: number;
  /** body colours: personal electronics, large appliances, small appliances */
  dev: string;
  appl: string;
  small: string;
  /** the most colourful brand colour, for accents on neutral bodies */
  vivid: string;
  /** linear gradient (bounding-box units); returns url(#id) */
  lg(stops: Stop[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** radial gradient (bounding-box units); returns url(#id) */
  rg(stops: Stop[], cx?: number, cy?: number, r?: number, fx?: number, fy?: number): string;
  /** Gaussian blur filter; returns url(#id) */
  blur(sd: number): string;
  /** clip path from shapes; returns url(#id) */
  clip(shapes: string): string;
  /** tiling pattern (user space units); returns url(#id) */
  pattern(w: number, h: number, content: string): string;
  defs: string[];
}

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mixHash(a: number, b: number): number {
  let x = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function stopsSvg(stops: Stop[]): string {
  return stops
    .map((s, i) => {
      const n = stops.length - 1 || 1;
      if (typeof s === 'string') return `<stop offset="${+(i / n).toFixed(3)}" stop-color="${hex(s)}"/>`;
      const op = s.length === 3 ? ` stop-opacity="${s[2]}"` : '';
      return `<stop offset="${s[0]}" stop-color="${hex(s[1])}"${op}/>`;
    })
    .join('');
}

function saturation(c: string): number {
  const [, s, l] = toHsl(c);
  return l < 0.12 || l > 0.93 ? 0 : s;
}

export function makeCtx(colors: Colors, v: number, seed: number): Ctx {
  const col: Colors = {
    primary: hex(colors?.primary, '#374151'),
    secondary: hex(colors?.secondary, '#9ca3af'),
    accent: hex(colors?.accent, '#2563eb'),
  };
  const s = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  const defs: string[] = [];
  let n = 0;
  const id = (p: string) => `${p}${++n}`;
  // Consecutive seeds step through the options (golden-ratio steps for continuous values), so the
  // few looks of one brand's product differ; the brand colour shifts the starting point.
  const base = (key: string) => mixHash(hashStr(key + col.primary + col.accent), 0x5bd1e995);
  const rand = (key: string) => {
    const x = base(key) / 4294967296 + ((s * 0.6180339887) % 1);
    return x - Math.floor(x);
  };
  const pick = <T>(key: string, list: readonly T[]): T => {
    const i = (base(key) % list.length) + (s % list.length);
    return list[((i % list.length) + list.length) % list.length];
  };
  const vivid =
    [col.primary, col.accent, col.secondary]
      .sort((a, b) => saturation(b) - saturation(a))
      .find((c) => saturation(c) > 0.25) ?? '#2563eb';
  const p = col.primary;
  const ctx: Ctx = {
    col,
    v: (((Math.trunc(v) || 0) % 4) + 4) % 4,
    seed: s,
    rand,
    pick,
    hue: Math.round((rand('hue') - 0.5) * 70),
    dev: pick('dev', [p, darken(p, 0.45), '#2c2f35', '#d9dce1', lighten(col.accent, 0.6), '#ece8e1']),
    appl: pick('appl', ['#f3f4f6', '#c9ced6', '#2a2d33', '#f3f4f6', '#c9ced6']),
    small: pick('small', [p, p, vivid, '#f4f4f5', '#2d3036']),
    vivid,
    defs,
    lg(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
      const i = id('g');
      defs.push(
        `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
      );
      return `url(#${i})`;
    },
    rg(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
      const i = id('r');
      defs.push(
        `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
      );
      return `url(#${i})`;
    },
    blur(sd) {
      const i = id('f');
      defs.push(
        `<filter id="${i}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
      );
      return `url(#${i})`;
    },
    clip(shapes) {
      const i = id('c');
      defs.push(`<clipPath id="${i}">${shapes}</clipPath>`);
      return `url(#${i})`;
    },
    pattern(w, h, content) {
      const i = id('p');
      defs.push(`<pattern id="${i}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${content}</pattern>`);
      return `url(#${i})`;
    },
  };
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// Shape shorthands
// ---------------------------------------------------------------------------------------------

const f = (n: number) => +n.toFixed(2);

export const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" rx="${f(Math.max(0, Math.min(r, w / 2, h / 2)))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const circ = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(0, r))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.max(0, rx))}" ry="${f(Math.max(0, ry))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;
export const poly = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const g = (transform: string, content: string, extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra ? ' ' + extra : ''}>${content}</g>`;

/** A ring drawn as a stroked circle. */
export const ring = (cx: number, cy: number, r: number, stroke: string, w: number, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${stroke}" stroke-width="${w}"${extra ? ' ' + extra : ''}/>`;

// ---------------------------------------------------------------------------------------------
// Studio: background, shadow, zoom
// ---------------------------------------------------------------------------------------------

export function background(ctx: Ctx): string {
  return (
    rr(0, 0, 800, 800, 0, ctx.lg(['#fbfbfc', '#f4f5f7', '#e9ebef'])) +
    ell(
      400,
      330,
      470,
      360,
      ctx.rg([
        [0, '#ffffff', 0.95],
        [1, '#ffffff', 0],
      ]),
    ) +
    rr(
      0,
      560,
      800,
      240,
      0,
      ctx.lg([
        [0, '#e3e6eb', 0],
        [1, '#dde0e6', 0.55],
      ]),
    )
  );
}

/** A soft contact shadow on the floor. */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, op = 0.28): string {
  return (
    ell(cx, cy, rx, ry, '#1e2430', `opacity="${op}" filter="${ctx.blur(Math.max(3, ry * 0.55))}"`) +
    ell(
      cx,
      cy,
      rx * 0.8,
      Math.max(2, ry * 0.35),
      '#151922',
      `opacity="${op * 0.9}" filter="${ctx.blur(Math.max(2, ry * 0.25))}"`,
    )
  );
}

/** Scale content around a point and centre it: the close-up views. */
export const zoom = (content: string, cx: number, cy: number, s: number) =>
  g(`translate(400 400) scale(${s}) translate(${-cx} ${-cy})`, content);

/** Subtle diagonal glare over glass. */
export function glare(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, op = 0.12): string {
  const c = ctx.clip(rr(x, y, w, h, r, '#000000'));
  return g(
    '',
    poly(
      [
        [x, y],
        [x + w * 0.55, y],
        [x + w * 0.15, y + h],
        [x, y + h],
      ],
      ctx.lg(
        [
          [0, '#ffffff', op],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    `clip-path="${c}"`,
  );
}

// ---------------------------------------------------------------------------------------------
// Screens
// ---------------------------------------------------------------------------------------------

/** The three wallpaper colours of a product, from its accent colour and seed. */
export function wallColors(ctx: Ctx): [string, string, string] {
  const base = [ctx.col.accent, ctx.col.primary, ctx.vivid].find((c) => saturation(c) > 0.2);
  const h = (base ? toHsl(base)[0] : 215 + ctx.rand('wallhue') * 120) + ctx.hue;
  return [hsl(h - 25, 0.8, 0.7), hsl(h, 0.72, 0.5), hsl(h + 35, 0.65, 0.26)];
}

export type ScreenUi = 'none' | 'phone' | 'tablet' | 'desktop' | 'scene';

/** A lit screen: gradient wallpaper with soft shapes, optionally app icons / a dock / a landscape. */
export function screen(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, ui: ScreenUi = 'none'): string {
  const [c1, c2, c3] = wallColors(ctx);
  const clip = ctx.clip(rr(x, y, w, h, r, '#000000'));
  let body = rr(x, y, w, h, 0, ctx.lg([c1, c2, c3], 0, 0, 0.6, 1));
  if (ui === 'scene') {
    body += landscape(ctx, x, y, w, h, c1, c2, c3);
  } else {
    const style = Math.floor(ctx.rand('wallstyle') * 3);
    const m = Math.max(w, h);
    if (style === 0) {
      body += circ(
        x + w * 0.85,
        y + h * 0.2,
        m * 0.45,
        ctx.rg([
          [0, lighten(c1, 0.4), 0.85],
          [1, c1, 0],
        ]),
      );
      body += circ(
        x + w * 0.1,
        y + h * 0.85,
        m * 0.5,
        ctx.rg([
          [0, c3, 0.9],
          [1, c3, 0],
        ]),
      );
    } else if (style === 1) {
      body += path(
        `M${x} ${y + h * 0.55} C${x + w * 0.3} ${y + h * 0.35} ${x + w * 0.6} ${y + h * 0.8} ${x + w} ${y + h * 0.5} L${x + w} ${y + h} L${x} ${y + h}Z`,
        c3,
        'opacity="0.55"',
      );
      body += path(
        `M${x} ${y + h * 0.7} C${x + w * 0.4} ${y + h * 0.55} ${x + w * 0.7} ${y + h * 0.95} ${x + w} ${y + h * 0.7} L${x + w} ${y + h} L${x} ${y + h}Z`,
        darken(c3, 0.2),
        'opacity="0.6"',
      );
      body += circ(
        x + w * 0.3,
        y + h * 0.25,
        m * 0.3,
        ctx.rg([
          [0, '#ffffff', 0.45],
          [1, '#ffffff', 0],
        ]),
      );
    } else {
      for (let i = 0; i < 4; i++) {
        const cx = x + w * (0.15 + 0.25 * i);
        const cy = y + h * (0.3 + (0.4 * ((i * 37) % 3)) / 2);
        body += circ(
          cx,
          cy,
          m * (0.18 + 0.05 * i),
          ctx.rg([
            [0, i % 2 ? c1 : lighten(c2, 0.2), 0.75],
            [1, c2, 0],
          ]),
        );
      }
    }
  }
  if (ui === 'phone') body += appIcons(ctx, x, y, w, h);
  if (ui === 'tablet') body += appIcons(ctx, x, y, w, h, true);
  if (ui === 'desktop') body += desktopUi(ctx, x, y, w, h);
  return g('', body, `clip-path="${clip}"`) + glare(ctx, x, y, w, h, r, 0.1);
}

function landscape(ctx: Ctx, x: number, y: number, w: number, h: number, c1: string, c2: string, c3: string): string {
  const sky = rr(x, y, w, h * 0.62, 0, ctx.lg([lighten(c2, 0.1), lighten(c1, 0.45), '#fde7c7']));
  const sun = circ(
    x + w * (0.6 + ctx.rand('sun') * 0.2),
    y + h * 0.45,
    h * 0.09,
    ctx.rg([
      [0, '#fff7e0'],
      [0.6, '#ffd58a'],
      [1, '#ffb46b', 0],
    ]),
  );
  const m1 = `M${x} ${y + h * 0.6} L${x + w * 0.18} ${y + h * 0.34} L${x + w * 0.32} ${y + h * 0.5} L${x + w * 0.48} ${y + h * 0.28} L${x + w * 0.7} ${y + h * 0.58} L${x + w * 0.86} ${y + h * 0.42} L${x + w} ${y + h * 0.56} L${x + w} ${y + h} L${x} ${y + h}Z`;
  const m2 = `M${x} ${y + h * 0.7} C${x + w * 0.25} ${y + h * 0.56} ${x + w * 0.5} ${y + h * 0.72} ${x + w * 0.75} ${y + h * 0.6} S${x + w} ${y + h * 0.64} ${x + w} ${y + h * 0.64} L${x + w} ${y + h} L${x} ${y + h}Z`;
  const lake = rr(x, y + h * 0.8, w, h * 0.2, 0, ctx.lg([lighten(c2, 0.3), c3]));
  return (
    sky +
    sun +
    path(m1, ctx.lg([mix(c2, '#ffffff', 0.25), c3])) +
    poly(
      [
        [x + w * 0.48, y + h * 0.28],
        [x + w * 0.44, y + h * 0.33],
        [x + w * 0.5, y + h * 0.32],
        [x + w * 0.53, y + h * 0.34],
      ],
      '#ffffff',
      'opacity="0.7"',
    ) +
    path(m2, ctx.lg([darken(c3, 0.05), darken(c3, 0.35)])) +
    lake +
    rr(x + w * 0.1, y + h * 0.84, w * 0.5, 2, 1, '#ffffff', 'opacity="0.25"')
  );
}

function appIcons(ctx: Ctx, x: number, y: number, w: number, h: number, wide = false): string {
  const cols = wide ? 6 : 4;
  const s = (w / cols) * (wide ? 0.42 : 0.62);
  const gap = w / cols;
  const [, c2] = wallColors(ctx);
  const [hue] = toHsl(c2);
  let out = '';
  const rows = wide ? 2 : 3;
  for (let rI = 0; rI < rows; rI++) {
    for (let cI = 0; cI < cols; cI++) {
      const ix = x + gap * cI + (gap - s) / 2;
      const iy = y + h * (wide ? 0.12 : 0.1) + rI * gap * (wide ? 0.75 : 1.05);
      const hh = hue + (((rI * cols + cI) * 53 + ctx.rand('icons') * 360) % 360);
      out += rr(ix, iy, s, s, s * 0.26, ctx.lg([hsl(hh, 0.7, 0.66), hsl(hh + 20, 0.7, 0.48)]));
      out += circ(ix + s / 2, iy + s / 2, s * 0.2, '#ffffff', 'opacity="0.85"');
    }
  }
  // dock
  const dy = y + h - gap * (wide ? 0.75 : 1.15);
  out += rr(x + w * 0.05, dy, w * 0.9, gap * (wide ? 0.6 : 0.95), gap * 0.28, '#ffffff', 'opacity="0.22"');
  const dn = wide ? 6 : 4;
  for (let i = 0; i < dn; i++) {
    const ix = x + w * 0.05 + ((w * 0.9) / dn) * i + ((w * 0.9) / dn - s) / 2;
    const hh = hue + 180 + i * 40;
    out += rr(
      ix,
      dy + (gap * (wide ? 0.6 : 0.95) - s) / 2,
      s,
      s,
      s * 0.26,
      ctx.lg([hsl(hh, 0.6, 0.7), hsl(hh + 15, 0.65, 0.5)]),
    );
  }
  // status bar
  if (!wide) {
    out += rr(x + w - 52, y + 14, 26, 11, 3, 'none', 'stroke="#ffffff" stroke-width="1.6" opacity="0.9"');
    out += rr(x + w - 50, y + 16, 17, 7, 1.5, '#ffffff', 'opacity="0.9"');
    for (let i = 0; i < 4; i++)
      out += rr(x + w - 84 + i * 6, y + 22 - i * 3, 4, 4 + i * 3, 1, '#ffffff', 'opacity="0.9"');
  }
  return out;
}

function desktopUi(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const [, c2] = wallColors(ctx);
  let out = '';
  // a window
  const wx = x + w * 0.12;
  const wy = y + h * 0.14;
  const ww = w * 0.5;
  const wh = h * 0.52;
  out += rr(wx + 4, wy + 6, ww, wh, 8, '#000000', `opacity="0.18" filter="${ctx.blur(6)}"`);
  out += rr(wx, wy, ww, wh, 8, '#ffffff', 'opacity="0.92"');
  out += rr(wx, wy, ww, h * 0.06, 8, '#eef0f3');
  for (let i = 0; i < 3; i++) out += circ(wx + 12 + i * 11, wy + h * 0.03, 3.5, ['#f87171', '#fbbf24', '#34d399'][i]);
  out += rr(wx + ww * 0.06, wy + wh * 0.2, ww * 0.4, wh * 0.55, 5, ctx.lg([lighten(c2, 0.3), c2]));
  for (let i = 0; i < 4; i++)
    out += rr(wx + ww * 0.52, wy + wh * (0.22 + i * 0.13), ww * (0.4 - (i % 2) * 0.12), wh * 0.05, 3, '#cfd4dc');
  // dock
  const dw = w * 0.36;
  const dx = x + (w - dw) / 2;
  const dh = h * 0.075;
  out += rr(dx, y + h - dh - h * 0.03, dw, dh, dh * 0.3, '#ffffff', 'opacity="0.35"');
  for (let i = 0; i < 7; i++) {
    const s = dh * 0.7;
    const hh = toHsl(c2)[0] + i * 45;
    out += rr(
      dx + dw * 0.04 + i * ((dw * 0.92) / 7) + ((dw * 0.92) / 7 - s) / 2,
      y + h - dh - h * 0.03 + dh * 0.15,
      s,
      s,
      s * 0.25,
      hsl(hh, 0.65, 0.58),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Common parts
// ---------------------------------------------------------------------------------------------

/** A camera lens: metal ring, black barrel, glass with coloured reflections. */
export function lens(ctx: Ctx, cx: number, cy: number, r: number, ringCol = '#b9bec6'): string {
  return (
    circ(cx, cy, r, ctx.lg([lighten(ringCol, 0.5), ringCol, darken(ringCol, 0.35)], 0, 0, 1, 1)) +
    circ(cx, cy, r * 0.86, '#0d0f13') +
    circ(
      cx,
      cy,
      r * 0.66,
      ctx.rg(
        [
          [0, '#2a3350'],
          [0.55, '#121522'],
          [1, '#050608'],
        ],
        0.45,
        0.45,
        0.5,
      ),
    ) +
    ring(cx, cy, r * 0.5, '#1f2433', r * 0.05) +
    circ(
      cx,
      cy,
      r * 0.36,
      ctx.rg(
        [
          [0, '#4b3a7a'],
          [0.6, '#1b2140'],
          [1, '#0a0c16'],
        ],
        0.4,
        0.4,
        0.6,
      ),
    ) +
    circ(cx - r * 0.22, cy - r * 0.24, r * 0.13, '#ffffff', 'opacity="0.75"') +
    circ(cx + r * 0.2, cy + r * 0.18, r * 0.06, '#9fd4ff', 'opacity="0.6"') +
    path(
      `M${cx - r * 0.6} ${cy + r * 0.05} A${r * 0.6} ${r * 0.6} 0 0 1 ${cx + r * 0.05} ${cy - r * 0.6}`,
      'none',
      `stroke="#8fb7ff" stroke-width="${r * 0.05}" opacity="0.35" stroke-linecap="round"`,
    )
  );
}

/** A glowing LED dot. */
export function led(ctx: Ctx, cx: number, cy: number, r: number, color: string, on = true): string {
  if (!on) return circ(cx, cy, r, '#3a3d44');
  return (
    circ(cx, cy, r * 2.6, color, `opacity="0.45" filter="${ctx.blur(r * 1.1)}"`) + circ(cx, cy, r, lighten(color, 0.35))
  );
}

/** A round control knob seen from the front. */
export function knob(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  base = '#d5d9df',
  angle = -40,
  mark = '#1f2328',
): string {
  const a = ((angle - 90) * Math.PI) / 180;
  return (
    circ(cx + r * 0.06, cy + r * 0.12, r * 1.02, '#000000', `opacity="0.25" filter="${ctx.blur(r * 0.12)}"`) +
    circ(cx, cy, r, ctx.lg([lighten(base, 0.55), base, darken(base, 0.3)], 0, 0, 0.6, 1)) +
    circ(cx, cy, r * 0.8, ctx.lg([darken(base, 0.08), lighten(base, 0.35)], 0, 0, 0.6, 1)) +
    line(
      cx + Math.cos(a) * r * 0.25,
      cy + Math.sin(a) * r * 0.25,
      cx + Math.cos(a) * r * 0.68,
      cy + Math.sin(a) * r * 0.68,
      mark,
      r * 0.12,
    )
  );
}

/** Port shapes, drawn centred at (cx, cy) with width w. */
export function usbC(cx: number, cy: number, w: number, shell = '#9aa1ab'): string {
  const h = w * 0.34;
  return (
    rr(cx - w / 2, cy - h / 2, w, h, h / 2, shell) +
    rr(cx - w / 2 + w * 0.07, cy - h / 2 + h * 0.17, w * 0.86, h * 0.66, h / 3, '#0d0f12') +
    rr(cx - w * 0.3, cy - h * 0.1, w * 0.6, h * 0.2, h * 0.1, '#5a616b')
  );
}
export function usbA(cx: number, cy: number, w: number, tongue = '#2f6fd6'): string {
  const h = w * 0.42;
  return (
    rr(cx - w / 2, cy - h / 2, w, h, 2, '#aab0b8') +
    rr(cx - w / 2 + w * 0.06, cy - h / 2 + h * 0.12, w * 0.88, h * 0.76, 1.5, '#111316') +
    rr(cx - w * 0.38, cy - h * 0.32, w * 0.76, h * 0.28, 1, tongue)
  );
}
export function hdmi(cx: number, cy: number, w: number): string {
  const h = w * 0.32;
  const pts = (s: number, k: number): [number, number][] => [
    [cx - (w / 2) * s, cy - (h / 2) * k],
    [cx + (w / 2) * s, cy - (h / 2) * k],
    [cx + (w / 2) * s, cy + (h / 2) * k * 0.2],
    [cx + (w / 2) * s - w * 0.12, cy + (h / 2) * k],
    [cx - (w / 2) * s + w * 0.12, cy + (h / 2) * k],
    [cx - (w / 2) * s, cy + (h / 2) * k * 0.2],
  ];
  return (
    poly(pts(1, 1), '#a3a9b1') +
    poly(pts(0.9, 0.78), '#0f1114') +
    rr(cx - w * 0.34, cy - h * 0.18, w * 0.68, h * 0.18, 1, '#444a53')
  );
}
export function ethernet(cx: number, cy: number, w: number, col = '#f4c542'): string {
  const h = w * 0.82;
  return (
    rr(cx - w / 2, cy - h / 2, w, h, 3, '#a7adb5') +
    poly(
      [
        [cx - w * 0.42, cy - h * 0.4],
        [cx + w * 0.42, cy - h * 0.4],
        [cx + w * 0.42, cy + h * 0.25],
        [cx + w * 0.18, cy + h * 0.25],
        [cx + w * 0.18, cy + h * 0.4],
        [cx - w * 0.18, cy + h * 0.4],
        [cx - w * 0.18, cy + h * 0.25],
        [cx - w * 0.42, cy + h * 0.25],
      ],
      '#121417',
    ) +
    rr(cx - w * 0.32, cy - h * 0.36, w * 0.64, h * 0.12, 1, col)
  );
}

// ---------------------------------------------------------------------------------------------
// 3/4 box projection
// ---------------------------------------------------------------------------------------------

export interface BoxView {
  /** front face, local coords 0..w × 0..h */
  front: string;
  /** right side face, local coords 0..d (depth) × 0..h */
  side?: string;
  /** top face, local coords 0..w × 0..d (0 = front edge) */
  top?: string;
  w: number;
  h: number;
  d: number;
  /** front face horizontal scale and slope (y change per projected x) */
  sx?: number;
  k?: number;
  /** screen displacement per unit of depth */
  dx?: number;
  dy?: number;
}

function boxParams(b: BoxView) {
  return { sx: b.sx ?? 0.84, k: b.k ?? -0.1, dx: b.dx ?? 0.48, dy: b.dy ?? -0.24 };
}

/** Screen offsets of the 8 corners relative to the front-bottom-left corner. */
function boxCorners(b: BoxView): [number, number][] {
  const { sx, k, dx, dy } = boxParams(b);
  const out: [number, number][] = [];
  for (const u of [0, b.w])
    for (const t of [0, b.d]) for (const v of [0, -b.h]) out.push([sx * u + dx * t, -k * sx * u + dy * t + v]);
  return out;
}

/** Draws the box with the front-bottom-left corner at (x, y). */
export function box3(b: BoxView, x: number, y: number): string {
  const { sx, k, dx, dy } = boxParams(b);
  const y0 = y - b.h;
  const m = (a: number, bb: number, c: number, d: number, e: number, ff: number) =>
    `matrix(${+a.toFixed(4)} ${+bb.toFixed(4)} ${+c.toFixed(4)} ${+d.toFixed(4)} ${f(e)} ${f(ff)})`;
  let out = '';
  if (b.top && dy < -0.01) out += g(m(sx, -k * sx, dx, dy, x, y0), b.top);
  if (b.side && dx > 0.01) out += g(m(dx, dy, 0, 1, x + sx * b.w, y0 - k * sx * b.w), b.side);
  out += g(m(sx, -k * sx, 0, 1, x, y0), b.front);
  return out;
}

/** Where box3 must start so the view is centred on cx and its lowest corner sits on the floor line. */
function boxOrigin(b: BoxView, cx: number, floor: number): [number, number] {
  const c = boxCorners(b);
  const minX = Math.min(...c.map((p) => p[0]));
  const maxX = Math.max(...c.map((p) => p[0]));
  const maxY = Math.max(...c.map((p) => p[1]));
  return [cx - (minX + maxX) / 2, floor - maxY];
}

/** Projected size of a box view. */
export function boxSize(b: BoxView): { w: number; h: number } {
  const c = boxCorners(b);
  const xs = c.map((p) => p[0]);
  const ys = c.map((p) => p[1]);
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

/** Places a box view centred horizontally on cx with its lowest corner on the floor line (no shadow). */
export function boxPlace(b: BoxView, cx: number, floor: number): string {
  const [x, y] = boxOrigin(b, cx, floor);
  return box3(b, x, y);
}

/** Places a box view centred on cx, standing on the floor line, with a contact shadow under its footprint. */
export function boxAt(ctx: Ctx, b: BoxView, cx: number, floor: number, shadowOp = 0.3): string {
  const { sx, k, dx, dy } = boxParams(b);
  const [x, y] = boxOrigin(b, cx, floor);
  const fx = x + (sx * b.w + dx * b.d) / 2;
  const fy = y + (-k * sx * b.w + dy * b.d) / 2;
  const s = boxSize(b);
  return (
    shadow(
      ctx,
      fx,
      fy + 4,
      s.w * 0.55,
      Math.max(14, Math.abs(dy * b.d) * 0.5 + Math.abs(k * sx * b.w) * 0.5 + 10),
      shadowOp,
    ) + box3(b, x, y)
  );
}

// ---------------------------------------------------------------------------------------------
// Keyboards
// ---------------------------------------------------------------------------------------------

const KEY_ROWS: number[][] = [
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5], // function row (short keys)
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5],
  [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25],
  [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];

/**
 * A 15-unit wide key block filling x..x+w (height follows from the width). Keys are flat chiclets
 * (laptop) or raised caps (desktop keyboard). `hi` marks a few keys in a highlight colour.
 */
export function keyBlock(ctx: Ctx, x: number, y: number, w: number, key: string, caps = false, hi?: string): string {
  const u = w / 15;
  const gap = u * 0.12;
  let out = '';
  let yy = y;
  KEY_ROWS.forEach((row, ri) => {
    const kh = ri === 0 ? u * 0.62 : u;
    let xx = x;
    row.forEach((kw, ki) => {
      const fill =
        hi && ((ri === 0 && ki === 0) || (ri === 4 && ki === 0) || (ri === 2 && ki === row.length - 1)) ? hi : key;
      out += keyCap(ctx, xx + gap / 2, yy + gap / 2, kw * u - gap, kh - gap, fill, caps);
      xx += kw * u;
    });
    yy += kh;
  });
  return out;
}

export function keyCap(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, caps: boolean): string {
  const r = Math.min(w, h) * 0.16;
  if (!caps) return rr(x, y, w, h, r, fill) + rr(x, y, w, h * 0.4, r, '#ffffff', 'opacity="0.05"');
  return (
    rr(x, y, w, h, r, darken(fill, 0.28)) +
    rr(x + w * 0.08, y + h * 0.05, w - w * 0.16, h * 0.76, r * 0.9, ctx.lg([lighten(fill, 0.12), fill])) +
    rr(x + w * 0.12, y + h * 0.08, w - w * 0.24, h * 0.12, r * 0.5, '#ffffff', 'opacity="0.12"')
  );
}

/** Height of a key block of width w. */
export const keyBlockHeight = (w: number) => (w / 15) * 5.62;

// ---------------------------------------------------------------------------------------------
// Seven-segment read-outs (clocks / temperatures on appliance displays)
// ---------------------------------------------------------------------------------------------

const SEGS: Record<string, string> = {
  '-': 'g',
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** Digits (and ':') as lit segments, top-left at (x, y), digit height h. */
export function segDigits(x: number, y: number, h: number, text: string, col: string): string {
  const w = h * 0.52;
  const t = h * 0.13;
  let out = '';
  let xx = x;
  for (const ch of text) {
    if (ch === ':') {
      out += rr(xx + t * 0.2, y + h * 0.28, t, t, t / 2, col) + rr(xx + t * 0.2, y + h * 0.62, t, t, t / 2, col);
      xx += t * 2;
      continue;
    }
    const on = SEGS[ch] ?? '';
    const seg: Record<string, [number, number, number, number]> = {
      a: [xx + t, y, w - 2 * t, t],
      b: [xx + w - t, y + t * 0.6, t, h / 2 - t * 0.8],
      c: [xx + w - t, y + h / 2 + t * 0.2, t, h / 2 - t * 0.8],
      d: [xx + t, y + h - t, w - 2 * t, t],
      e: [xx, y + h / 2 + t * 0.2, t, h / 2 - t * 0.8],
      f: [xx, y + t * 0.6, t, h / 2 - t * 0.8],
      g: [xx + t, y + h / 2 - t / 2, w - 2 * t, t],
    };
    for (const k of Object.keys(seg)) {
      const [sx, sy, sw, sh] = seg[k];
      out += rr(sx, sy, sw, sh, t / 2, col, on.includes(k) ? '' : 'opacity="0.08"');
    }
    xx += w + t * 1.4;
  }
  return out;
}

/**
 * Screen position of a point of a box view placed by boxAt/boxPlace(cx, floor): u along the width,
 * up = height above the bottom, t = depth from the front face.
 */
export function boxPoint(b: BoxView, cx: number, floor: number, u: number, up: number, t: number): [number, number] {
  const { sx, k, dx, dy } = boxParams(b);
  const [x, y] = boxOrigin(b, cx, floor);
  return [x + sx * u + dx * t, y - k * sx * u + dy * t - up];
}

/** The matrix that draws along the box's width direction starting at screen point (px, py). */
export function alongWidth(b: BoxView, px: number, py: number): string {
  const { sx, k } = boxParams(b);
  return `matrix(${+sx.toFixed(4)} ${+(-k * sx).toFixed(4)} 0 1 ${f(px)} ${f(py)})`;
}

/**
 * A rounded slab seen at an angle: the silhouette is repeated along (dx, dy) in the body colour
 * (darker further back), then the face is drawn on top. `shape(fill)` draws the silhouette.
 */
export function extrude(
  ctx: Ctx,
  shape: (fill: string) => string,
  dx: number,
  dy: number,
  col: string,
  steps = 16,
): string {
  let out = '';
  const fill = ctx.lg([lighten(col, 0.12), darken(col, 0.3)], 0, 0, 1, 1);
  for (let i = steps; i >= 1; i--)
    out += g(`translate(${f((dx * i) / steps)} ${f((dy * i) / steps)})`, shape(i === steps ? darken(col, 0.25) : fill));
  return out;
}
