/** Audio, photo and games: headphones, speaker, camera, game console, gamepad. */
import {
  type BoxView,
  type Ctx,
  boxAt,
  circ,
  darken,
  ell,
  g,
  led,
  lens,
  lighten,
  lum,
  path,
  ring,
  rr,
  screen,
  shadow,
  usbA,
  usbC,
  zoom,
} from './kit';

const shade = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.32), c, darken(c, 0.28)], 0, 0, 1, 1);
const vshade = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.25), c, darken(c, 0.2)]);

// ---------------------------------------------------------------------------------------------
// Headphones (over-ear)
// ---------------------------------------------------------------------------------------------

/** The headphones' shell: the colour they are seen in. */
export const shellOf = (ctx: Ctx) => ctx.pick('shell', [ctx.dev, ctx.col.primary, '#1f2125', '#e9e6e0']);

function band(ctx: Ctx, d: string, col: string): string {
  return (
    path(d, 'none', `stroke="${darken(col, 0.25)}" stroke-width="40" stroke-linecap="round"`) +
    path(d, 'none', `stroke="${col}" stroke-width="32" stroke-linecap="round"`) +
    path(
      d,
      'none',
      `stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.25" transform="translate(0 -8)"`,
    )
  );
}

function headphones34(ctx: Ctx): string {
  const sh = shellOf(ctx);
  const a = ctx.col.accent;
  return (
    band(ctx, 'M262 410 C236 150 574 150 548 410', sh) +
    path('M286 380 C270 210 540 210 524 380', 'none', 'stroke="#2b2d31" stroke-width="18" stroke-linecap="round"') +
    rr(244, 372, 26, 70, 8, ctx.lg(['#e4e7eb', '#8f969f'], 0, 0, 1, 0)) +
    rr(534, 372, 26, 70, 8, ctx.lg(['#e4e7eb', '#8f969f'], 0, 0, 1, 0)) +
    // left cup, cushion side
    ell(258, 520, 78, 112, shade(ctx, sh)) +
    ell(276, 520, 60, 98, ctx.lg(['#3a3d44', '#17181b'], 0, 0, 1, 0)) +
    ell(282, 520, 34, 66, '#2b2d33') +
    ell(270, 480, 16, 30, '#ffffff', 'opacity="0.08"') +
    // right cup, outer shell
    ell(520, 522, 46, 106, '#1b1c1f') +
    ell(556, 522, 88, 114, shade(ctx, sh)) +
    ell(562, 522, 68, 92, 'none', `stroke="${a}" stroke-width="5" opacity="0.9"`) +
    ell(562, 522, 62, 86, vshade(ctx, lighten(sh, 0.08))) +
    ell(540, 480, 26, 38, '#ffffff', 'opacity="0.18"') +
    led(ctx, 622, 600, 2.5, a)
  );
}

export function headphones(ctx: Ctx): string {
  const sh = shellOf(ctx);
  const a = ctx.col.accent;
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 410, 650, 230, 14) + headphones34(ctx);
    case 1:
      return (
        shadow(ctx, 420, 690, 220, 14) +
        ell(560, 400, 74, 100, shade(ctx, darken(sh, 0.1))) +
        ell(540, 402, 52, 84, ctx.lg(['#3a3d44', '#17181b'], 0, 0, 1, 0)) +
        ell(536, 404, 28, 52, '#2b2d33') +
        band(ctx, 'M350 330 C330 90 560 60 566 300', sh) +
        path('M372 320 C360 130 540 110 548 300', 'none', 'stroke="#2b2d31" stroke-width="14" stroke-linecap="round"') +
        rr(340, 282, 24, 60, 8, ctx.lg(['#e4e7eb', '#8f969f'], 0, 0, 1, 0)) +
        ell(330, 488, 130, 176, '#1b1c1f') +
        ell(360, 488, 150, 180, shade(ctx, sh)) +
        ell(364, 490, 116, 144, 'none', `stroke="${a}" stroke-width="6"`) +
        ell(364, 490, 108, 136, vshade(ctx, lighten(sh, 0.06))) +
        ell(320, 420, 44, 62, '#ffffff', 'opacity="0.16"') +
        rr(504, 540, 10, 40, 5, darken(sh, 0.3)) +
        led(ctx, 500, 600, 3, a)
      );
    case 2: {
      const cup = (x: number, flip: number) =>
        g(
          `translate(${x} 0) scale(${flip} 1)`,
          rr(-110, 380, 84, 240, 42, shade(ctx, sh)) +
            rr(-34, 394, 46, 212, 22, ctx.lg(['#3a3d44', '#16171a'], 0, 0, 1, 0)) +
            rr(-104, 400, 12, 200, 6, a, 'opacity="0.85"'),
        );
      return (
        shadow(ctx, 400, 650, 250, 14) +
        band(ctx, 'M252 400 C230 110 570 110 548 400', sh) +
        path('M282 390 C266 170 534 170 518 390', 'none', 'stroke="#2b2d31" stroke-width="18" stroke-linecap="round"') +
        cup(290, 1) +
        cup(510, -1)
      );
    }
    default:
      return zoom(headphones34(ctx) + rr(638, 520, 12, 34, 5, darken(sh, 0.3)) + usbC(616, 622, 24), 570, 530, 1.9);
  }
}

// ---------------------------------------------------------------------------------------------
// Speaker (portable party box)
// ---------------------------------------------------------------------------------------------

const SPW = 320;
const SPH = 470;

function driver(ctx: Ctx, cx: number, cy: number, r: number, glow: boolean): string {
  const a = ctx.col.accent;
  return (
    (glow
      ? ring(cx, cy, r * 1.1, a, r * 0.1, `opacity="0.8" filter="${ctx.blur(r * 0.08)}"`) +
        ring(cx, cy, r * 1.08, lighten(a, 0.4), r * 0.03)
      : '') +
    circ(cx, cy, r, ctx.lg(['#2c2f35', '#0e0f11'])) +
    circ(cx, cy, r * 0.88, ctx.rg(['#1a1b1e', '#3a3d43', '#1a1b1e'], 0.5, 0.5, 0.5)) +
    circ(
      cx,
      cy,
      r * 0.76,
      ctx.rg(
        [
          [0, '#2a2c31'],
          [0.7, '#16171a'],
          [1, '#26282d'],
        ],
        0.45,
        0.4,
        0.6,
      ),
    ) +
    circ(cx, cy, r * 0.3, ctx.rg(['#5a5e66', '#1d1f23'], 0.4, 0.35, 0.6)) +
    circ(cx - r * 0.1, cy - r * 0.1, r * 0.08, '#ffffff', 'opacity="0.3"')
  );
}

export const speakerOf = (ctx: Ctx) => ctx.pick('spk', ['#1f2125', ctx.col.primary, '#2b2e34']);

function speakerFront(ctx: Ctx): string {
  const body = speakerOf(ctx);
  const mesh = ctx.pattern(9, 9, circ(4.5, 4.5, 2.2, '#000000'));
  return (
    rr(0, 0, SPW, SPH, 38, ctx.lg([lighten(body, 0.2), body, darken(body, 0.25)], 0, 0, 1, 0)) +
    rr(16, 56, SPW - 32, SPH - 74, 28, '#17181b') +
    rr(16, 56, SPW - 32, SPH - 74, 28, mesh, 'opacity="0.5"') +
    driver(ctx, SPW / 2, 150, 52, true) +
    driver(ctx, SPW / 2, 330, 112, true) +
    [0, 1, 2, 3].map((i) => circ(SPW / 2 - 48 + i * 32, 30, 8, lighten(body, 0.25))).join('') +
    led(ctx, SPW - 40, 30, 2.5, ctx.col.accent)
  );
}

export function speaker(ctx: Ctx): string {
  const body = speakerOf(ctx);
  const handle = (x: number, w: number) =>
    path(
      `M${x + w * 0.28} 8 C${x + w * 0.28} -70 ${x + w * 0.72} -70 ${x + w * 0.72} 8`,
      'none',
      `stroke="${darken(body, 0.2)}" stroke-width="22" stroke-linecap="round"`,
    );
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 644, 190, 14) + g('translate(240 170)', handle(0, SPW) + speakerFront(ctx));
    case 1: {
      const ribs = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rr(30, 60 + i * 48, 200, 18, 9, darken(body, 0.35))).join('');
      const b: BoxView = {
        front: speakerFront(ctx),
        side: rr(0, 0, 260, SPH, 30, ctx.lg([darken(body, 0.1), darken(body, 0.35)], 0, 0, 1, 0)) + ribs,
        top: rr(0, 0, SPW, 260, 30, ctx.lg([lighten(body, 0.2), body])) + rr(90, 100, 140, 50, 25, darken(body, 0.5)),
        w: SPW,
        h: SPH,
        d: 260,
        sx: 0.84,
        k: -0.1,
        dx: 0.5,
        dy: -0.22,
      };
      return boxAt(ctx, b, 400, 660);
    }
    case 2: {
      const mesh = ctx.pattern(9, 9, circ(4.5, 4.5, 2.2, '#000000'));
      return (
        shadow(ctx, 400, 644, 160, 14) +
        g(
          'translate(270 170)',
          handle(0, 260) +
            rr(0, 0, 260, SPH, 34, ctx.lg([lighten(body, 0.15), body, darken(body, 0.25)], 0, 0, 1, 0)) +
            rr(14, 50, 232, SPH - 70, 24, '#17181b') +
            rr(14, 50, 232, SPH - 70, 24, mesh, 'opacity="0.5"') +
            rr(60, 120, 140, 230, 20, darken(body, 0.2)) +
            usbC(130, 180, 40) +
            usbA(130, 230, 44) +
            circ(130, 280, 12, '#0d0f12') +
            circ(130, 320, 8, ctx.col.accent),
        )
      );
    }
    default:
      return zoom(g('translate(240 170)', speakerFront(ctx)), 400, 500, 2.2);
  }
}

// ---------------------------------------------------------------------------------------------
// Camera (mirrorless)
// ---------------------------------------------------------------------------------------------

const plateOf = (ctx: Ctx) => ctx.pick('plate', ['#c7cbd1', '#2a2c31', '#2a2c31']);
const TOP_PLATE =
  'M190 300 L190 262 C190 252 196 248 206 248 L330 248 L350 196 C353 190 358 188 365 188 L455 188 C462 188 467 190 470 196 L490 248 L600 248 C612 248 618 254 618 264 L618 300 Z';

function cameraFront(ctx: Ctx): string {
  const plate = plateOf(ctx);
  const leather = ctx.pattern(6, 6, circ(3, 3, 1.1, '#000000'));
  return (
    rr(200, 232, 50, 20, 8, ctx.lg(['#e4e7eb', '#7d848e'])) +
    rr(520, 234, 70, 18, 6, ctx.lg(['#4a4e56', '#1d1f23'])) +
    path(TOP_PLATE, ctx.lg([lighten(plate, 0.3), plate, darken(plate, 0.2)])) +
    rr(170, 280, 460, 250, 30, ctx.lg(['#2a2c31', '#16171a'])) +
    rr(170, 280, 460, 250, 30, leather, 'opacity="0.35"') +
    rr(170, 270, 112, 262, 40, ctx.lg(['#34373d', '#1a1b1e', '#101113'], 0, 0, 1, 0)) +
    rr(180, 300, 20, 200, 10, '#ffffff', 'opacity="0.06"') +
    circ(300, 310, 8, '#f2a65a', 'opacity="0.8"') +
    circ(420, 410, 134, ctx.lg(['#e9ecef', '#8f969f', '#d4d8dd'], 0, 0, 1, 1)) +
    circ(420, 410, 122, '#141518') +
    circ(420, 410, 116, 'none', 'stroke="#2c2f35" stroke-width="14" stroke-dasharray="3 4"') +
    ring(420, 410, 104, ctx.col.accent, 4) +
    lens(ctx, 420, 410, 96, '#2a2c31') +
    ell(380, 330, 30, 10, '#ffffff', 'opacity="0.15"')
  );
}

function cameraBack(ctx: Ctx): string {
  const plate = plateOf(ctx);
  const leather = ctx.pattern(6, 6, circ(3, 3, 1.1, '#000000'));
  return (
    rr(550, 232, 50, 20, 8, ctx.lg(['#e4e7eb', '#7d848e'])) +
    path(
      TOP_PLATE,
      ctx.lg([lighten(plate, 0.3), plate, darken(plate, 0.2)]),
      'transform="translate(800 0) scale(-1 1)"',
    ) +
    rr(170, 280, 460, 250, 30, ctx.lg(['#2a2c31', '#16171a'])) +
    rr(170, 280, 460, 250, 30, leather, 'opacity="0.3"') +
    rr(520, 270, 110, 262, 40, ctx.lg(['#101113', '#1a1b1e', '#34373d'], 0, 0, 1, 0)) +
    rr(350, 196, 100, 66, 18, '#0d0e10') +
    rr(366, 210, 68, 38, 10, ctx.lg(['#22262e', '#0a0b0d'])) +
    rr(196, 300, 300, 200, 14, '#0a0b0d') +
    screen(ctx, 206, 310, 280, 180, 6, 'scene') +
    circ(570, 420, 42, ctx.lg(['#3a3d43', '#1d1f23'])) +
    circ(570, 420, 16, '#4a4e56') +
    circ(540, 330, 12, '#3a3d43') +
    circ(590, 330, 12, '#3a3d43') +
    circ(570, 490, 10, '#3a3d43') +
    circ(592, 298, 6, ctx.col.accent)
  );
}

export function camera(ctx: Ctx): string {
  const plate = plateOf(ctx);
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 410, 560, 250, 14) + cameraFront(ctx);
    case 1:
      return shadow(ctx, 400, 560, 250, 14) + cameraBack(ctx);
    case 2:
      return (
        shadow(ctx, 380, 560, 250, 14) +
        path(
          'M438 256 L452 198 C453 194 456 192 460 192 L482 192 C486 192 489 194 490 198 L504 256 Z',
          ctx.lg([lighten(plate, 0.3), plate, darken(plate, 0.2)], 0, 0, 1, 0),
        ) +
        rr(430, 260, 150, 270, 26, ctx.lg(['#2a2c31', '#141518'], 0, 0, 1, 0)) +
        rr(430, 250, 150, 40, 16, ctx.lg([lighten(plate, 0.3), plate, darken(plate, 0.2)])) +
        rr(520, 238, 36, 14, 5, '#9aa1ab') +
        rr(580, 280, 14, 40, 6, '#6b7280') +
        rr(200, 300, 240, 220, 20, ctx.lg(['#3a3d43', '#141518', '#2a2c31'])) +
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => rr(240 + i * 8, 304, 4, 212, 2, '#0d0e10')).join('') +
        rr(330, 300, 6, 220, 3, ctx.col.accent) +
        rr(190, 310, 24, 200, 12, ctx.lg(['#5b6070', '#121420'])) +
        ell(196, 410, 8, 90, '#3a4a7a', 'opacity="0.7"')
      );
    default:
      return zoom(cameraFront(ctx), 420, 410, 2.5);
  }
}

// ---------------------------------------------------------------------------------------------
// Gamepad
// ---------------------------------------------------------------------------------------------

const PAD =
  'M0 -95 C60 -100 110 -105 160 -100 C215 -95 235 -70 250 -20 C268 40 275 120 245 150 C220 175 185 160 165 125 C150 100 135 70 110 60 C80 50 -80 50 -110 60 C-135 70 -150 100 -165 125 C-185 160 -220 175 -245 150 C-275 120 -268 40 -250 -20 C-235 -70 -215 -95 -160 -100 C-110 -105 -60 -100 0 -95 Z';

export const padOf = (ctx: Ctx) => ctx.pick('pad', ['#f2f3f5', '#1f2125', ctx.col.primary, '#1f2125']);

function stick(ctx: Ctx, x: number, y: number): string {
  return (
    circ(x, y, 40, '#141518') +
    circ(x, y + 3, 30, '#0b0c0d') +
    circ(x, y, 29, ctx.lg(['#4a4e56', '#1d1f23'])) +
    circ(x, y, 20, ctx.lg(['#1d1f23', '#3a3d43'])) +
    circ(x - 8, y - 9, 5, '#ffffff', 'opacity="0.18"')
  );
}

/** Top view centred on 0,0, about 520 × 270. */
function padTop(ctx: Ctx): string {
  const col = padOf(ctx);
  const dark = lum(col) > 0.6 ? '#2b2e34' : '#0f1012';
  const btn = lum(col) > 0.6 ? '#2f3238' : '#3a3d44';
  const face: [number, number, string][] = [
    [0, -34, '#4fbf6a'],
    [34, 0, '#e25555'],
    [-34, 0, '#4f8fe2'],
    [0, 34, '#f2c94c'],
  ];
  return (
    rr(-215, -118, 120, 34, 16, darken(col, 0.3)) +
    rr(95, -118, 120, 34, 16, darken(col, 0.3)) +
    path(PAD, ctx.lg([lighten(col, 0.25), col, darken(col, 0.18)])) +
    path(
      'M-240 -10 C-255 50 -255 110 -235 140',
      'none',
      `stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.15"`,
    ) +
    stick(ctx, -128, -22) +
    circ(-62, 48, 44, darken(col, 0.08)) +
    rr(-74, 14, 24, 68, 5, ctx.lg([lighten(dark, 0.25), dark])) +
    rr(-96, 36, 68, 24, 5, ctx.lg([lighten(dark, 0.25), dark])) +
    circ(130, -22, 58, darken(col, 0.08)) +
    face
      .map(
        ([x, y, c]) =>
          circ(130 + x, -22 + y + 2, 16, '#000000', 'opacity="0.3"') +
          circ(130 + x, -22 + y, 16, ctx.lg([lighten(btn, 0.2), btn])) +
          circ(130 + x, -22 + y, 6.5, c, 'opacity="0.95"'),
      )
      .join('') +
    stick(ctx, 62, 48) +
    circ(0, -40, 20, ctx.col.accent, `opacity="0.6" filter="${ctx.blur(5)}"`) +
    circ(0, -40, 16, ctx.lg([lighten(dark, 0.3), dark])) +
    circ(0, -40, 7, lighten(ctx.col.accent, 0.3)) +
    rr(-46, -12, 18, 10, 5, btn) +
    rr(28, -12, 18, 10, 5, btn) +
    rr(-30, -90, 60, 5, 2.5, ctx.col.accent, 'opacity="0.9"')
  );
}

function padExtruded(ctx: Ctx, t: string): string {
  const col = padOf(ctx);
  return (
    g(t + ' translate(0 26)', path(PAD, darken(col, 0.35))) +
    g(t + ' translate(0 14)', path(PAD, darken(col, 0.2))) +
    g(t, padTop(ctx))
  );
}

export function gamepad(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 560, 300, 26, 0.25) + g('translate(400 400) scale(1.3)', padTop(ctx));
    case 1:
      return shadow(ctx, 400, 560, 330, 36, 0.3) + padExtruded(ctx, 'translate(400 430) rotate(-10) scale(1.3 0.82)');
    case 2: {
      const t = 'translate(410 470) rotate(12) scale(1.2 0.8)';
      const cord = 'M0 -100 C0 -200 -60 -260 -160 -300 C-260 -340 -300 -420 -300 -520';
      return (
        shadow(ctx, 410, 590, 320, 34, 0.28) +
        g(
          t,
          path(cord, 'none', 'stroke="#2b2d31" stroke-width="12" stroke-linecap="round"') +
            rr(-14, -130, 28, 40, 6, '#3a3d43'),
        ) +
        padExtruded(ctx, t)
      );
    }
    default:
      return zoom(g('translate(400 400) scale(1.3)', padTop(ctx)), 520, 390, 2.3);
  }
}

// ---------------------------------------------------------------------------------------------
// Game console
// ---------------------------------------------------------------------------------------------

export const consoleOf = (ctx: Ctx) => ctx.pick('console', ['#f2f3f5', '#1c1d21', '#1c1d21']);

function consoleFront(ctx: Ctx, w: number, h: number): string {
  const c = consoleOf(ctx);
  const slot = lum(c) > 0.5 ? '#c3c8cf' : '#07080a';
  return (
    rr(0, 0, w, h, 14, ctx.lg([lighten(c, 0.15), c, darken(c, 0.15)])) +
    rr(30, h * 0.35, w * 0.5, 5, 2.5, slot) +
    rr(0, h - 16, w, 5, 2, ctx.col.accent, `opacity="0.85"`) +
    rr(0, h - 16, w, 5, 2, ctx.col.accent, `opacity="0.6" filter="${ctx.blur(4)}"`) +
    circ(w - 46, h * 0.38, 13, lum(c) > 0.5 ? '#dfe2e6' : '#2a2c31') +
    circ(w - 46, h * 0.38, 5, lighten(ctx.col.accent, 0.3)) +
    usbA(w - 120, h * 0.62, 34) +
    usbC(w - 170, h * 0.62, 30)
  );
}

function consoleTop(ctx: Ctx, w: number, d: number): string {
  const c = consoleOf(ctx);
  return (
    rr(0, 0, w, d, 14, ctx.lg([lighten(c, 0.2), c])) +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => rr(w * 0.55 + i * 18, 40, 8, d - 80, 4, darken(c, 0.25))).join('')
  );
}

export function gameConsole(ctx: Ctx): string {
  const c = consoleOf(ctx);
  const side = (d: number, h: number) =>
    rr(0, 0, d, h, 12, ctx.lg([darken(c, 0.1), darken(c, 0.3)], 0, 0, 1, 0)) +
    [0, 1, 2, 3, 4, 5].map((i) => rr(30 + i * 30, 20, 10, h - 40, 5, darken(c, 0.4))).join('');
  const pad = (t: string) => g(t, padTop(ctx));
  switch (ctx.v) {
    case 0:
      return (
        boxAt(
          ctx,
          {
            front: consoleFront(ctx, 520, 120),
            top: consoleTop(ctx, 520, 340),
            w: 520,
            h: 120,
            d: 340,
            sx: 1,
            k: 0,
            dx: 0,
            dy: -0.32,
          },
          400,
          470,
        ) +
        shadow(ctx, 520, 640, 170, 16) +
        pad('translate(520 600) rotate(-8) scale(0.62)')
      );
    case 1:
      return (
        boxAt(
          ctx,
          {
            front: consoleFront(ctx, 520, 120),
            side: side(340, 120),
            top: consoleTop(ctx, 520, 340),
            w: 520,
            h: 120,
            d: 340,
            sx: 0.82,
            k: -0.12,
            dx: 0.5,
            dy: -0.3,
          },
          420,
          520,
        ) +
        shadow(ctx, 250, 660, 150, 14) +
        pad('translate(250 620) rotate(12) scale(0.55)')
      );
    case 2: {
      const a = ctx.col.accent;
      const top =
        rr(0, 0, 200, 200, 16, ctx.lg([lighten(c, 0.2), c])) +
        circ(100, 100, 80, '#0b0c0e') +
        circ(100, 100, 64, ctx.rg([a, darken(a, 0.5)])) +
        [0, 1, 2, 3, 4, 5, 6].map((i) => rr(40, 52 + i * 14, 120, 5, 2.5, '#0b0c0e')).join('');
      const front =
        rr(0, 0, 200, 470, 16, ctx.lg([lighten(c, 0.15), c, darken(c, 0.2)], 0, 0, 1, 0)) +
        circ(40, 40, 12, lum(c) > 0.5 ? '#dfe2e6' : '#2a2c31') +
        circ(40, 40, 4.5, lighten(a, 0.3)) +
        rr(30, 90, 5, 120, 2.5, lum(c) > 0.5 ? '#c3c8cf' : '#07080a') +
        usbA(60, 430, 30);
      return (
        boxAt(
          ctx,
          { front, side: side(200, 470), top, w: 200, h: 470, d: 200, sx: 0.9, k: -0.1, dx: 0.55, dy: -0.3 },
          330,
          650,
        ) +
        shadow(ctx, 570, 660, 140, 14) +
        pad('translate(570 625) rotate(-14) scale(0.5)')
      );
    }
    default:
      return zoom(g('translate(140 340)', consoleFront(ctx, 520, 120)), 140 + 420, 340 + 60, 3);
  }
}
