/** Accessories and peripherals: power bank, charger, router, printer, mouse, keyboard. */
import {
  type BoxView,
  type Ctx,
  alongWidth,
  boxAt,
  boxPoint,
  circ,
  darken,
  ell,
  ethernet,
  extrude,
  g,
  keyBlock,
  keyBlockHeight,
  keyCap,
  led,
  lighten,
  lum,
  path,
  poly,
  rr,
  screen,
  shadow,
  usbA,
  usbC,
  zoom,
} from './kit';

const vshade = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.22), c, darken(c, 0.2)]);
const hshade = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.2), c, darken(c, 0.22)], 0, 0, 1, 0);

/** A USB-C plug with cable; the cable leaves along the path d (starting at the plug's back). */
function cable(ctx: Ctx, d: string, col = '#eceef1'): string {
  return (
    path(d, 'none', `stroke="${darken(col, 0.25)}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`) +
    path(d, 'none', `stroke="${col}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`)
  );
}

// ---------------------------------------------------------------------------------------------
// Power bank
// ---------------------------------------------------------------------------------------------

export const bankOf = (ctx: Ctx) => ctx.pick('bank', [ctx.dev, '#1f2125', '#f2f3f5', ctx.col.primary]);

function bankFace(ctx: Ctx, w: number, h: number, r = 34): string {
  const c = bankOf(ctx);
  const ink = lum(c) > 0.6 ? '#3a3d43' : '#e5e7eb';
  const a = ctx.col.accent;
  const gx = w / 2;
  return (
    rr(0, 0, w, h, r, hshade(ctx, c)) +
    rr(10, 10, w - 20, h * 0.45, r - 8, '#ffffff', 'opacity="0.07"') +
    rr(gx - 26, h * 0.3, 52, 90, 10, 'none', `stroke="${ink}" stroke-width="5" opacity="0.55"`) +
    rr(gx - 10, h * 0.3 - 9, 20, 9, 3, ink, 'opacity="0.55"') +
    poly(
      [
        [gx + 6, h * 0.3 + 14],
        [gx - 14, h * 0.3 + 50],
        [gx - 1, h * 0.3 + 50],
        [gx - 7, h * 0.3 + 78],
        [gx + 14, h * 0.3 + 40],
        [gx + 1, h * 0.3 + 40],
      ],
      a,
    ) +
    [0, 1, 2, 3].map((i) => led(ctx, gx - 36 + i * 24, h - 64, 4, a, i < 3)).join('')
  );
}

function bankEnd(ctx: Ctx, w: number, h: number): string {
  const c = bankOf(ctx);
  return (
    rr(0, 0, w, h, h / 2.4, vshade(ctx, darken(c, 0.06))) +
    usbC(w * 0.3, h / 2, 60) +
    usbA(w * 0.52, h / 2, 66, ctx.col.accent) +
    usbC(w * 0.74, h / 2, 60)
  );
}

export function powerbank(ctx: Ctx): string {
  const c = bankOf(ctx);
  const [w, h] = [250, 420];
  switch (ctx.v) {
    case 0:
      return (
        shadow(ctx, 400, 622, 150, 14) +
        cable(ctx, 'M400 150 C400 90 460 70 560 80 C640 88 700 60 760 20') +
        rr(386, 138, 28, 52, 8, vshade(ctx, '#d9dce1')) +
        g(`translate(${400 - w / 2} 190)`, bankFace(ctx, w, h))
      );
    case 1: {
      const t = `translate(${360 - w / 2} 200) rotate(-6 ${w / 2} ${h / 2})`;
      return (
        shadow(ctx, 400, 640, 170, 16) +
        g(
          t,
          extrude(ctx, (fill) => rr(0, 0, w, h, 34, fill), 44, -30, c) +
            rr(w + 30, 120, 10, 50, 5, darken(c, 0.45)) +
            bankFace(ctx, w, h),
        )
      );
    }
    case 2: {
      const b: BoxView = {
        front: bankEnd(ctx, 520, 130),
        top:
          rr(0, 0, 520, 840, 60, ctx.lg([lighten(c, 0.2), darken(c, 0.15)])) +
          rr(40, 80, 440, 60, 30, '#ffffff', 'opacity="0.12"'),
        w: 520,
        h: 130,
        d: 840,
        sx: 1,
        k: 0,
        dx: 0,
        dy: -0.13,
      };
      return (
        boxAt(ctx, b, 400, 560) +
        cable(ctx, 'M208 490 C208 600 260 650 400 680 C520 706 640 690 800 700') +
        rr(192, 470, 32, 50, 8, vshade(ctx, '#e3e6ea'))
      );
    }
    default:
      return zoom(g(`translate(${400 - w / 2} 190)`, bankFace(ctx, w, h)), 400, 190 + h * 0.62, 2.3);
  }
}

// ---------------------------------------------------------------------------------------------
// Charger (wall plug, USB-C)
// ---------------------------------------------------------------------------------------------

export const chargerOf = (ctx: Ctx) => ctx.pick('charger', ['#f4f5f7', '#f4f5f7', '#1f2125', ctx.dev]);
const pinFill = (ctx: Ctx) => ctx.lg(['#f4f6f8', '#aab1ba', '#6f767f']);

function chargerPorts(ctx: Ctx, s: number): string {
  const c = chargerOf(ctx);
  return (
    rr(0, 0, s, s, 40, hshade(ctx, c)) +
    usbC(s / 2, s * 0.4, s * 0.3) +
    usbA(s / 2, s * 0.64, s * 0.32, ctx.col.accent) +
    led(ctx, s / 2, s * 0.18, 2.5, ctx.col.accent)
  );
}

export function charger(ctx: Ctx): string {
  const c = chargerOf(ctx);
  const s = 220;
  switch (ctx.v) {
    case 0: {
      const plug =
        rr(0, 0, 170, s, 36, hshade(ctx, darken(c, 0.12))) +
        circ(85, s / 2, 62, darken(c, 0.2)) +
        circ(85, s / 2, 56, darken(c, 0.12));
      const b: BoxView = {
        front: chargerPorts(ctx, s),
        side: plug,
        top: rr(0, 0, s, 170, 36, vshade(ctx, lighten(c, 0.1))),
        w: s,
        h: s,
        d: 170,
        sx: 0.8,
        k: -0.16,
        dx: 0.75,
        dy: -0.3,
      };
      let pins = '';
      for (const up of [s / 2 + 30, s / 2 - 30]) {
        const [px, py] = boxPoint(b, 360, 600, s, up, 85);
        pins += g(alongWidth(b, px, py), rr(-4, -13, 130, 26, 13, pinFill(ctx)));
      }
      return boxAt(ctx, b, 360, 600) + pins;
    }
    case 1:
      return (
        shadow(ctx, 420, 580, 200, 12) +
        rr(190, 368, 150, 26, 13, pinFill(ctx)) +
        rr(190, 426, 150, 26, 13, pinFill(ctx)) +
        rr(300, 330, 44, 160, 16, hshade(ctx, darken(c, 0.15))) +
        rr(330, 300, 220, 220, 40, vshade(ctx, c)) +
        rr(340, 310, 200, 40, 20, '#ffffff', 'opacity="0.2"') +
        cable(ctx, 'M600 410 C680 410 700 470 690 560 C684 620 720 660 790 680') +
        rr(544, 394, 64, 32, 10, vshade(ctx, '#e3e6ea'))
      );
    case 2: {
      let coil = '';
      for (let i = 0; i < 4; i++)
        coil +=
          ell(
            560,
            520 - i * 6,
            120 - i * 6,
            56 - i * 3,
            'none',
            `stroke="${darken('#eceef1', 0.25)}" stroke-width="14"`,
          ) + ell(560, 520 - i * 6, 120 - i * 6, 56 - i * 3, 'none', 'stroke="#eceef1" stroke-width="10"');
      return g(
        'translate(400 560) scale(1.3) translate(-400 -540)',
        shadow(ctx, 270, 622, 130, 12) +
          shadow(ctx, 560, 580, 140, 14, 0.2) +
          coil +
          cable(ctx, 'M440 520 C420 560 400 600 380 606') +
          g(
            'translate(440 470) rotate(-30)',
            rr(0, 0, 70, 30, 10, vshade(ctx, '#e3e6ea')) + rr(70, 7, 22, 16, 5, '#aab1ba'),
          ) +
          g(`translate(160 400)`, chargerPorts(ctx, s)),
      );
    }
    default:
      return zoom(g('translate(290 290)', chargerPorts(ctx, s)), 290 + s / 2, 290 + s * 0.45, 3.2);
  }
}

// ---------------------------------------------------------------------------------------------
// Router
// ---------------------------------------------------------------------------------------------

const routerOf = (ctx: Ctx) => ctx.pick('router', ['#1f2125', '#f2f3f5', '#1f2125']);
const RW = 480;
const RH = 80;
const RD = 300;

function antenna(ctx: Ctx, x: number, y: number, tilt: number): string {
  const c = routerOf(ctx);
  return g(
    `rotate(${tilt} ${x} ${y})`,
    rr(x - 16, y - 250, 32, 250, 16, hshade(ctx, c)) +
      rr(x - 10, y - 244, 8, 230, 4, '#ffffff', 'opacity="0.12"') +
      rr(x - 20, y - 30, 40, 34, 10, hshade(ctx, darken(c, 0.12))),
  );
}

function routerFront(ctx: Ctx): string {
  const c = routerOf(ctx);
  const cols = ['#35d07f', '#35d07f', ctx.col.accent, ctx.col.accent, '#35d07f', '#f2b441'];
  return (
    rr(0, 0, RW, RH, 16, vshade(ctx, c)) +
    rr(0, RH - 12, RW, 4, 2, ctx.col.accent, 'opacity="0.7"') +
    cols.map((col, i) => led(ctx, 120 + i * 44, RH / 2 - 4, 4, col, i !== 4 || ctx.rand('led') > 0.5)).join('')
  );
}

function routerBack(ctx: Ctx): string {
  const c = routerOf(ctx);
  let out = rr(0, 0, RW, RH, 16, vshade(ctx, c));
  out += ethernet(70, RH / 2, 44, '#3b82f6');
  for (let i = 0; i < 4; i++) out += ethernet(140 + i * 56, RH / 2, 44, '#f4c542');
  out +=
    usbA(380, RH / 2, 42) +
    circ(430, RH / 2, 12, '#0d0f12') +
    circ(430, RH / 2, 4, '#9aa1ab') +
    circ(462, RH / 2, 5, '#d64545');
  return out;
}

function routerTop(ctx: Ctx): string {
  const c = routerOf(ctx);
  let out = rr(0, 0, RW, RD, 16, ctx.lg([lighten(c, 0.14), c]));
  for (let i = 0; i < 14; i++) out += rr(60 + i * 26, 60, 10, RD - 120, 5, darken(c, 0.3));
  return out;
}

function routerScene(ctx: Ctx, front: string, b0: Partial<BoxView>, floor: number): string {
  const b: BoxView = {
    front,
    top: routerTop(ctx),
    side: rr(0, 0, RD, RH, 16, hshade(ctx, darken(routerOf(ctx), 0.2))),
    w: RW,
    h: RH,
    d: RD,
    ...b0,
  };
  let ant = '';
  [0.12, 0.38, 0.62, 0.88].forEach((u, i) => {
    const [x, y] = boxPoint(b, 400, floor, RW * u, RH - 10, RD - 8);
    ant += antenna(ctx, x, y, [-12, -4, 4, 12][i]);
  });
  return ant + boxAt(ctx, b, 400, floor);
}

export function router(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return routerScene(ctx, routerFront(ctx), { sx: 1, k: 0, dx: 0, dy: -0.32 }, 600);
    case 1:
      return routerScene(ctx, routerBack(ctx), { sx: 1, k: 0, dx: 0, dy: -0.32 }, 600);
    case 2:
      return routerScene(ctx, routerFront(ctx), { sx: 0.82, k: -0.12, dx: 0.55, dy: -0.3 }, 630);
    default:
      return zoom(g('translate(160 400)', routerBack(ctx)), 160 + 250, 400 + RH / 2, 2.6);
  }
}

// ---------------------------------------------------------------------------------------------
// Printer
// ---------------------------------------------------------------------------------------------

const printerOf = (ctx: Ctx) => ctx.pick('printer', ['#f2f3f5', '#f2f3f5', '#2b2e34']);
const PW = 480;
const PH = 230;
const PD = 340;

function printerFront(ctx: Ctx): string {
  const c = printerOf(ctx);
  const d = darken(c, 0.3);
  return (
    rr(0, 0, PW, PH, 14, vshade(ctx, c)) +
    rr(0, 0, PW, 40, 12, ctx.lg([lighten(c, 0.2), darken(c, 0.05)])) +
    rr(40, 78, 300, 16, 8, '#15171a') +
    rr(30, 150, 330, 64, 10, ctx.lg([lighten(c, 0.08), darken(c, 0.1)]), `stroke="${d}" stroke-width="1.5"`) +
    rr(140, 162, 110, 10, 5, d) +
    rr(372, 64, 88, 60, 8, '#101114') +
    screen(ctx, 377, 69, 78, 50, 4) +
    [0, 1, 2].map((i) => circ(388 + i * 28, 148, 9, i === 1 ? ctx.vivid : darken(c, 0.2))).join('') +
    led(ctx, 444, 190, 3, '#35d07f')
  );
}

function printerTop(ctx: Ctx, open: boolean): string {
  const c = printerOf(ctx);
  if (open)
    return (
      rr(0, 0, PW, PD, 14, ctx.lg([lighten(c, 0.1), darken(c, 0.1)])) +
      rr(30, 40, PW - 60, PD - 70, 8, ctx.lg(['#d4ecf7', '#8fb8cc'], 0, 0, 1, 1)) +
      rr(30, 40, PW - 60, 30, 4, '#ffffff', 'opacity="0.35"')
    );
  return (
    rr(0, 0, PW, PD, 14, ctx.lg([lighten(c, 0.2), c])) +
    rr(14, 14, PW - 28, PD - 28, 10, 'none', `stroke="${darken(c, 0.15)}" stroke-width="2"`) +
    rr(PW / 2 - 50, 20, 100, 12, 6, darken(c, 0.2))
  );
}

/** A printed sheet with a colourful picture (no text). */
function sheet(ctx: Ctx, w: number, h: number): string {
  return (
    rr(0, 0, w, h, 2, '#ffffff') +
    screen(ctx, w * 0.1, h * 0.12, w * 0.8, h * 0.55, 2, 'scene') +
    rr(w * 0.1, h * 0.74, w * 0.8, h * 0.05, 2, '#dfe3e8') +
    rr(w * 0.1, h * 0.84, w * 0.55, h * 0.05, 2, '#dfe3e8')
  );
}

function printerScene(ctx: Ctx, b0: Partial<BoxView>, open: boolean): string {
  const b: BoxView = {
    front: printerFront(ctx),
    top: printerTop(ctx, open),
    side: rr(0, 0, PD, PH, 14, hshade(ctx, darken(printerOf(ctx), 0.15))),
    w: PW,
    h: PH,
    d: PD,
    ...b0,
  };
  const floor = 640;
  // paper stack standing at the back
  const [bx, by] = boxPoint(b, 400, floor, 80, PH, PD - 30);
  const paper = g(
    alongWidth(b, bx, by),
    g(
      'skewX(-14)',
      rr(0, -130, 300, 130, 3, '#ffffff', 'stroke="#d5d9de" stroke-width="2"') +
        rr(-6, -16, 312, 16, 4, darken(printerOf(ctx), 0.2)),
    ),
  );
  // output tray with a printed page, sliding out of the slot towards the viewer
  const [ox, oy] = boxPoint(b, 400, floor, 50, PH - 94, 0);
  const tray = g(
    alongWidth(b, ox, oy),
    g(
      'matrix(1 0 -0.35 0.3 0 0)',
      rr(0, 0, 280, 200, 6, darken(printerOf(ctx), 0.12)) + g('translate(20 0)', sheet(ctx, 240, 180)),
    ),
  );
  let lid = '';
  if (open) {
    const [lx, ly] = boxPoint(b, 400, floor, 0, PH, PD);
    lid = g(
      alongWidth(b, lx, ly),
      g(
        'matrix(1 0 0.1 -0.62 0 0)',
        rr(0, 0, PW, PD * 0.9, 14, ctx.lg([darken(printerOf(ctx), 0.1), printerOf(ctx)])) +
          rr(20, 20, PW - 40, PD * 0.9 - 40, 8, '#ffffff', 'opacity="0.65"'),
      ),
    );
  }
  return (open ? lid : paper) + boxAt(ctx, b, 400, floor) + tray;
}

export function printer(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return printerScene(ctx, { sx: 1, k: 0, dx: 0, dy: -0.34 }, false);
    case 1:
      return printerScene(ctx, { sx: 0.82, k: -0.1, dx: 0.5, dy: -0.36 }, false);
    case 2:
      return printerScene(ctx, { sx: 0.9, k: -0.06, dx: 0.3, dy: -0.4 }, true);
    default:
      return zoom(g('translate(160 300)', printerFront(ctx)), 160 + 410, 300 + 110, 3);
  }
}

// ---------------------------------------------------------------------------------------------
// Mouse
// ---------------------------------------------------------------------------------------------

const MOUSE =
  'M400 220 C478 220 516 290 516 380 C516 500 476 580 400 580 C324 580 284 500 284 380 C284 290 322 220 400 220 Z';
export const mouseOf = (ctx: Ctx) => ctx.pick('mouse', ['#1f2125', '#f2f3f5', ctx.dev, ctx.col.primary]);

function mouseTop(ctx: Ctx): string {
  const c = mouseOf(ctx);
  const line = lum(c) > 0.5 ? darken(c, 0.25) : '#0b0c0e';
  return (
    path(MOUSE, ctx.rg([lighten(c, 0.35), c, darken(c, 0.25)], 0.45, 0.55, 0.65)) +
    path('M400 222 L400 352', 'none', `stroke="${line}" stroke-width="3"`) +
    path('M292 340 C340 356 460 356 508 340', 'none', `stroke="${line}" stroke-width="3"`) +
    rr(388, 262, 24, 60, 12, '#111214') +
    [0, 1, 2, 3, 4, 5].map((i) => rr(392, 268 + i * 9, 16, 4, 2, '#3a3d43')).join('') +
    rr(394, 334, 12, 12, 4, darken(c, 0.3)) +
    path(
      'M300 430 C300 500 330 560 400 572',
      'none',
      `stroke="${ctx.col.accent}" stroke-width="5" stroke-linecap="round" opacity="0.85"`,
    ) +
    ell(360, 300, 36, 22, '#ffffff', 'opacity="0.18"')
  );
}

export function mouse(ctx: Ctx): string {
  const c = mouseOf(ctx);
  switch (ctx.v) {
    case 0:
      return (
        shadow(ctx, 404, 420, 150, 190, 0.22) + g('translate(400 400) scale(1.2) translate(-400 -400)', mouseTop(ctx))
      );
    case 1:
      return (
        shadow(ctx, 400, 556, 260, 14) +
        path(
          'M150 550 C150 470 230 400 380 392 C520 386 640 430 660 520 C664 540 654 552 634 552 L172 552 C158 552 150 552 150 550 Z',
          ctx.lg([lighten(c, 0.3), c, darken(c, 0.3)]),
        ) +
        path('M172 540 L640 540', 'none', `stroke="${darken(c, 0.4)}" stroke-width="10" stroke-linecap="round"`) +
        rr(216, 408, 44, 24, 10, '#111214', 'transform="rotate(-16 238 420)"') +
        rr(320, 456, 60, 18, 9, darken(c, 0.25)) +
        rr(390, 456, 60, 18, 9, darken(c, 0.25)) +
        path(
          'M200 500 C300 470 480 470 600 500',
          'none',
          `stroke="${ctx.col.accent}" stroke-width="5" stroke-linecap="round" opacity="0.85"`,
        ) +
        ell(380, 420, 120, 16, '#ffffff', 'opacity="0.15"')
      );
    case 2: {
      const t = 'translate(400 400) rotate(-24) scale(1.2 0.72) translate(-400 -400)';
      const side = [40, 32, 24, 16, 8]
        .map((dy) => g(`translate(0 ${dy})`, g(t, path(MOUSE, dy === 40 ? darken(c, 0.45) : darken(c, 0.25)))))
        .join('');
      return shadow(ctx, 410, 470, 240, 80, 0.25) + side + g(t, mouseTop(ctx));
    }
    default:
      return zoom(mouseTop(ctx), 400, 300, 2.8);
  }
}

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

const kbCase = (ctx: Ctx) => ctx.pick('kbcase', ['#1f2125', '#e9eaed', '#2b2e34', ctx.dev]);

/** Full keyboard seen from above, local coords 0..720 × 0..h. */
function keyboardTop(ctx: Ctx): [string, number] {
  const c = kbCase(ctx);
  const key = lum(c) > 0.55 ? '#fbfbfc' : '#2d3036';
  const glow = ctx.rand('rgb') > 0.5 && lum(c) < 0.4;
  const mw = 520;
  const kh = keyBlockHeight(mw);
  const h = kh + 48;
  const u = mw / 15;
  let out = rr(0, 0, 720, h, 18, ctx.lg([lighten(c, 0.15), c, darken(c, 0.2)]));
  if (glow) out += rr(24, 24, 672, kh, 10, ctx.col.accent, `opacity="0.55" filter="${ctx.blur(10)}"`);
  out += keyBlock(ctx, 24, 24, mw, key, true, ctx.vivid);
  for (let r = 0; r < 5; r++)
    for (let col = 0; col < 4; col++) {
      const tall = col === 3 && (r === 1 || r === 3);
      if (col === 3 && (r === 2 || r === 4)) continue;
      out += keyCap(
        ctx,
        24 + mw + 20 + col * u + u * 0.06,
        24 + u * 0.62 + r * u + u * 0.06,
        u * 0.88,
        (tall ? 2 : 1) * u - u * 0.12,
        key,
        true,
      );
    }
  out += [0, 1, 2].map((i) => led(ctx, 600 + i * 26, 18 + u * 0.31, 2.2, ctx.col.accent, i !== 1)).join('');
  return [out, h];
}

export function keyboard(ctx: Ctx): string {
  const c = kbCase(ctx);
  const [top, h] = keyboardTop(ctx);
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 400 + h / 2 - 4, 370, 20, 0.25) + g(`translate(40 ${400 - h / 2})`, top);
    case 1: {
      const x0 = 40 + 0.16 * h;
      const m = (dy: number) =>
        `translate(400 400) scale(0.94) translate(-400 -400) matrix(1 0 -0.32 0.6 ${x0} ${400 - h * 0.3 + dy})`;
      return (
        shadow(ctx, 400, 420 + h * 0.3, 370, 26, 0.3) + g(m(16), rr(0, 0, 720, h, 18, darken(c, 0.35))) + g(m(0), top)
      );
    }
    case 2: {
      let caps = '';
      const capCol = lum(c) > 0.55 ? '#f4f5f7' : '#34373d';
      for (let i = 0; i < 7; i++) {
        const x = 168 + i * 66;
        const base = 456 - (x + 28 - 150) * 0.072;
        caps += g(
          `rotate(-4 ${x + 28} ${base})`,
          rr(x, base - 30, 56, 34, 7, darken(capCol, 0.25)) +
            rr(x + 4, base - 30, 48, 24, 6, ctx.lg([lighten(capCol, 0.15), capCol])),
        );
      }
      return g(
        'translate(400 480) scale(1.3) translate(-400 -480)',
        shadow(ctx, 400, 500, 300, 10) +
          caps +
          poly(
            [
              [150, 492],
              [650, 492],
              [650, 420],
              [150, 456],
            ],
            ctx.lg([lighten(c, 0.2), darken(c, 0.2)]),
          ) +
          rr(150, 486, 500, 8, 4, darken(c, 0.4)) +
          rr(600, 492, 40, 14, 4, '#1b1c1f') +
          rr(170, 492, 40, 8, 4, '#1b1c1f'),
      );
    }
    default:
      return zoom(g(`translate(40 ${400 - h / 2})`, top), 40 + 360, 400 - h / 2 + h * 0.55, 2.2);
  }
}
