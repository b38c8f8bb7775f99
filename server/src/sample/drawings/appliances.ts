/** Large appliances: fridge, washing machine, air conditioner, microwave, stove. */
import {
  type BoxView,
  type Ctx,
  boxAt,
  boxPlace,
  circ,
  darken,
  ell,
  g,
  glare,
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
  segDigits,
  shadow,
  zoom,
} from './kit';

/** Body fill of a large appliance: soft vertical sheen, brushed look for steel. */
function applBody(ctx: Ctx, base: string): string {
  return ctx.lg([lighten(base, 0.3), base, darken(base, 0.06), lighten(base, 0.12), darken(base, 0.1)], 0, 0, 1, 0);
}

const handleFill = (ctx: Ctx, c: string) => ctx.lg([lighten(c, 0.45), c, darken(c, 0.3)], 0, 0, 1, 0);

/** A brand colour that reads on the given body colour. */
function accentOn(ctx: Ctx, body: string): string {
  const c = ctx.vivid;
  return Math.abs(lum(c) - lum(body)) < 0.15 ? darken(c, 0.3) : c;
}

// ---------------------------------------------------------------------------------------------
// Fridge
// ---------------------------------------------------------------------------------------------

const FW = 330;
const FH = 600;
const FSPLIT = 0.6;

function fridgeDisplay(ctx: Ctx, x: number, y: number): string {
  const a = ctx.col.accent;
  return (
    rr(x, y, 74, 96, 10, ctx.lg(['#2a2d33', '#121316'])) +
    segDigits(x + 12, y + 14, 22, '-18', lighten(a, 0.4)) +
    line(x + 20, y + 60, x + 20, y + 84, '#cfd8e3', 2.5) +
    line(x + 9, y + 72, x + 31, y + 72, '#cfd8e3', 2.5) +
    line(x + 12, y + 63, x + 28, y + 81, '#cfd8e3', 2.5) +
    line(x + 28, y + 63, x + 12, y + 81, '#cfd8e3', 2.5) +
    [0, 1, 2].map((i) => rr(x + 44, y + 62 + i * 9, 20, 5, 2.5, i === 0 ? a : '#4a4f58')).join('')
  );
}

function fridgeFront(ctx: Ctx, open = false): string {
  const body = ctx.appl;
  const hcol = ctx.vivid;
  const sy = FH * FSPLIT;
  let out = rr(14, FH - 8, FW - 28, 16, 4, '#1c1e22') + rr(0, 0, FW, FH - 6, 14, applBody(ctx, body));
  out += rr(0, sy, FW, 5, 0, darken(body, 0.35));
  out += rr(3, sy + 5, FW - 6, 3, 1, '#ffffff', 'opacity="0.35"');
  out += rr(FW * 0.16, 0, FW * 0.1, FH - 6, 0, '#ffffff', 'opacity="0.18"');
  // handle strips
  out += rr(
    FW - 36,
    40,
    16,
    sy - 80,
    8,
    '#000000',
    `opacity="0.25" filter="${ctx.blur(3)}" transform="translate(3 4)"`,
  );
  out += rr(FW - 36, 40, 16, sy - 80, 8, handleFill(ctx, hcol));
  out += rr(
    FW - 36,
    sy + 26,
    16,
    FH - sy - 80,
    8,
    '#000000',
    `opacity="0.25" filter="${ctx.blur(3)}" transform="translate(3 4)"`,
  );
  out += rr(FW - 36, sy + 26, 16, FH - sy - 80, 8, handleFill(ctx, hcol));
  if (!open) out += fridgeDisplay(ctx, 36, 60);
  return out;
}

function fridgeInside(ctx: Ctx): string {
  const sy = FH * FSPLIT;
  const x = 12;
  const y = 12;
  const w = FW - 24;
  const h = sy - 20;
  let out = rr(x - 6, y - 6, w + 12, h + 10, 12, '#d7dbe1');
  out += rr(x, y, w, h, 10, ctx.rg(['#ffffff', '#eef2f6', '#d8dee6'], 0.5, 0.15, 0.9));
  out += poly(
    [
      [x, y],
      [x + 22, y + 18],
      [x + 22, y + h - 16],
      [x, y + h],
    ],
    '#cfd5dd',
  );
  out += poly(
    [
      [x + w, y],
      [x + w - 22, y + 18],
      [x + w - 22, y + h - 16],
      [x + w, y + h],
    ],
    '#c8ced7',
  );
  out += rr(x + w / 2 - 40, y + 6, 80, 8, 4, '#fffbe8', `filter="${ctx.blur(2)}"`);
  const shelves = [y + h * 0.3, y + h * 0.57, y + h * 0.8];
  for (const s of shelves)
    out += rr(x + 20, s, w - 40, 6, 2, '#cfe3f2', 'opacity="0.9"') + rr(x + 20, s, w - 40, 2, 1, '#ffffff');
  // shelf 1: bottles and a jar
  const b1 = shelves[0];
  out +=
    rr(x + 40, b1 - 70, 26, 70, 8, ctx.lg(['#7fd08a', '#3a9a4f'], 0, 0, 1, 0)) +
    rr(x + 46, b1 - 84, 14, 16, 4, '#2f6f3c');
  out +=
    rr(x + 74, b1 - 58, 24, 58, 8, ctx.lg(['#ffc2a1', '#e9773f'], 0, 0, 1, 0)) +
    rr(x + 79, b1 - 70, 14, 14, 4, '#c65a25');
  out +=
    rr(x + 120, b1 - 40, 50, 40, 8, ctx.lg(['#fff6d8', '#e9d9a3'], 0, 0, 1, 0)) +
    rr(x + 116, b1 - 46, 58, 10, 4, '#d94c4c');
  out +=
    poly(
      [
        [x + 190, b1 - 72],
        [x + 230, b1 - 72],
        [x + 230, b1],
        [x + 190, b1],
      ],
      ctx.lg(['#ffffff', '#dfe7f0'], 0, 0, 1, 0),
    ) +
    poly(
      [
        [x + 190, b1 - 72],
        [x + 210, b1 - 88],
        [x + 230, b1 - 72],
      ],
      '#4d8fd6',
    );
  out += rr(x + 194, b1 - 50, 32, 16, 2, '#4d8fd6');
  // shelf 2: fruit
  const b2 = shelves[1];
  [
    ['#e4423b', 0],
    ['#f08a24', 44],
    ['#8cc63f', 88],
    ['#e4423b', 132],
    ['#f4c542', 176],
  ].forEach(([c, dx]) => {
    out += circ(
      x + 60 + (dx as number),
      b2 - 20,
      20,
      ctx.rg([lighten(c as string, 0.4), c as string, darken(c as string, 0.2)], 0.35, 0.35, 0.7),
    );
  });
  // shelf 3: containers
  const b3 = shelves[2];
  out +=
    rr(x + 36, b3 - 34, 90, 34, 6, '#ffffff', 'opacity="0.8"') +
    rr(x + 36, b3 - 34, 90, 8, 4, ctx.col.accent, 'opacity="0.8"');
  out += rr(x + 140, b3 - 44, 70, 44, 8, '#f7e2c0') + rr(x + 220, b3 - 28, 50, 28, 6, '#b9e2c4');
  // crisper
  out +=
    rr(x + 22, y + h - 32, w - 44, 26, 6, '#dff1f8', 'opacity="0.85"') +
    rr(x + 22, y + h - 32, w - 44, 4, 2, '#ffffff');
  return out;
}

function fridgeDoorInner(ctx: Ctx): string {
  const body = ctx.appl;
  const sy = FH * FSPLIT;
  const w = FW;
  let out = rr(0, 0, w, sy - 2, 10, lighten(body, 0.3));
  out += rr(14, 14, w - 28, sy - 30, 10, ctx.lg(['#f4f6f9', '#dfe3e9'], 0, 0, 1, 0));
  const bins = [sy * 0.28, sy * 0.55, sy * 0.84];
  bins.forEach((b, i) => {
    if (i === 0)
      out += [0, 1, 2, 3]
        .map((k) => circ(60 + k * 60, b - 16, 16, ['#f4f4f4', '#f0d9a5', '#ffffff', '#f4f4f4'][k]))
        .join('');
    if (i === 1)
      out += [0, 1, 2]
        .map(
          (k) =>
            rr(50 + k * 80, b - 90, 36, 90, 8, ['#7fbde8', '#f0b35a', '#9bd48f'][k]) +
            rr(58 + k * 80, b - 104, 20, 16, 4, '#444950'),
        )
        .join('');
    if (i === 2) out += [0, 1].map((k) => rr(60 + k * 110, b - 70, 70, 70, 8, ['#ffffff', '#e86d6d'][k])).join('');
    out +=
      rr(24, b - 30, w - 48, 34, 6, ctx.col.accent, 'opacity="0.25"') +
      rr(24, b - 30, w - 48, 5, 2, '#ffffff', 'opacity="0.7"');
  });
  out += rr(0, 0, 14, sy - 2, 6, '#9aa1ab', 'opacity="0.5"');
  return out;
}

export function fridge(ctx: Ctx): string {
  const body = ctx.appl;
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 702, 210, 18) + g(`translate(${400 - FW / 2} 96)`, fridgeFront(ctx));
    case 1: {
      const b: BoxView = {
        front: fridgeFront(ctx),
        side:
          rr(0, 0, 300, FH - 6, 8, ctx.lg([darken(body, 0.16), darken(body, 0.28)], 0, 0, 1, 0)) +
          rr(0, FH * FSPLIT, 300, 4, 0, darken(body, 0.4)),
        top: rr(0, 0, FW, 300, 8, ctx.lg([lighten(body, 0.25), body])),
        w: FW,
        h: FH,
        d: 300,
        sx: 0.82,
        k: -0.1,
        dx: 0.42,
        dy: -0.14,
      };
      return g('translate(40 40) scale(0.9)', boxAt(ctx, b, 400, 690));
    }
    case 2: {
      const sy = FH * FSPLIT;
      const door = `matrix(0.42 -0.14 0 1 ${FW} 0)`;
      return (
        shadow(ctx, 440, 702, 280, 20) +
        g(
          `translate(180 96)`,
          fridgeFront(ctx, true) +
            fridgeInside(ctx) +
            g(door, rr(0, 0, 40, sy, 6, darken(body, 0.2))) +
            g(`matrix(0.42 -0.14 0 1 ${FW + 16} 10)`, fridgeDoorInner(ctx)),
        )
      );
    }
    default:
      return zoom(g(`translate(${400 - FW / 2} 96)`, fridgeFront(ctx)), 400 - FW / 2 + 150, 96 + 140, 2.6);
  }
}

// ---------------------------------------------------------------------------------------------
// Washing machine
// ---------------------------------------------------------------------------------------------

const WW = 420;
const WH = 500;

function washerPanel(ctx: Ctx): string {
  const body = ctx.appl;
  const a = accentOn(ctx, body);
  let out = rr(0, 0, WW, 92, 18, ctx.lg([lighten(body, 0.25), body]));
  out += rr(0, 90, WW, 3, 0, darken(body, 0.2));
  out += rr(
    18,
    18,
    120,
    54,
    8,
    ctx.lg([lighten(body, 0.3), darken(body, 0.05)]),
    `stroke="${darken(body, 0.18)}" stroke-width="1.5"`,
  );
  out += rr(30, 56, 96, 8, 4, darken(body, 0.25));
  out += rr(158, 24, 104, 44, 8, ctx.lg(['#2a2d33', '#111215']));
  out += segDigits(170, 34, 22, '1:25', lighten(ctx.col.accent, 0.35));
  out += [0, 1, 2].map((i) => circ(172 + i * 36, 80, 4.5, i === 1 ? a : darken(body, 0.3))).join('');
  for (let i = 0; i < 12; i++) {
    const an = (i / 12) * Math.PI * 2;
    out += circ(340 + Math.cos(an) * 40, 46 + Math.sin(an) * 40, 2.6, i === 2 ? a : darken(body, 0.3));
  }
  out += knob(ctx, 340, 46, 28, '#dfe2e6', 30);
  return out;
}

function washerFront(ctx: Ctx, open = false): string {
  const body = ctx.appl;
  const cx = WW / 2;
  const cy = 300;
  let out =
    rr(12, WH - 8, WW - 24, 14, 4, '#1c1e22') + rr(0, 0, WW, WH - 4, 18, applBody(ctx, body)) + washerPanel(ctx);
  out += rr(24, WH - 50, 60, 34, 6, 'none', `stroke="${darken(body, 0.2)}" stroke-width="1.5"`);
  out += circ(cx, cy, 172, darken(body, 0.12)) + circ(cx, cy, 168, ctx.lg([darken(body, 0.06), lighten(body, 0.2)]));
  if (!open) {
    out += circ(cx + 3, cy + 6, 160, '#000000', `opacity="0.3" filter="${ctx.blur(6)}"`);
    out += washerDoor(ctx, cx, cy);
  } else {
    out += washerDrum(ctx, cx, cy);
  }
  return out;
}

function washerDoor(ctx: Ctx, cx: number, cy: number): string {
  const holes = ctx.pattern(18, 18, circ(9, 9, 3, '#9aa3ae'));
  return (
    circ(cx, cy, 158, ctx.lg(['#f7f8fa', '#b9bfc7', '#e6e8eb', '#8d949d'], 0, 0, 1, 1)) +
    circ(cx, cy, 142, ctx.lg(['#3c4149', '#1a1d22'])) +
    circ(
      cx,
      cy,
      124,
      ctx.rg(
        [
          [0, '#6f7d8e'],
          [0.6, '#36404d'],
          [1, '#161a20'],
        ],
        0.45,
        0.4,
        0.65,
      ),
    ) +
    circ(cx, cy, 124, holes, 'opacity="0.25"') +
    path(
      `M${cx - 100} ${cy - 20} A100 100 0 0 1 ${cx - 10} ${cy - 100}`,
      'none',
      'stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.22"',
    ) +
    path(
      `M${cx + 80} ${cy + 60} A100 100 0 0 1 ${cx + 40} ${cy + 92}`,
      'none',
      'stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.15"',
    ) +
    rr(cx + 138, cy - 30, 18, 60, 9, ctx.lg(['#d9dde2', '#8f96a0'], 0, 0, 1, 0))
  );
}

function washerDrum(ctx: Ctx, cx: number, cy: number): string {
  const holes = ctx.pattern(16, 16, circ(8, 8, 2.6, '#5f6772'));
  let out =
    circ(cx, cy, 142, ctx.lg(['#a5acb5', '#6d747e'])) +
    circ(
      cx,
      cy,
      126,
      ctx.rg(
        [
          [0, '#e9ecef'],
          [0.7, '#b8bec6'],
          [1, '#7c848e'],
        ],
        0.5,
        0.45,
        0.6,
      ),
    );
  out += circ(cx, cy, 126, holes, 'opacity="0.6"');
  out += circ(
    cx,
    cy,
    126,
    ctx.rg([
      [0, '#000000', 0],
      [0.7, '#000000', 0.1],
      [1, '#000000', 0.45],
    ]),
  );
  for (let i = 0; i < 3; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 3;
    const [x1, y1] = [cx + Math.cos(a) * 124, cy + Math.sin(a) * 124];
    const [x2, y2] = [cx + Math.cos(a) * 92, cy + Math.sin(a) * 92];
    out += line(x1, y1, x2, y2, '#dfe3e8', 16) + line(x1, y1, x2, y2, '#aab1ba', 6);
  }
  return out;
}

export function washer(ctx: Ctx): string {
  const body = ctx.appl;
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 664, 230, 16) + g('translate(190 160)', washerFront(ctx));
    case 1: {
      const b: BoxView = {
        front: washerFront(ctx),
        side: rr(0, 0, 380, WH - 4, 12, ctx.lg([darken(body, 0.14), darken(body, 0.26)], 0, 0, 1, 0)),
        top: rr(0, 0, WW, 380, 12, ctx.lg([lighten(body, 0.2), body])),
        w: WW,
        h: WH,
        d: 380,
        sx: 0.84,
        k: -0.1,
        dx: 0.45,
        dy: -0.2,
      };
      return boxAt(ctx, b, 400, 690);
    }
    case 2: {
      const cx = WW / 2;
      const cy = 300;
      const door =
        ell(0, 0, 62, 160, ctx.lg(['#f7f8fa', '#b9bfc7', '#8d949d'], 0, 0, 1, 0)) +
        ell(4, 0, 48, 136, ctx.lg(['#3c4149', '#1a1d22'])) +
        ell(
          6,
          0,
          40,
          118,
          ctx.rg(
            [
              [0, '#8090a2'],
              [1, '#2a313b'],
            ],
            0.4,
            0.4,
            0.7,
          ),
        ) +
        ell(-2, -30, 10, 60, '#ffffff', 'opacity="0.2"');
      return (
        shadow(ctx, 380, 664, 260, 16) +
        g(
          'translate(230 160)',
          washerFront(ctx, true) +
            rr(cx - 186, cy - 14, 20, 28, 5, '#8f96a0') +
            g(`translate(${cx - 232} ${cy})`, door),
        )
      );
    }
    default:
      return zoom(g('translate(190 160)', washerFront(ctx)), 190 + 270, 160 + 50, 2.7);
  }
}

// ---------------------------------------------------------------------------------------------
// Air conditioner (split indoor unit)
// ---------------------------------------------------------------------------------------------

const AW = 640;
const AH = 196;

function acFront(ctx: Ctx): string {
  const a = ctx.col.accent;
  return (
    rr(0, 0, AW, AH, 44, ctx.lg(['#ffffff', '#f1f3f5', '#dfe3e8', '#c9ced5'])) +
    rr(6, 4, AW - 12, 26, 14, '#ffffff', 'opacity="0.8"') +
    rr(20, 46, AW - 40, 2, 1, '#d3d8de') +
    rr(28, AH - 48, AW - 56, 32, 14, ctx.lg(['#3a3f46', '#1d2025'])) +
    rr(32, AH - 46, AW - 64, 16, 8, ctx.lg(['#f4f6f8', '#c3c9d0'])) +
    rr(AW - 150, 78, 92, 36, 10, ctx.lg(['#e9ecef', '#dde1e6']), 'opacity="0.9"') +
    segDigits(AW - 132, 84, 24, '24', a) +
    led(ctx, AW - 78, 96, 2.4, a) +
    rr(40, 88, 150, 4, 2, accentOn(ctx, '#f1f3f5'), 'opacity="0.55"')
  );
}

function airflow(ctx: Ctx, x: number, y: number, w: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const yy = y + i * 26;
    out += path(
      `M${x + 20 + i * 12} ${yy} C${x + w * 0.3} ${yy + 40} ${x + w * 0.5} ${yy - 10} ${x + w * 0.75} ${yy + 30} S${x + w} ${yy + 40} ${x + w - 10} ${yy + 50}`,
      'none',
      `stroke="${mix(ctx.col.accent, '#8ccaf2', 0.8)}" stroke-width="${6 - i}" stroke-linecap="round" opacity="${0.35 - i * 0.06}"`,
    );
  }
  return out;
}

function acRemote(ctx: Ctx): string {
  const a = ctx.col.accent;
  let out = rr(-46, -150, 92, 300, 36, ctx.lg(['#ffffff', '#e4e7eb', '#c9ced5'], 0, 0, 1, 0));
  out += rr(-34, -126, 68, 64, 8, ctx.lg(['#c9d6cf', '#aebcb4'])) + segDigits(-22, -114, 30, '24', '#2b3530');
  out += circ(22, -40, 9, '#e05252');
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) out += rr(-32 + c * 24, -16 + r * 30, 18, 16, 6, r === 0 && c === 1 ? a : '#d6dae0');
  return out;
}

export function aircon(ctx: Ctx): string {
  switch (ctx.v) {
    case 0:
      return (
        g(
          'translate(80 240)',
          rr(4, 10, AW, AH, 44, '#1e2430', `opacity="0.18" filter="${ctx.blur(14)}"`) + acFront(ctx),
        ) + airflow(ctx, 150, 470, 500)
      );
    case 1: {
      const side =
        path(
          `M0 20 C0 6 8 0 24 0 L196 0 C206 0 210 6 210 16 L210 ${AH - 16} C210 ${AH - 6} 206 ${AH} 196 ${AH} L60 ${AH} C30 ${AH} 0 ${AH - 40} 0 ${AH - 70} Z`,
          ctx.lg(['#d5dae0', '#aab2bc'], 0, 0, 1, 0),
        ) +
        path(
          `M10 ${AH - 60} C20 ${AH - 30} 40 ${AH - 14} 70 ${AH - 14} L200 ${AH - 14}`,
          'none',
          'stroke="#9aa2ac" stroke-width="2"',
        );
      const b: BoxView = { front: acFront(ctx), side, w: AW, h: AH, d: 210, sx: 0.86, k: -0.08, dx: 0.3, dy: 0.06 };
      return (
        g('translate(30 170)', boxPlace(b, 360, 220)) +
        airflow(ctx, 120, 500, 380) +
        shadow(ctx, 600, 706, 80, 10) +
        g('translate(600 560) rotate(-14) scale(0.95)', acRemote(ctx))
      );
    }
    case 2: {
      const d = 'M560 260 L340 260 C290 260 262 290 260 340 L258 420 C258 462 284 486 326 490 L560 490 Z';
      return g(
        'translate(460 400) scale(1.3) translate(-460 -400)',
        rr(560, -200, 400, 1200, 0, ctx.lg(['#eceef1', '#f6f7f9'], 0, 0, 1, 0)) +
          rr(552, 250, 10, 250, 3, '#cdd2d8') +
          path(d, '#1e2430', `opacity="0.18" filter="${ctx.blur(10)}" transform="translate(-4 10)"`) +
          path(d, ctx.lg(['#ffffff', '#eef0f3', '#cfd4da'], 0, 0, 1, 1)) +
          path(
            'M300 300 C320 275 340 272 380 272 L540 272',
            'none',
            'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.9"',
          ) +
          line(300, 330, 548, 330, '#d6dbe1', 2) +
          rr(330, 468, 200, 22, 8, '#2a2e35') +
          poly(
            [
              [338, 478],
              [420, 478],
              [360, 540],
              [300, 538],
            ],
            ctx.lg(['#f5f6f8', '#c2c8cf'], 0, 0, 1, 0),
          ) +
          airflow(ctx, 160, 560, 260),
      );
    }
    default:
      return zoom(g('translate(80 240)', acFront(ctx)), 80 + AW - 150, 240 + 120, 2.6);
  }
}

// ---------------------------------------------------------------------------------------------
// Microwave
// ---------------------------------------------------------------------------------------------

const MW = 560;
const MH = 330;

function mwFront(ctx: Ctx, open = false): string {
  const body = ctx.appl;
  const door = lum(body) > 0.5 ? body : '#1b1d22';
  const mesh = ctx.pattern(7, 7, circ(3.5, 3.5, 1.6, '#000000'));
  let out = rr(20, MH - 6, 40, 12, 4, '#1c1e22') + rr(MW - 60, MH - 6, 40, 12, 4, '#1c1e22');
  out += rr(0, 0, MW, MH, 16, applBody(ctx, body));
  if (!open) {
    out += rr(12, 12, 386, MH - 24, 12, ctx.lg([lighten(door, 0.12), door, darken(door, 0.1)]));
    out += rr(
      40,
      40,
      300,
      MH - 80,
      8,
      ctx.rg(
        [
          [0, '#5a5146'],
          [0.7, '#2a2723'],
          [1, '#141312'],
        ],
        0.5,
        0.6,
        0.7,
      ),
    );
    out += ell(190, MH - 78, 110, 18, '#ffffff', 'opacity="0.06"');
    out += rr(40, 40, 300, MH - 80, 8, mesh, 'opacity="0.45"');
    out += glare(ctx, 40, 40, 300, MH - 80, 8, 0.14);
    out += rr(360, 44, 18, MH - 88, 9, handleFill(ctx, '#c4c9d0'));
  }
  // control panel
  const px = 414;
  out += rr(px, 20, 130, MH - 40, 10, ctx.lg([darken(body, 0.05), darken(body, 0.14)]));
  out += rr(px + 14, 36, 102, 42, 6, '#0f1114') + segDigits(px + 24, 45, 24, '12:30', lighten(ctx.col.accent, 0.3));
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) out += rr(px + 16 + c * 34, 98 + r * 28, 28, 18, 6, ink(body, 0.16));
  out += knob(ctx, px + 65, 228, 30, lum(body) > 0.5 ? '#e1e4e8' : '#50545c', 40);
  out += rr(px + 30, 274, 70, 20, 10, accentOn(ctx, body));
  return out;
}

const ink = (body: string, t: number) => (lum(body) > 0.5 ? darken(body, t) : lighten(body, t + 0.1));

export function microwave(ctx: Ctx): string {
  const body = ctx.appl;
  switch (ctx.v) {
    case 0:
      return shadow(ctx, 400, 590, 290, 14) + g(`translate(${400 - MW / 2} 260)`, mwFront(ctx));
    case 1: {
      const b: BoxView = {
        front: mwFront(ctx),
        side:
          rr(0, 0, 400, MH, 12, ctx.lg([darken(body, 0.14), darken(body, 0.26)], 0, 0, 1, 0)) +
          [0, 1, 2, 3, 4, 5].map((i) => rr(60 + i * 24, 40, 10, 80, 5, darken(body, 0.35))).join(''),
        top: rr(0, 0, MW, 400, 12, ctx.lg([lighten(body, 0.2), body])),
        w: MW,
        h: MH,
        d: 400,
        sx: 0.8,
        k: -0.1,
        dx: 0.42,
        dy: -0.2,
      };
      return boxAt(ctx, b, 400, 620);
    }
    case 2: {
      const door = lum(body) > 0.5 ? body : '#1b1d22';
      const mesh = ctx.pattern(7, 7, circ(3.5, 3.5, 1.6, '#000000'));
      const inside =
        rr(12, 12, 386, MH - 24, 10, '#c9ccd0') +
        rr(22, 22, 366, MH - 44, 8, ctx.rg(['#fff6df', '#f1dfb5', '#bfa57a'], 0.5, 0.3, 0.8)) +
        poly(
          [
            [22, 22],
            [60, 50],
            [60, MH - 60],
            [22, MH - 22],
          ],
          '#d9c395',
          'opacity="0.8"',
        ) +
        poly(
          [
            [388, 22],
            [350, 50],
            [350, MH - 60],
            [388, MH - 22],
          ],
          '#cdb586',
          'opacity="0.8"',
        ) +
        ell(205, MH - 70, 140, 26, '#ffffff', 'opacity="0.35"') +
        ell(205, MH - 74, 132, 22, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.8"') +
        path(`M165 ${MH - 84} L245 ${MH - 84} L235 ${MH - 60} L175 ${MH - 60} Z`, ctx.col.accent, 'opacity="0.85"') +
        ell(205, MH - 84, 40, 7, lighten(ctx.col.accent, 0.3));
      const doorM = 'matrix(0.4 -0.16 0 1 -150 46)';
      return (
        shadow(ctx, 420, 590, 330, 14) +
        g(
          `translate(${470 - MW / 2} 260)`,
          mwFront(ctx, true) +
            inside +
            g(
              doorM,
              rr(0, 0, 386, MH - 24, 12, lighten(door, 0.05)) +
                rr(28, 28, 300, MH - 80, 8, '#2a2b2f') +
                rr(28, 28, 300, MH - 80, 8, mesh, 'opacity="0.4"'),
            ),
        )
      );
    }
    default:
      return zoom(g(`translate(${400 - MW / 2} 260)`, mwFront(ctx)), 400 - MW / 2 + 480, 260 + 150, 2.4);
  }
}

// ---------------------------------------------------------------------------------------------
// Stove (cooker with hob and oven)
// ---------------------------------------------------------------------------------------------

const SW = 420;
const SH = 520;
const SD = 380;

function stoveFront(ctx: Ctx, open = false): string {
  const body = ctx.appl;
  const glass = '#17191d';
  let out = rr(0, 0, SW, SH, 8, applBody(ctx, body));
  out += rr(0, 0, SW, 76, 8, ctx.lg(['#2a2d33', '#131417']));
  [52, 122, 298, 368].forEach((x, i) => (out += knob(ctx, x, 38, 21, '#c9cdd3', [-30, 60, 0, 120][i], '#1f2328')));
  out += rr(170, 20, 80, 36, 6, '#08090a') + segDigits(180, 28, 20, '12:30', lighten(ctx.col.accent, 0.3));
  if (!open) {
    out += rr(16, 90, SW - 32, 330, 10, ctx.lg([lighten(glass, 0.12), glass]));
    out += rr(
      56,
      160,
      SW - 112,
      210,
      10,
      ctx.rg(
        [
          [0, '#4a3a2c'],
          [0.7, '#221c17'],
          [1, '#121110'],
        ],
        0.5,
        0.55,
        0.7,
      ),
    );
    out += [0, 1].map((i) => rr(70, 220 + i * 70, SW - 140, 3, 1.5, '#5d5348', 'opacity="0.7"')).join('');
    out += glare(ctx, 56, 160, SW - 112, 210, 10, 0.12);
    out += rr(52, 112, 16, 22, 4, '#8f96a0') + rr(SW - 68, 112, 16, 22, 4, '#8f96a0');
    out += rr(44, 106, SW - 88, 16, 8, handleFill(ctx, '#d3d7dc'));
  }
  out += rr(
    16,
    432,
    SW - 32,
    76,
    8,
    ctx.lg([lighten(body, 0.1), darken(body, 0.08)]),
    `stroke="${darken(body, 0.2)}" stroke-width="1.5"`,
  );
  out += rr(SW / 2 - 60, 444, 120, 8, 4, darken(body, 0.3));
  out += rr(0, 76, SW, 3, 0, accentOn(ctx, body), 'opacity="0.9"');
  return out;
}

function hob(ctx: Ctx): string {
  const gas = ctx.rand('hob') < 0.55;
  const pos: [number, number, number][] = [
    [SW * 0.28, SD * 0.3, 1],
    [SW * 0.72, SD * 0.3, 0.8],
    [SW * 0.28, SD * 0.72, 0.8],
    [SW * 0.72, SD * 0.72, 1],
  ];
  if (!gas) {
    let out = rr(0, 0, SW, SD, 8, ctx.lg(['#2a2d33', '#0e0f11'], 0, 0, 1, 1));
    pos.forEach(([x, y, s], i) => {
      out += ring(x, y, 70 * s, '#5b6069', 2.5) + ring(x, y, 50 * s, '#474b53', 1.5);
      if (i === 0)
        out += circ(
          x,
          y,
          66 * s,
          ctx.rg([
            [0, '#ff7a3d', 0.9],
            [0.7, '#d63a1a', 0.6],
            [1, '#8a1c0c', 0],
          ]),
        );
    });
    out += ell(SW * 0.3, SD * 0.2, 160, 50, '#ffffff', 'opacity="0.06"');
    return out;
  }
  let out = rr(0, 0, SW, SD, 8, ctx.lg(['#d9dce0', '#aeb3ba'], 0, 0, 1, 1));
  pos.forEach(([x, y, s]) => {
    out +=
      circ(x, y, 50 * s, '#1d1f23') +
      circ(x, y, 34 * s, '#2f3237') +
      circ(x, y, 24 * s, '#111214') +
      circ(x - 5, y - 5, 8 * s, '#ffffff', 'opacity="0.12"');
  });
  const grate = '#1a1b1e';
  for (const gx of [SW * 0.28, SW * 0.72]) out += rr(gx - 4, 18, 8, SD - 36, 4, grate);
  for (const gy of [SD * 0.3, SD * 0.72]) out += rr(18, gy - 4, SW - 36, 8, 4, grate);
  out += rr(14, 14, SW / 2 - 18, SD - 28, 10, 'none', `stroke="${grate}" stroke-width="8"`);
  out += rr(SW / 2 + 4, 14, SW / 2 - 18, SD - 28, 10, 'none', `stroke="${grate}" stroke-width="8"`);
  return out;
}

function ovenInside(ctx: Ctx): string {
  return (
    rr(16, 90, SW - 32, 336, 10, '#2d2f34') +
    rr(30, 100, SW - 60, 316, 8, ctx.rg(['#6e6a66', '#3b3937', '#1e1d1c'], 0.5, 0.2, 0.9)) +
    poly(
      [
        [30, 100],
        [70, 130],
        [70, 390],
        [30, 416],
      ],
      '#000000',
      'opacity="0.25"',
    ) +
    poly(
      [
        [SW - 30, 100],
        [SW - 70, 130],
        [SW - 70, 390],
        [SW - 30, 416],
      ],
      '#000000',
      'opacity="0.25"',
    ) +
    rr(SW / 2 - 30, 112, 60, 10, 5, '#fff1c9', `filter="${ctx.blur(2)}"`) +
    [0, 1].map((i) => rr(60, 220 + i * 90, SW - 120, 5, 2.5, '#b9bec6')).join('') +
    rr(80, 288, SW - 160, 26, 4, '#4a4c52') +
    rr(86, 284, SW - 172, 8, 3, '#6b6e75')
  );
}

export function stove(ctx: Ctx): string {
  const body = ctx.appl;
  const side = rr(0, 0, SD, SH, 8, ctx.lg([darken(body, 0.14), darken(body, 0.26)], 0, 0, 1, 0));
  switch (ctx.v) {
    case 0:
      return g(
        'translate(400 720) scale(0.95) translate(-400 -720)',
        boxAt(
          ctx,
          { front: stoveFront(ctx), top: hob(ctx), w: SW, h: SH, d: SD, sx: 1, k: 0, dx: 0, dy: -0.26 },
          400,
          700,
        ),
      );
    case 1:
      return g(
        'translate(400 720) scale(0.9) translate(-400 -720)',
        boxAt(
          ctx,
          { front: stoveFront(ctx), side, top: hob(ctx), w: SW, h: SH, d: SD, sx: 0.82, k: -0.1, dx: 0.45, dy: -0.45 },
          400,
          700,
        ),
      );
    case 2: {
      const doorM = `matrix(1 0 0 0.28 16 ${426})`;
      const door =
        rr(0, 0, SW - 32, 330, 10, ctx.lg([lighten(body, 0.1), darken(body, 0.1)])) +
        rr(22, 22, SW - 76, 270, 10, ctx.lg(['#8a9099', '#4a4e56'])) +
        rr(22, 22, SW - 76, 60, 10, '#ffffff', 'opacity="0.18"') +
        rr(40, 306, SW - 112, 14, 7, '#c4c9d0');
      return g(
        'translate(400 720) scale(0.95) translate(-400 -720)',
        boxAt(
          ctx,
          {
            front: stoveFront(ctx, true) + ovenInside(ctx),
            top: hob(ctx),
            w: SW,
            h: SH,
            d: SD,
            sx: 1,
            k: 0,
            dx: 0,
            dy: -0.26,
          },
          400,
          700,
        ) + g(`translate(${400 - SW / 2} ${700 - SH})`, g(doorM, door)),
      );
    }
    default:
      return zoom(g(`translate(${400 - SW / 2} 180)`, stoveFront(ctx)), 400 - SW / 2 + 100, 180 + 60, 3);
  }
}
