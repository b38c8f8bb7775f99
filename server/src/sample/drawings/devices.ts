/** Screens and personal devices: phone, tablet, laptop, monitor, TV, smart watch. */
import {
  type Ctx,
  boxPlace,
  boxPoint,
  circ,
  extrude,
  darken,
  ell,
  g,
  glare,
  hdmi,
  keyBlock,
  keyBlockHeight,
  led,
  lens,
  lighten,
  line,
  mix,
  path,
  poly,
  ring,
  rr,
  screen,
  shadow,
  usbA,
  usbC,
  zoom,
} from './kit';

/** A metal frame tone that goes with a body colour. */
const frameOf = (c: string) => mix(c, '#a8adb5', 0.35);
const metal = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.45), c, darken(c, 0.28), lighten(c, 0.25)], 0, 0, 1, 0);

// ---------------------------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------------------------

function phoneFront(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const r = w * 0.16;
  const fr = frameOf(ctx.dev);
  const b = w * 0.045;
  return (
    rr(x + w - 3, y + h * 0.2, 7, h * 0.11, 3, darken(fr, 0.2)) +
    rr(x - 4, y + h * 0.17, 7, h * 0.07, 3, darken(fr, 0.2)) +
    rr(x - 4, y + h * 0.26, 7, h * 0.07, 3, darken(fr, 0.2)) +
    rr(x, y, w, h, r, metal(ctx, fr)) +
    rr(x + 3.5, y + 3.5, w - 7, h - 7, r - 3.5, '#07080a') +
    screen(ctx, x + b, y + b, w - 2 * b, h - 2 * b, r - b, 'phone') +
    circ(x + w / 2, y + b + w * 0.06, w * 0.03, '#040405') +
    circ(x + w / 2 - w * 0.008, y + b + w * 0.052, w * 0.009, '#5a6a8a')
  );
}

function phoneCamCenter(ctx: Ctx, x: number, y: number, w: number, h: number): [number, number] {
  const style = ctx.pick('cam', [0, 1, 2]);
  return style === 2 ? [x + w * 0.5, y + h * 0.1 + w * 0.11] : [x + w * 0.3, y + w * 0.36];
}

function phoneBack(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const r = w * 0.16;
  const fr = frameOf(ctx.dev);
  const body = ctx.dev;
  const style = ctx.pick('cam', [0, 1, 2]);
  let out =
    rr(x - 3, y + h * 0.2, 7, h * 0.11, 3, darken(fr, 0.2)) +
    rr(x + w - 3, y + h * 0.17, 7, h * 0.07, 3, darken(fr, 0.2)) +
    rr(x + w - 3, y + h * 0.26, 7, h * 0.07, 3, darken(fr, 0.2)) +
    rr(x, y, w, h, r, metal(ctx, fr)) +
    rr(x + 3, y + 3, w - 6, h - 6, r - 3, ctx.lg([lighten(body, 0.22), body, darken(body, 0.14)], 0, 0, 1, 1)) +
    ell(
      x + w * 0.3,
      y + h * 0.3,
      w * 0.5,
      h * 0.35,
      ctx.rg([
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ]),
    );
  const lr = w * 0.085;
  const lensRing = mix(fr, '#c8ccd2', 0.4);
  const flash = (cx: number, cy: number) => circ(cx, cy, w * 0.035, ctx.rg(['#fffaf0', '#f3dfb0', '#c8b48a']));
  if (style === 0) {
    const s = w * 0.46;
    out += rr(x + w * 0.07 + 2, y + w * 0.07 + 4, s, s, s * 0.26, '#000000', `opacity="0.25" filter="${ctx.blur(4)}"`);
    out += rr(
      x + w * 0.07,
      y + w * 0.07,
      s,
      s,
      s * 0.26,
      ctx.lg([lighten(body, 0.3), darken(body, 0.12)], 0, 0, 1, 1),
      `stroke="${darken(body, 0.2)}" stroke-width="1.5"`,
    );
    out += lens(ctx, x + w * 0.19, y + w * 0.19, lr, lensRing) + lens(ctx, x + w * 0.19, y + w * 0.41, lr, lensRing);
    out += lens(ctx, x + w * 0.41, y + w * 0.3, lr, lensRing) + flash(x + w * 0.41, y + w * 0.15);
    out += circ(x + w * 0.42, y + w * 0.45, w * 0.015, '#111111');
  } else if (style === 1) {
    for (let i = 0; i < 3; i++) {
      const cy = y + w * (0.17 + 0.23 * i);
      out += circ(x + w * 0.2, cy + 3, lr * 1.18, '#000000', `opacity="0.25" filter="${ctx.blur(3)}"`);
      out += circ(x + w * 0.2, cy, lr * 1.18, darken(body, 0.15));
      out += lens(ctx, x + w * 0.2, cy, lr, lensRing);
    }
    out += flash(x + w * 0.38, y + w * 0.17);
  } else {
    const by = y + h * 0.1;
    out += rr(x + 3, by + 4, w - 6, w * 0.22, w * 0.11, '#000000', `opacity="0.3" filter="${ctx.blur(4)}"`);
    out += rr(x + 3, by, w - 6, w * 0.22, w * 0.11, ctx.lg([lighten(fr, 0.2), darken(fr, 0.1)]));
    out += rr(x + w * 0.1, by + w * 0.035, w * 0.6, w * 0.15, w * 0.075, '#0b0c0f');
    out +=
      lens(ctx, x + w * 0.22, by + w * 0.11, lr * 0.8, '#2b2e34') +
      lens(ctx, x + w * 0.45, by + w * 0.11, lr * 0.8, '#2b2e34');
    out += flash(x + w * 0.8, by + w * 0.11);
  }
  return out;
}

export function phone(ctx: Ctx): string {
  const [x, y, w, h] = [265, 110, 270, 560];
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 676, 150, 14) + phoneFront(ctx, x, y, w, h);
    case 1:
      return shadow(ctx, 400, 676, 150, 14) + phoneBack(ctx, x, y, w, h);
    case 2:
      return (
        shadow(ctx, 310, 676, 130, 14) +
        shadow(ctx, 490, 690, 130, 14) +
        g('translate(318 390) rotate(-9) scale(0.9) translate(-135 -280)', phoneBack(ctx, 0, 0, w, h)) +
        g('translate(482 405) rotate(7) scale(0.9) translate(-135 -280)', phoneFront(ctx, 0, 0, w, h))
      );
    default: {
      const [cx, cy] = phoneCamCenter(ctx, x, y, w, h);
      return zoom(phoneBack(ctx, x, y, w, h), cx + 20, cy + 30, 2.5);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Tablet
// ---------------------------------------------------------------------------------------------

function tabletFront(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const fr = frameOf(ctx.dev);
  const b = Math.min(w, h) * 0.05;
  return (
    rr(x + w * 0.1, y - 3, w * 0.08, 6, 3, darken(fr, 0.2)) +
    rr(x, y, w, h, 34, metal(ctx, fr)) +
    rr(x + 3, y + 3, w - 6, h - 6, 31, '#08090b') +
    screen(ctx, x + b, y + b, w - 2 * b, h - 2 * b, 12, 'tablet') +
    circ(x + w / 2, y + b / 2, 3.5, '#20242c')
  );
}

function tabletBack(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const fr = frameOf(ctx.dev);
  const body = ctx.dev;
  const s = w * 0.19;
  return (
    rr(x + w - 3, y + h * 0.1, 6, h * 0.08, 3, darken(fr, 0.2)) +
    rr(x, y, w, h, 34, metal(ctx, fr)) +
    rr(x + 3, y + 3, w - 6, h - 6, 31, ctx.lg([lighten(body, 0.22), body, darken(body, 0.12)], 0, 0, 1, 1)) +
    ell(
      x + w * 0.3,
      y + h * 0.3,
      w * 0.55,
      h * 0.4,
      ctx.rg([
        [0, '#ffffff', 0.14],
        [1, '#ffffff', 0],
      ]),
    ) +
    poly(
      [
        [x + w * 0.55, y + 3],
        [x + w * 0.75, y + 3],
        [x + w * 0.35, y + h - 3],
        [x + w * 0.15, y + h - 3],
      ],
      '#ffffff',
      'opacity="0.06"',
    ) +
    rr(x + 22, y + 24, s, s, s * 0.3, '#000000', `opacity="0.22" filter="${ctx.blur(3)}"`) +
    rr(
      x + 22,
      y + 22,
      s,
      s,
      s * 0.3,
      ctx.lg([lighten(body, 0.3), darken(body, 0.1)], 0, 0, 1, 1),
      `stroke="${darken(body, 0.2)}" stroke-width="1.2"`,
    ) +
    lens(ctx, x + 22 + s * 0.32, y + 22 + s * 0.32, s * 0.2) +
    lens(ctx, x + 22 + s * 0.32, y + 22 + s * 0.7, s * 0.16) +
    circ(x + 22 + s * 0.72, y + 22 + s * 0.3, s * 0.09, ctx.rg(['#fffaf0', '#e9d7ae'])) +
    [0, 1, 2].map((i) => circ(x + w / 2 - 12 + i * 12, y + h - 12, 3, darken(fr, 0.3))).join('')
  );
}

function stylus(ctx: Ctx, col: string): string {
  return (
    poly(
      [
        [-34, 0],
        [0, -9],
        [0, 9],
      ],
      ctx.lg(['#f1f2f4', '#b9bdc4']),
    ) +
    poly(
      [
        [-34, 0],
        [-24, -2.6],
        [-24, 2.6],
      ],
      '#2b2e33',
    ) +
    rr(0, -9, 330, 18, 9, ctx.lg([lighten(col, 0.5), col, darken(col, 0.15)])) +
    rr(0, -9, 330, 6, 3, '#ffffff', 'opacity="0.35"')
  );
}

export function tablet(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 620, 300, 16) + tabletFront(ctx, 90, 175, 620, 430);
    case 1:
      return (
        shadow(ctx, 410, 690, 210, 14) +
        g(
          'rotate(4 400 400)',
          extrude(ctx, (fill) => rr(200, 115, 400, 565, 34, fill), 14, 8, frameOf(ctx.dev), 8) +
            tabletBack(ctx, 200, 115, 400, 565),
        )
      );
    case 2:
      return (
        shadow(ctx, 400, 640, 300, 16) +
        g('translate(400 390) rotate(-7) translate(-310 -215)', tabletFront(ctx, 0, 0, 620, 430)) +
        shadow(ctx, 420, 706, 180, 6, 0.3) +
        g('translate(270 694) rotate(-3)', stylus(ctx, ctx.pick('pen', ['#e9eaed', frameOf(ctx.dev), '#2c2f35'])))
      );
    default:
      return zoom(tabletBack(ctx, 200, 115, 400, 565), 200 + 22 + 45, 115 + 22 + 55, 3.2);
  }
}

// ---------------------------------------------------------------------------------------------
// Laptop
// ---------------------------------------------------------------------------------------------

const LW = 560; // width
const LD = 360; // deck depth
const LH = 350; // lid height

/** The deck seen from above, local coords: x 0..LW, y 0 (hinge) .. LD (front edge). */
function laptopDeck(ctx: Ctx): string {
  const body = ctx.dev;
  const key = lum2(body) > 0.55 ? '#2a2d33' : darken(body, 0.55);
  const kw = LW - 70;
  return (
    rr(0, 0, LW, LD, 18, ctx.lg([darken(body, 0.06), lighten(body, 0.12), body])) +
    rr(28, 22, LW - 56, keyBlockHeight(kw) + 20, 10, darken(body, 0.12)) +
    keyBlock(ctx, 35, 32, kw, key) +
    rr(
      LW / 2 - 95,
      LD - 140,
      190,
      118,
      12,
      ctx.lg([lighten(body, 0.1), darken(body, 0.04)]),
      `stroke="${darken(body, 0.14)}" stroke-width="1.5"`,
    ) +
    rr(LW / 2 - 40, LD - 4, 80, 4, 2, darken(body, 0.2))
  );
}

const lum2 = (c: string) => {
  const n = parseInt(c.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
};

/** The open lid, local coords: x 0..LW, y -LH..0 (0 = hinge). */
function laptopLid(ctx: Ctx): string {
  return (
    rr(0, -LH, LW, LH, 16, metal(ctx, frameOf(ctx.dev))) +
    rr(3, -LH + 3, LW - 6, LH - 6, 14, '#0a0b0d') +
    screen(ctx, 16, -LH + 16, LW - 32, LH - 44, 4, 'desktop') +
    circ(LW / 2, -LH + 9, 2.5, '#252a33')
  );
}

function laptopView(
  ctx: Ctx,
  a: number,
  b: number,
  c: number,
  d: number,
  lc: number,
  ld: number,
  x0: number,
  y0: number,
  leftFace: boolean,
): string {
  const m = (p: number, q: number, r: number, s: number, e: number, f: number) =>
    `matrix(${p} ${q} ${r} ${s} ${e} ${f})`;
  const body = ctx.dev;
  const thick = 14;
  const fx = x0 + c * LD;
  const fy = y0 + d * LD;
  let out = shadow(ctx, x0 + (a * LW + c * LD) / 2, y0 + (b * LW + d * LD) / 2 + 24, 300, 34 + Math.abs(b) * 150);
  // front edge slab and left side slab
  out += g(
    m(a, b, 0, 1, fx, fy),
    rr(0, -2, LW, thick, 6, ctx.lg([darken(body, 0.05), darken(body, 0.3)])) +
      rr(LW / 2 - 40, -2, 80, 5, 2, darken(body, 0.35)),
  );
  if (leftFace) {
    out += g(
      m(c, d, 0, 1, x0, y0),
      rr(0, -2, LD, thick, 6, ctx.lg([darken(body, 0.12), darken(body, 0.38)])) +
        usbC(60, 5, 26) +
        usbC(100, 5, 26) +
        usbA(150, 5, 28),
    );
  }
  out += g(m(a, b, c, d, x0, y0), laptopDeck(ctx));
  out += g(m(a, b, -lc, ld, x0, y0), laptopLid(ctx));
  return out;
}

export function laptop(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return laptopView(ctx, 1, 0, 0, 0.3, 0, 0.95, 120, 478, false);
    case 1:
      return laptopView(ctx, 0.85, -0.14, -0.36, 0.26, 0.1, 0.92, 220, 540, true);
    case 2: {
      const body = ctx.dev;
      const fr = frameOf(body);
      const hx = 640;
      const hy = 560;
      return g(
        'translate(400 520) scale(1.25) translate(-400 -560)',
        shadow(ctx, 400, 584, 270, 10) +
          g(
            `rotate(104 ${hx} ${hy - 8})`,
            rr(hx - 470, hy - 24, 470, 14, 7, ctx.lg([lighten(fr, 0.3), darken(fr, 0.2)])) +
              rr(hx - 466, hy - 12, 462, 3, 1.5, mix(ctx.col.accent, '#ffffff', 0.3), 'opacity="0.8"'),
          ) +
          rr(hx - 500, hy - 12, 512, 22, 9, ctx.lg([lighten(body, 0.2), body, darken(body, 0.3)])) +
          circ(hx + 2, hy - 9, 9, darken(fr, 0.2)) +
          usbC(hx - 420, hy - 1, 30) +
          usbC(hx - 380, hy - 1, 30) +
          usbA(hx - 330, hy - 1, 34) +
          circ(hx - 280, hy - 1, 5, '#0d0f12') +
          rr(hx - 470, hy + 9, 30, 4, 2, '#1b1d21') +
          rr(hx - 40, hy + 9, 30, 4, 2, '#1b1d21'),
      );
    }
    default:
      return (
        rr(0, 0, 800, 800, 0, darken(ctx.dev, 0.04)) +
        zoom(g('translate(120 200)', laptopDeck(ctx)), 120 + LW * 0.62, 200 + LD * 0.55, 2.1)
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Monitor
// ---------------------------------------------------------------------------------------------

const monitorTone = (ctx: Ctx) => ctx.pick('mon', ['#1f2125', '#1f2125', '#e6e7ea', '#c5c9cf']);

function monitorPanel(ctx: Ctx, w: number, h: number): string {
  const t = monitorTone(ctx);
  return (
    rr(0, 0, w, h, 10, ctx.lg([lighten(t, 0.15), t, darken(t, 0.2)])) +
    rr(6, 6, w - 12, h - 30, 5, '#07080a') +
    screen(ctx, 8, 8, w - 16, h - 34, 3, 'desktop') +
    led(ctx, w - 30, h - 11, 2.2, ctx.col.accent)
  );
}

function monitorStand(ctx: Ctx, cx: number, top: number, bottom: number): string {
  const t = ctx.pick('stand', ['#c4c8ce', '#2a2c31', monitorTone(ctx)]);
  return (
    poly(
      [
        [cx - 28, top],
        [cx + 28, top],
        [cx + 36, bottom],
        [cx - 36, bottom],
      ],
      ctx.lg([darken(t, 0.25), lighten(t, 0.25), darken(t, 0.15)], 0, 0, 1, 0),
    ) +
    ell(cx, bottom + 8, 130, 20, darken(t, 0.3)) +
    ell(cx, bottom + 3, 128, 18, ctx.lg([lighten(t, 0.35), t]))
  );
}

export function monitor(ctx: Ctx): string {
  const t = monitorTone(ctx);
  switch (ctx.v) {
    case 0:
      return (
        shadow(ctx, 400, 606, 150, 14) +
        monitorStand(ctx, 400, 440, 592) +
        g('translate(100 115)', monitorPanel(ctx, 600, 355))
      );
    case 1: {
      const hump = ctx.lg([lighten(t, 0.18), darken(t, 0.1)]);
      const gamer = ctx.rand('ring') > 0.5;
      return (
        shadow(ctx, 400, 606, 150, 14) +
        monitorStand(ctx, 400, 300, 592) +
        rr(100, 115, 600, 355, 14, ctx.lg([lighten(t, 0.1), darken(t, 0.12)])) +
        rr(240, 150, 320, 280, 70, hump) +
        rr(240, 150, 320, 280, 70, 'none', `stroke="${darken(t, 0.25)}" stroke-width="2"`) +
        (gamer
          ? ring(400, 290, 78, ctx.col.accent, 8, `opacity="0.7" filter="${ctx.blur(6)}"`) +
            ring(400, 290, 78, lighten(ctx.col.accent, 0.4), 3)
          : [0, 1, 2, 3, 4, 5].map((i) => rr(300, 190 + i * 12, 200, 4, 2, darken(t, 0.3))).join('')) +
        rr(360, 250, 80, 80, 10, darken(t, 0.2)) +
        [0, 1, 2, 3].map((i) => circ(375 + (i % 2) * 50, 265 + Math.floor(i / 2) * 50, 4, darken(t, 0.45))).join('')
      );
    }
    case 2: {
      const b = {
        front: monitorPanel(ctx, 600, 355),
        side: rr(0, 0, 26, 355, 6, darken(t, 0.25)),
        top: rr(0, 0, 600, 26, 6, lighten(t, 0.15)),
        w: 600,
        h: 355,
        d: 26,
        sx: 0.78,
        k: -0.14,
        dx: 1,
        dy: -0.4,
      };
      return shadow(ctx, 400, 606, 150, 14) + monitorStand(ctx, 400, 400, 592) + boxPlace(b, 400, 520);
    }
    default: {
      const back = darken(t, 0.05);
      let ports = '';
      const y = 430;
      ports +=
        hdmi(160, y, 86) + hdmi(265, y, 86) + dp(365, y, 76) + usbC(455, y, 58) + usbA(535, y, 62) + usbA(615, y, 62);
      return (
        rr(-20, 150, 840, 520, 40, ctx.lg([lighten(back, 0.12), back, darken(back, 0.2)])) +
        [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rr(200 + i * 52, 210, 30, 100, 15, darken(back, 0.3))).join('') +
        rr(100, 362, 600, 136, 24, darken(back, 0.35)) +
        rr(100, 362, 600, 20, 10, '#000000', 'opacity="0.2"') +
        ports +
        circ(685, y, 13, '#a3a9b1') +
        circ(685, y, 8, '#0d0f12') +
        rr(330, 560, 140, 240, 20, ctx.lg([darken(back, 0.25), lighten(back, 0.1), darken(back, 0.2)], 0, 0, 1, 0))
      );
    }
  }
}

function dp(cx: number, cy: number, w: number): string {
  const h = w * 0.36;
  const pts = (s: number): [number, number][] => [
    [cx - (w / 2) * s, cy - (h / 2) * s],
    [cx + (w / 2) * s, cy - (h / 2) * s],
    [cx + (w / 2) * s, cy + (h / 2) * s],
    [cx - (w / 2) * s + h * 0.45, cy + (h / 2) * s],
    [cx - (w / 2) * s, cy + (h / 2) * s - h * 0.45],
  ];
  return (
    poly(pts(1), '#a3a9b1') +
    poly(pts(0.82), '#0f1114') +
    rr(cx - w * 0.3, cy - h * 0.15, w * 0.6, h * 0.2, 1, '#444a53')
  );
}

// ---------------------------------------------------------------------------------------------
// TV
// ---------------------------------------------------------------------------------------------

function tvFeet(ctx: Ctx, w: number, h: number): string {
  const legs = ctx.pick('legs', ['#c4c8ce', '#2b2d31', frameOf(ctx.col.primary)]);
  let out = '';
  for (const fx of [w * 0.12, w * 0.88]) {
    out += line(fx, h - 4, fx - 28, h + 50, darken(legs, 0.1), 9) + line(fx, h - 4, fx + 28, h + 50, legs, 9);
  }
  return out;
}

function tvFace(ctx: Ctx, w: number, h: number, feet: boolean): string {
  return (
    (feet ? tvFeet(ctx, w, h) : '') +
    rr(0, 0, w, h, 6, '#131417') +
    rr(0, h - 10, w, 10, 4, ctx.lg(['#2a2c31', '#0d0e10'])) +
    screen(ctx, 5, 5, w - 10, h - 15, 2, 'scene') +
    led(ctx, w / 2, h - 5, 1.8, ctx.col.accent)
  );
}

function remote(ctx: Ctx): string {
  const body = ctx.pick('remote', ['#1f2125', '#2b2e33', '#e9eaed']);
  const btn = body === '#e9eaed' ? '#c7cbd1' : '#3b3f46';
  let out =
    rr(-70, -300, 140, 600, 70, ctx.lg([lighten(body, 0.2), body, darken(body, 0.25)], 0, 0, 1, 0)) +
    rr(-62, -292, 124, 584, 62, 'none', 'stroke="#ffffff" stroke-opacity="0.1" stroke-width="2"') +
    circ(-30, -240, 14, '#d64545') +
    circ(30, -240, 10, btn) +
    circ(0, -120, 56, btn) +
    circ(0, -120, 56, 'none', `stroke="${darken(btn, 0.3)}" stroke-width="2"`) +
    circ(0, -120, 24, lighten(btn, 0.12)) +
    poly(
      [
        [0, -170],
        [-7, -160],
        [7, -160],
      ],
      '#ffffff',
      'opacity="0.5"',
    ) +
    poly(
      [
        [0, -70],
        [-7, -80],
        [7, -80],
      ],
      '#ffffff',
      'opacity="0.5"',
    );
  for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) out += rr(-45 + c * 34, -20 + r * 40, 24, 24, 12, btn);
  ['#e05252', '#3fb56b', '#e8c547', '#3b82f6'].forEach((c, i) => (out += rr(-52 + i * 27, 150, 20, 10, 5, c)));
  out += rr(-40, 190, 80, 28, 14, ctx.col.accent, 'opacity="0.9"');
  return out;
}

export function tv(ctx: Ctx): string {
  const [w, h] = [640, 360];
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 586, 330, 10) + g('translate(80 175)', tvFace(ctx, w, h, true));
    case 1: {
      const b = {
        front: tvFace(ctx, w, h, false),
        side: rr(0, 0, 14, h, 3, '#2a2c30'),
        top: rr(0, 0, w, 14, 3, '#3a3d42'),
        w,
        h,
        d: 14,
        sx: 0.84,
        k: -0.12,
        dx: 1,
        dy: -0.5,
      };
      const legs = ctx.pick('legs', ['#c4c8ce', '#2b2d31', frameOf(ctx.col.primary)]);
      let feet = '';
      for (const u of [w * 0.12, w * 0.88]) {
        const [px, py] = boxPoint(b, 400, 560, u, 4, 7);
        feet += line(px, py, px - 24, py + 52, darken(legs, 0.1), 9) + line(px, py, px + 30, py + 44, legs, 9);
      }
      return shadow(ctx, 400, 604, 300, 14) + feet + boxPlace(b, 400, 560);
    }
    case 2: {
      const back = '#2a2c31';
      let out = shadow(ctx, 400, 592, 320, 12);
      out += rr(80, 190, w, h, 6, ctx.lg([lighten(back, 0.08), back]));
      out += rr(190, 330, 420, 200, 20, ctx.lg([lighten(back, 0.12), darken(back, 0.12)]));
      for (let i = 0; i < 12; i++) out += rr(230 + i * 29, 360, 12, 50, 6, darken(back, 0.35));
      out += [0, 1, 2, 3]
        .map((i) => circ(330 + (i % 2) * 140, 440 + Math.floor(i / 2) * 60, 6, darken(back, 0.5)))
        .join('');
      out += rr(540, 430, 60, 90, 8, darken(back, 0.3)) + hdmi(570, 450, 34) + hdmi(570, 475, 34) + usbA(570, 500, 30);
      return out + g('translate(80 190)', tvFeet(ctx, w, h));
    }
    default:
      return (
        g(
          'translate(-80 -30) scale(1.6)',
          shadow(ctx, 400, 586, 330, 10) + g('translate(80 175)', tvFace(ctx, w, h, true)),
        ) + g('translate(560 520) rotate(22)', remote(ctx))
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Smart watch
// ---------------------------------------------------------------------------------------------

/** The watch's strap: the colour it is seen in (the case is a small metal part). */
export const strapOf = (ctx: Ctx) =>
  ctx.pick('strap', [ctx.col.primary, lighten(ctx.col.accent, 0.35), '#2b2d31', '#e8e2d6', ctx.vivid]);
const caseOf = (ctx: Ctx) => ctx.pick('case', ['#c9ccd1', '#2c2e33', '#dcc6b0', '#c9ccd1']);

function watchFace(ctx: Ctx, cx: number, cy: number): string {
  const cs = caseOf(ctx);
  const w = 230;
  const h = 272;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const acc = ctx.col.accent;
  const arc = (r: number, col: string, frac: number) =>
    `<circle cx="${cx - 52}" cy="${cy + 62}" r="${r}" fill="none" stroke="${col}" stroke-width="7" stroke-linecap="round" stroke-dasharray="${(2 * Math.PI * r * frac).toFixed(1)} 999" transform="rotate(-90 ${cx - 52} ${cy + 62})"/>` +
    `<circle cx="${cx - 52}" cy="${cy + 62}" r="${r}" fill="none" stroke="${col}" stroke-width="7" opacity="0.25"/>`;
  return (
    rr(x + w - 4, cy - 62, 18, 46, 7, ctx.lg([lighten(cs, 0.4), darken(cs, 0.3)])) +
    [0, 1, 2, 3, 4].map((i) => rr(x + w + 6, cy - 58 + i * 9, 6, 3, 1.5, darken(cs, 0.35))).join('') +
    rr(x + w - 4, cy + 10, 11, 52, 5, darken(cs, 0.15)) +
    rr(x, y, w, h, 64, metal(ctx, cs)) +
    rr(x + 7, y + 7, w - 14, h - 14, 58, '#050506') +
    `<text x="${cx}" y="${cy + 2}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="52" fill="#ffffff">12:30</text>` +
    rr(cx - 70, cy - 84, 70, 10, 5, acc) +
    rr(cx + 10, cy - 84, 40, 10, 5, '#5b6170') +
    arc(26, '#ff375f', 0.75) +
    arc(17, '#9cff3a', 0.6) +
    arc(8, '#27e0ff', 0.85) +
    circ(cx + 30, cy + 62, 20, lighten(acc, 0.1), 'opacity="0.9"') +
    circ(cx + 76, cy + 62, 20, '#2b2f38') +
    glare(ctx, x + 7, y + 7, w - 14, h - 14, 58, 0.16)
  );
}

function strap(ctx: Ctx, x: number, y: number, w: number, h: number, holes: boolean): string {
  const s = strapOf(ctx);
  let out = rr(x, y, w, h, 26, ctx.lg([darken(s, 0.2), lighten(s, 0.12), s, darken(s, 0.22)], 0, 0, 1, 0));
  if (holes) for (let i = 0; i < 5; i++) out += circ(x + w / 2, y + 110 + i * 34, 5.5, darken(s, 0.45));
  return out;
}

export function watch(ctx: Ctx): string {
  const cs = caseOf(ctx);
  switch (ctx.v) {
    case 0:
      return g(
        'translate(400 400) scale(1.2) translate(-400 -400)',
        rr(305, 40, 190, 720, 60, '#000000', `opacity="0.18" filter="${ctx.blur(14)}" transform="translate(10 16)"`) +
          strap(ctx, 305, -40, 190, 340, false) +
          strap(ctx, 305, 500, 190, 360, true) +
          watchFace(ctx, 400, 400),
      );
    case 1: {
      const s = strapOf(ctx);
      return (
        shadow(ctx, 400, 640, 200, 16) +
        path(
          'M292 300 C150 320 170 620 400 626 C630 620 650 320 508 300',
          'none',
          `stroke="${darken(s, 0.2)}" stroke-width="56" stroke-linecap="round"`,
        ) +
        path(
          'M292 300 C150 320 170 620 400 626 C630 620 650 320 508 300',
          'none',
          `stroke="${s}" stroke-width="44" stroke-linecap="round"`,
        ) +
        path(
          'M300 300 C175 320 190 600 400 606',
          'none',
          `stroke="#ffffff" stroke-opacity="0.18" stroke-width="8" stroke-linecap="round"`,
        ) +
        rr(536, 262, 22, 46, 8, ctx.lg([lighten(cs, 0.4), darken(cs, 0.3)], 0, 0, 1, 0)) +
        rr(270, 250, 270, 72, 30, ctx.lg([lighten(cs, 0.45), cs, darken(cs, 0.35)])) +
        rr(282, 240, 246, 22, 11, ctx.lg(['#3a3f48', '#0b0c0e'])) +
        rr(300, 243, 150, 4, 2, '#ffffff', 'opacity="0.35"') +
        rr(536, 300, 12, 26, 5, darken(cs, 0.2))
      );
    }
    case 2: {
      const s = strapOf(ctx);
      return (
        rr(305, 40, 190, 720, 60, '#000000', `opacity="0.18" filter="${ctx.blur(14)}" transform="translate(10 16)"`) +
        strap(ctx, 305, -40, 190, 340, true) +
        strap(ctx, 305, 500, 190, 360, false) +
        rr(315, 264, 170, 40, 10, darken(s, 0.3)) +
        rr(285, 264, 230, 272, 64, metal(ctx, cs)) +
        circ(400, 400, 98, ctx.lg(['#4a4f58', '#16181c'])) +
        circ(
          400,
          400,
          84,
          ctx.rg(
            [
              [0, '#3a3f4a'],
              [1, '#0e1013'],
            ],
            0.4,
            0.35,
            0.7,
          ),
        ) +
        ring(400, 400, 56, '#5e6672', 1.5) +
        ring(400, 400, 30, '#5e6672', 1.5) +
        led(ctx, 380, 380, 5, '#33d17a') +
        led(ctx, 420, 380, 5, '#33d17a') +
        led(ctx, 380, 420, 5, '#ff5a5a') +
        led(ctx, 420, 420, 5, '#33d17a') +
        circ(400, 400, 9, '#0a0b0d') +
        ell(370, 350, 40, 20, '#ffffff', 'opacity="0.15"')
      );
    }
    default:
      return zoom(
        strap(ctx, 305, -40, 190, 340, false) + strap(ctx, 305, 500, 190, 360, true) + watchFace(ctx, 400, 400),
        420,
        400,
        1.9,
      );
  }
}
