/** Small appliances: kettle, blender, vacuum cleaner, iron, hair dryer. */
import {
  type Ctx,
  circ,
  darken,
  ell,
  g,
  knob,
  led,
  lighten,
  line,
  lum,
  mix,
  path,
  poly,
  ring,
  rr,
  shadow,
  zoom,
} from './kit';

/** Cylindrical shading across a body. */
const cyl = (ctx: Ctx, c: string) => ctx.lg([darken(c, 0.18), lighten(c, 0.28), c, darken(c, 0.22)], 0, 0, 1, 0);
const soft = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.25), c, darken(c, 0.18)]);
/** Trim colour that contrasts with the body. */
const trimOf = (ctx: Ctx, body: string) =>
  lum(body) > 0.7 ? (lum(ctx.vivid) < 0.7 ? ctx.vivid : '#2d3036') : lum(body) < 0.25 ? ctx.vivid : '#2d3036';

// ---------------------------------------------------------------------------------------------
// Kettle
// ---------------------------------------------------------------------------------------------

const KETTLE_BODY =
  'M285 600 C262 600 258 585 260 560 L298 268 C300 256 308 250 320 250 L480 250 C492 250 500 256 502 268 L540 560 C542 585 538 600 515 600 Z';

function kettleStyle(ctx: Ctx): 'plastic' | 'steel' | 'glass' {
  return ctx.pick('kettle', ['plastic', 'plastic', 'steel', 'glass'] as const);
}

function kettleBase(ctx: Ctx, body: string): string {
  const dark = lum(body) > 0.75 ? '#d9dce1' : '#26282d';
  return (
    rr(244, 592, 312, 36, 16, ctx.lg([lighten(dark, 0.15), darken(dark, 0.2)])) +
    ell(400, 596, 150, 10, lighten(dark, 0.2)) +
    led(ctx, 400, 614, 2.5, ctx.col.accent)
  );
}

function kettleBody(ctx: Ctx, lidOpen = false): string {
  const style = kettleStyle(ctx);
  const col = style === 'steel' ? '#c4c9d0' : ctx.small;
  const trim = style === 'plastic' ? darken(col, 0.25) : style === 'steel' ? '#2b2e33' : ctx.small;
  const handle = path(
    'M498 292 C590 286 614 304 610 360 L600 500 C598 532 582 544 536 544',
    'none',
    `stroke="${darken(trim, 0.1)}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"`,
  );
  const handleHi = path(
    'M505 285 C585 280 604 298 601 352',
    'none',
    `stroke="${lighten(trim, 0.35)}" stroke-width="6" stroke-linecap="round" opacity="0.6"`,
  );
  let out = handle + handleHi;
  out += path('M306 262 L240 232 C229 229 226 242 234 249 L298 322 Z', style === 'glass' ? trim : darken(col, 0.06));
  if (style === 'glass') {
    out += path(
      KETTLE_BODY,
      ctx.lg(
        [
          [0, '#ffffff', 0.55],
          [0.5, '#e6f3ff', 0.3],
          [1, '#ffffff', 0.5],
        ],
        0,
        0,
        1,
        0,
      ),
      `stroke="#c6d3de" stroke-width="3"`,
    );
    out += path(
      'M270 470 L532 470 L540 560 C542 585 538 588 515 588 L285 588 C262 588 258 585 260 560 Z',
      ctx.lg([
        [0, mix(ctx.vivid, '#c4e6fb', 0.8), 0.55],
        [1, mix(ctx.vivid, '#5fb4f0', 0.75), 0.7],
      ]),
    );
    out += ell(400, 470, 132, 8, lighten(ctx.vivid, 0.6), 'opacity="0.7"');
    out += rr(262, 560, 278, 40, 14, soft(ctx, trim));
    out += rr(300, 250, 200, 26, 10, soft(ctx, trim));
  } else {
    out += path(KETTLE_BODY, cyl(ctx, col));
    out += path('M300 290 L318 290 L300 560 L282 560 Z', '#ffffff', 'opacity="0.22"');
    out += rr(262, 566, 278, 34, 12, soft(ctx, trim));
    // water window
    out += rr(452, 330, 28, 200, 14, darken(col, 0.25));
    out += rr(
      456,
      334,
      20,
      192,
      10,
      ctx.lg([
        [0, '#ffffff', 0.6],
        [0.45, '#dceefe', 0.8],
        [0.46, '#7fbdf0'],
        [1, '#3d8fd6'],
      ]),
    );
    out += [0, 1, 2, 3, 4].map((i) => rr(458, 360 + i * 34, 9, 2.5, 1, '#1f2937', 'opacity="0.6"')).join('');
  }
  // lid
  const lid =
    rr(296, 230, 208, 28, 13, soft(ctx, style === 'steel' ? '#2b2e33' : darken(col, 0.1))) +
    rr(372, 216, 56, 18, 9, soft(ctx, trim)) +
    rr(376, 217, 48, 5, 2.5, '#ffffff', 'opacity="0.3"');
  out += lidOpen ? g('rotate(68 500 246)', lid) + ell(400, 252, 98, 7, '#1e2024', 'opacity="0.75"') : lid;
  // switch with LED at the handle foot
  out += rr(556, 514, 34, 22, 8, soft(ctx, trim)) + led(ctx, 573, 525, 3, ctx.col.accent);
  return out;
}

/** Small appliances are drawn a little larger around their floor point. */
const BIG = 'translate(400 640) scale(1.18) translate(-400 -620)';

export function kettle(ctx: Ctx): string {
  const col = kettleStyle(ctx) === 'steel' ? '#c4c9d0' : ctx.small;
  switch (ctx.v) {
    case 0:
      return g(BIG, shadow(ctx, 410, 630, 190, 16) + kettleBase(ctx, col) + kettleBody(ctx));
    case 1:
      return g(
        BIG,
        shadow(ctx, 390, 630, 190, 16) + g('translate(800 0) scale(-1 1)', kettleBase(ctx, col) + kettleBody(ctx)),
      );
    case 2:
      return g(
        'translate(400 660) scale(1.08) translate(-400 -630)',
        shadow(ctx, 400, 630, 190, 14) +
          kettleBase(ctx, col) +
          circ(400, 598, 26, '#16171a') +
          circ(400, 598, 10, '#8a9099') +
          shadow(ctx, 400, 624, 130, 10, 0.16) +
          g('translate(0 -46)', kettleBody(ctx, true)),
      );
    default:
      return zoom(kettleBase(ctx, col) + kettleBody(ctx), 500, 450, 2.1);
  }
}

// ---------------------------------------------------------------------------------------------
// Blender
// ---------------------------------------------------------------------------------------------

function blenderBase(ctx: Ctx, dx = 0): string {
  const col = ctx.small;
  const trim = trimOf(ctx, col);
  return g(
    `translate(${dx} 0)`,
    rr(312, 632, 40, 12, 4, '#1b1c1f') +
      rr(448, 632, 40, 12, 4, '#1b1c1f') +
      path(
        'M318 480 L482 480 C494 480 500 486 502 498 L516 620 C518 634 510 640 496 640 L304 640 C290 640 282 634 284 620 L298 498 C300 486 306 480 318 480 Z',
        cyl(ctx, col),
      ) +
      rr(298, 480, 204, 12, 6, darken(col, 0.25)) +
      knob(ctx, 400, 565, 32, '#dfe2e6', -60) +
      circ(350, 605, 8, trim) +
      circ(450, 605, 8, trim) +
      led(ctx, 400, 510, 2.5, ctx.col.accent),
  );
}

const JAR = 'M335 455 L300 180 L510 180 L465 455 Z';

function blenderJar(ctx: Ctx, dx = 0, dy = 0, full = false): string {
  let out = '';
  out += path(
    'M492 206 C566 206 572 226 570 260 L562 392 C560 420 548 430 470 432',
    'none',
    'stroke="#9aa4ae" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" opacity="0.45"',
  );
  out += path(
    'M492 206 C566 206 572 226 570 260 L562 392 C560 420 548 430 470 432',
    'none',
    'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.6"',
  );
  out += path(
    JAR,
    ctx.lg(
      [
        [0, '#ffffff', 0.7],
        [0.3, '#e3f1fb', 0.35],
        [0.75, '#ffffff', 0.25],
        [1, '#cfe1ee', 0.6],
      ],
      0,
      0,
      1,
      0,
    ),
    'stroke="#b9c7d3" stroke-width="3" stroke-linejoin="round"',
  );
  if (full) {
    const c = ctx.pick('smoothie', ['#f06d8f', '#f59e42', '#8cc63f', '#b05fd6']);
    out += path(
      'M331 425 L310 262 L500 262 L470 425 Z',
      ctx.lg([lighten(c, 0.25), c, darken(c, 0.15)]),
      'opacity="0.9"',
    );
    out += [
      [350, 300, 16, '#e4423b'],
      [420, 330, 18, '#8cc63f'],
      [460, 290, 14, '#f4c542'],
      [380, 380, 15, '#f08a24'],
      [440, 400, 12, '#e4423b'],
    ]
      .map(([x, y, r, c2]) => circ(x as number, y as number, r as number, c2 as string, 'opacity="0.85"'))
      .join('');
    out += ell(405, 262, 95, 7, lighten(c, 0.4));
  }
  // measurement marks
  out += [0, 1, 2, 3, 4].map((i) => rr(318 + i * 3.6, 250 + i * 40, 22, 3, 1.5, '#8a96a3', 'opacity="0.8"')).join('');
  // blades
  out +=
    poly(
      [
        [400, 440],
        [350, 432],
        [352, 426],
      ],
      '#c9ced5',
    ) +
    poly(
      [
        [400, 440],
        [450, 448],
        [448, 454],
      ],
      '#aab1ba',
    ) +
    poly(
      [
        [400, 440],
        [380, 420],
        [386, 418],
      ],
      '#dfe3e8',
    );
  out += circ(400, 442, 7, '#6b7280');
  out += rr(330, 452, 140, 30, 8, ctx.lg(['#3a3d43', '#1d1f23']));
  out += path('M312 196 L326 196 L346 440 L338 440 Z', '#ffffff', 'opacity="0.7"');
  out += rr(290, 160, 230, 26, 10, soft(ctx, '#2d3036')) + rr(372, 142, 66, 22, 8, soft(ctx, '#3a3d43'));
  return g(`translate(${dx} ${dy})`, out);
}

function blades(ctx: Ctx): string {
  let out =
    circ(400, 420, 330, ctx.rg(['#f7fbff', '#dfeaf3', '#b8c6d2'], 0.45, 0.4, 0.6)) + ring(400, 420, 300, '#c9d6e0', 6);
  for (let i = 0; i < 4; i++) {
    const a = i * 90 + 20;
    out += g(
      `rotate(${a} 400 420)`,
      path(
        'M400 404 C470 396 560 390 640 412 C650 416 648 428 636 428 C560 432 470 438 400 436 Z',
        ctx.lg(['#f5f7f9', '#aab1ba', '#e3e7eb']),
      ),
    );
  }
  out +=
    circ(400, 420, 54, ctx.lg(['#d9dde2', '#7d858f'])) +
    circ(400, 420, 30, ctx.lg(['#9aa1ab', '#4b5058'])) +
    circ(390, 410, 8, '#ffffff', 'opacity="0.6"');
  return out;
}

export function blender(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return g(BIG, shadow(ctx, 400, 644, 150, 14) + blenderBase(ctx) + blenderJar(ctx));
    case 1:
      return g(BIG, shadow(ctx, 400, 644, 150, 14) + blenderBase(ctx) + blenderJar(ctx, 0, 0, true));
    case 2:
      return g(
        BIG,
        shadow(ctx, 250, 644, 140, 14) +
          shadow(ctx, 560, 644, 100, 12) +
          blenderBase(ctx, -150) +
          blenderJar(ctx, 160, 162, true),
      );
    default:
      return blades(ctx);
  }
}

// ---------------------------------------------------------------------------------------------
// Vacuum cleaner (canister)
// ---------------------------------------------------------------------------------------------

function vacBody(ctx: Ctx): string {
  const col = ctx.small;
  const top = lum(col) > 0.6 || lum(col) < 0.2 ? ctx.vivid : '#2b2e34';
  return (
    circ(636, 588, 58, '#1b1c1f') +
    circ(636, 588, 40, ctx.lg(['#5b6068', '#2a2d32'])) +
    circ(636, 588, 12, '#9aa1ab') +
    path(
      'M440 612 C428 526 480 452 574 448 C664 444 724 500 724 578 C724 600 716 612 698 612 Z',
      ctx.lg([lighten(col, 0.3), col, darken(col, 0.25)]),
    ) +
    path(
      'M470 520 C492 476 540 462 590 462 C640 462 690 486 704 530 C650 512 520 510 470 520 Z',
      ctx.lg([
        [0, lighten(top, 0.3), 0.95],
        [1, top, 0.95],
      ]),
    ) +
    path(
      'M540 462 C560 420 640 420 660 466',
      'none',
      `stroke="${darken(col, 0.3)}" stroke-width="16" stroke-linecap="round"`,
    ) +
    path(
      'M550 470 C566 440 630 438 648 470',
      'none',
      'stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.35"',
    ) +
    circ(460, 560, 30, '#1f2125') +
    circ(460, 560, 20, '#3a3d43') +
    led(ctx, 690, 540, 3, ctx.col.accent) +
    rr(560, 600, 110, 10, 5, '#000000', 'opacity="0.25"')
  );
}

function vacNozzle(ctx: Ctx): string {
  const col = ctx.small;
  return (
    path(
      'M92 632 L92 612 C92 596 104 588 120 588 L300 588 C316 588 326 598 326 612 L326 632 Z',
      ctx.lg(['#3a3d43', '#18191c']),
    ) +
    rr(100, 588, 218, 10, 5, lum(col) > 0.6 ? ctx.vivid : col) +
    rr(96, 626, 226, 8, 3, '#9aa1ab') +
    circ(120, 632, 8, '#0f1012') +
    circ(298, 632, 8, '#0f1012') +
    rr(104, 632, 210, 5, 2, '#4b5058') +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
      .map((i) => rr(108 + i * 11.5, 633, 3, 6, 1, '#6b7280'))
      .join('') +
    rr(130, 600, 90, 14, 5, '#ffffff', 'opacity="0.12"') +
    rr(204, 540, 24, 50, 6, ctx.lg(['#3a3d43', '#18191c'], 0, 0, 1, 0)) +
    rr(196, 570, 40, 26, 8, '#2b2e34') +
    circ(216, 583, 6, '#6b7280')
  );
}

function vacuumFull(ctx: Ctx): string {
  const hose = 'M460 560 C380 560 370 470 340 390 C320 330 300 290 272 268';
  return (
    vacNozzle(ctx) +
    line(216, 580, 262, 300, '#9aa1ab', 16) +
    line(213, 580, 259, 300, '#e5e8ec', 5) +
    path(hose, 'none', 'stroke="#2a2c31" stroke-width="28" stroke-linecap="round"') +
    path(hose, 'none', 'stroke="#4a4e56" stroke-width="22" stroke-dasharray="3 6" stroke-linecap="butt"') +
    g('rotate(-32 262 272)', rr(230, 258, 70, 30, 14, soft(ctx, '#2d3036')) + rr(258, 252, 22, 10, 5, ctx.vivid)) +
    vacBody(ctx)
  );
}

export function vacuum(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return g(
        'translate(410 640) scale(1.1) translate(-410 -640)',
        shadow(ctx, 580, 620, 160, 14) + shadow(ctx, 210, 636, 130, 10) + vacuumFull(ctx),
      );
    case 1: {
      const hose = 'M460 560 C390 560 360 520 340 470 C320 420 290 400 200 400';
      return g(
        'translate(400 420) scale(1.7) translate(-560 -530)',
        shadow(ctx, 580, 616, 150, 12) +
          path(hose, 'none', 'stroke="#2a2c31" stroke-width="28" stroke-linecap="round"') +
          path(hose, 'none', 'stroke="#4a4e56" stroke-width="22" stroke-dasharray="3 6"') +
          vacBody(ctx),
      );
    }
    case 2:
      // the rear: exhaust grille, cord, parked wand
      return g(
        'translate(400 420) scale(1.6) translate(-580 -530)',
        shadow(ctx, 580, 616, 150, 12) +
          line(700, 612, 760, 300, '#9aa1ab', 12) +
          line(698, 612, 758, 300, '#e5e8ec', 4) +
          g('translate(1160 0) scale(-1 1)', vacBody(ctx)) +
          rr(470, 500, 90, 60, 14, '#2a2c31') +
          [0, 1, 2, 3, 4].map((i) => rr(480, 508 + i * 10, 70, 5, 2.5, '#4a4e56')).join('') +
          circ(620, 470, 12, ctx.vivid) +
          path('M520 600 C520 640 560 660 620 662', 'none', 'stroke="#2b2d31" stroke-width="6" stroke-linecap="round"'),
      );
    default:
      return zoom(shadow(ctx, 210, 636, 130, 10) + vacNozzle(ctx), 210, 605, 2.9);
  }
}

// ---------------------------------------------------------------------------------------------
// Iron
// ---------------------------------------------------------------------------------------------

function ironSide(ctx: Ctx): string {
  const col = ctx.small;
  const trim = trimOf(ctx, col);
  const handle = 'M332 458 C332 382 372 352 442 352 L592 352 C628 352 638 374 632 402 L622 446';
  return (
    path('M655 476 C720 486 742 560 770 650', 'none', 'stroke="#2b2d31" stroke-width="10" stroke-linecap="round"') +
    g('rotate(18 664 482)', rr(640, 470, 50, 22, 10, '#3a3d43')) +
    path(
      handle,
      'none',
      `stroke="${darken(col, 0.15)}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    path(
      'M345 420 C350 376 380 360 440 360 L590 360',
      'none',
      `stroke="${lighten(col, 0.4)}" stroke-width="8" stroke-linecap="round" opacity="0.55"`,
    ) +
    path(
      'M150 585 L640 585 C656 585 662 574 656 562 L646 546 L190 546 C174 554 160 570 150 585 Z',
      ctx.lg(['#f4f6f8', '#aeb4bc', '#6f767f']),
    ) +
    path(
      'M190 548 C250 480 360 446 520 440 L622 440 C650 440 662 462 656 492 L646 548 Z',
      ctx.lg([lighten(col, 0.35), col, darken(col, 0.2)]),
    ) +
    path(
      'M214 542 C268 492 338 470 420 464 L420 542 Z',
      ctx.lg([
        [0, '#e9f6ff', 0.85],
        [1, '#7fc3f0', 0.85],
      ]),
    ) +
    path(
      'M240 528 C280 498 330 484 380 480',
      'none',
      'stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"',
    ) +
    ell(520, 444, 46, 12, ctx.lg(['#e4e7eb', '#9aa1ab'])) +
    rr(514, 434, 14, 8, 3, trim) +
    ell(384, 358, 16, 7, trim) +
    ell(420, 352, 16, 7, lighten(trim, 0.2)) +
    circ(188, 540, 6, '#6b7280') +
    led(ctx, 600, 470, 3, ctx.col.accent)
  );
}

function soleplate(ctx: Ctx): string {
  const col = ctx.small;
  const shape =
    'M400 110 C470 190 566 410 566 600 C566 652 534 684 482 684 L318 684 C266 684 234 652 234 600 C234 410 330 190 400 110 Z';
  let out = g('translate(0 6) scale(1.03) translate(-12 -14)', path(shape, darken(col, 0.1)));
  out += path(shape, ctx.lg(['#f6f7f9', '#b8bec6', '#e8ebee', '#8f969f'], 0, 0, 1, 1));
  out += g(
    'translate(400 420) scale(0.9) translate(-400 -420)',
    path(shape, 'none', 'stroke="#8f969f" stroke-width="3"'),
  );
  for (let yy = 240; yy <= 640; yy += 36) {
    const t = (yy - 110) / 574;
    const half = Math.min(150, 60 + t * 220) * (yy > 560 ? 1 : Math.min(1, 0.35 + t * 1.2));
    for (let xx = -half + 20; xx <= half - 20; xx += 36)
      out += circ(400 + xx, yy, 5, '#4b5058') + circ(399 + xx, yy - 1, 2, '#1f2125');
  }
  out += path(
    'M300 600 C300 420 360 250 400 180',
    'none',
    'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"',
  );
  return out;
}

export function iron(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 592, 260, 12) + ironSide(ctx);
    case 1:
      return shadow(ctx, 410, 690, 120, 14) + g('translate(410 690) rotate(90) translate(-656 -500)', ironSide(ctx));
    case 2:
      return shadow(ctx, 400, 700, 190, 12) + soleplate(ctx);
    default:
      return zoom(ironSide(ctx), 470, 420, 2.5);
  }
}

// ---------------------------------------------------------------------------------------------
// Hair dryer
// ---------------------------------------------------------------------------------------------

function dryerSide(ctx: Ctx): string {
  const col = ctx.small;
  const trim = trimOf(ctx, col);
  return (
    path('M470 640 C470 700 430 720 380 760', 'none', 'stroke="#2b2d31" stroke-width="10" stroke-linecap="round"') +
    g(
      'rotate(-14 460 380)',
      rr(412, 360, 92, 290, 44, cyl(ctx, col)) +
        rr(426, 430, 26, 70, 13, trim) +
        rr(430, 436, 18, 30, 9, lighten(trim, 0.4)) +
        circ(440, 530, 11, darken(col, 0.25)) +
        rr(436, 610, 44, 44, 20, darken(col, 0.15)),
    ) +
    poly(
      [
        [250, 268],
        [152, 292],
        [152, 358],
        [250, 382],
      ],
      ctx.lg(['#4a4e56', '#1d1f23']),
    ) +
    rr(144, 290, 14, 70, 6, '#2a2c31') +
    rr(236, 246, 350, 160, 80, ctx.lg([lighten(col, 0.4), col, darken(col, 0.28)])) +
    rr(290, 256, 220, 18, 9, '#ffffff', 'opacity="0.35"') +
    ell(582, 326, 34, 78, darken(col, 0.3)) +
    ell(586, 326, 26, 66, '#1d1f23') +
    [0, 1, 2, 3, 4, 5].map((i) => line(578 + i * 0.5, 270 + i * 22, 598, 270 + i * 22, '#4a4e56', 3)).join('') +
    rr(236, 300, 10, 52, 4, trim) +
    led(ctx, 520, 396, 2.5, ctx.col.accent)
  );
}

export function hairdryer(ctx: Ctx): string {
  const col = ctx.small;
  switch (ctx.v) {
    case 0:
      return g(
        'translate(400 700) scale(1.2) translate(-390 -700)',
        shadow(ctx, 420, 700, 200, 12, 0.2) + dryerSide(ctx),
      );
    case 1: {
      const mesh = ctx.pattern(10, 10, circ(5, 5, 2.2, '#0d0e10'));
      return (
        shadow(ctx, 400, 700, 160, 12, 0.2) +
        rr(354, 420, 92, 260, 44, cyl(ctx, col)) +
        circ(400, 340, 170, ctx.lg([lighten(col, 0.35), col, darken(col, 0.3)], 0, 0, 1, 1)) +
        circ(400, 340, 138, '#2a2c31') +
        circ(400, 340, 130, '#4a4e56') +
        circ(400, 340, 130, mesh, 'opacity="0.8"') +
        ring(400, 340, 90, '#2a2c31', 6) +
        ring(400, 340, 46, '#2a2c31', 6) +
        [0, 1, 2, 3, 4, 5].map((i) => g(`rotate(${i * 60} 400 340)`, rr(396, 210, 8, 260, 4, '#2a2c31'))).join('') +
        circ(400, 340, 22, darken(col, 0.2)) +
        circ(394, 334, 6, '#ffffff', 'opacity="0.3"')
      );
    }
    case 2:
      return (
        shadow(ctx, 400, 700, 160, 12, 0.2) +
        rr(354, 420, 92, 260, 44, cyl(ctx, col)) +
        circ(400, 340, 170, ctx.lg([lighten(col, 0.35), col, darken(col, 0.3)], 0, 0, 1, 1)) +
        circ(400, 340, 120, ctx.lg(['#4a4e56', '#1d1f23'], 0, 0, 1, 1)) +
        rr(300, 310, 200, 60, 30, '#0b0c0e') +
        [0, 1, 2, 3, 4].map((i) => rr(318 + i * 36, 318, 18, 44, 9, '#2a2c31')).join('') +
        ell(360, 260, 60, 24, '#ffffff', 'opacity="0.12"')
      );
    default:
      return zoom(dryerSide(ctx), 450, 460, 2.3);
  }
}
