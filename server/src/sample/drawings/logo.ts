/** Brand marks: a bold wordmark in the primary colour with a small geometric emblem in the accent colour. */
import { type Colors, darken, hex, lum } from './kit';

const FONT = 'DejaVu Sans, Arial, sans-serif';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Approximate advance of a string in DejaVu Sans Bold, in ems. */
function textEms(s: string): number {
  let w = 0;
  for (const ch of s) {
    if (/[iljI.,:;'!|]/.test(ch)) w += 0.38;
    else if (/[ft]/.test(ch)) w += 0.47;
    else if (ch === ' ') w += 0.35;
    else if (/[mwMW]/.test(ch)) w += 1.0;
    else if (/[A-Z]/.test(ch)) w += 0.78;
    else if (/[0-9]/.test(ch)) w += 0.7;
    else if (/[a-z]/.test(ch)) w += 0.68;
    else w += 0.8; // other scripts, symbols: be generous
  }
  return Math.max(w, 0.5);
}

function hashName(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** Emblem of size s with its top-left at (x, y). */
function emblem(kind: number, x: number, y: number, s: number, c: string): string {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const r = s / 2;
  switch (kind) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#ffffff"/>`;
    case 1:
      return `<rect x="${x + s * 0.15}" y="${y + s * 0.15}" width="${s * 0.7}" height="${s * 0.7}" rx="${s * 0.12}" fill="${c}" transform="rotate(45 ${cx} ${cy})"/>`;
    case 2:
      return `<polygon points="${cx},${y} ${x + s},${y + s} ${x},${y + s}" fill="${c}" stroke="${c}" stroke-width="${s * 0.08}" stroke-linejoin="round"/>`;
    case 3:
      return `<circle cx="${x + r * 0.7}" cy="${cy}" r="${r * 0.7}" fill="${c}"/><circle cx="${x + s - r * 0.7}" cy="${cy}" r="${r * 0.7}" fill="${c}" opacity="0.6"/>`;
    case 4: {
      const pts = [0, 1, 2, 3, 4, 5].map((i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
      });
      return `<polygon points="${pts.join(' ')}" fill="${c}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="#ffffff"/>`;
    }
    default:
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.28}" fill="${c}"/><rect x="${x + s * 0.3}" y="${y + s * 0.3}" width="${s * 0.4}" height="${s * 0.4}" rx="${s * 0.1}" fill="#ffffff"/>`;
  }
}

export function drawBrandLogo(name: string, colors: Colors): string {
  const raw = (name ?? '').trim() || '?';
  let primary = hex(colors?.primary, '#1f2937');
  let accent = hex(colors?.accent, primary);
  // a near-white brand colour would vanish on the white tile
  if (lum(primary) > 0.8)
    primary = lum(hex(colors?.secondary, '#1f2937')) < 0.7 ? hex(colors?.secondary, '#1f2937') : '#1f2937';
  if (lum(accent) > 0.85) accent = darken(accent, 0.35);

  const margin = 14;
  const ems = textEms(raw);
  // emblem and wordmark share the width; the font size follows from the name length
  let size = Math.min(54, (240 - 2 * margin - 6) / (ems + 0.95));
  size = Math.max(9, size);
  const es = Math.min(44, size * 0.82);
  const gap = size * 0.22;
  const tw = ems * size;
  const total = es + gap + tw;
  const x0 = (240 - total) / 2;
  const baseline = 60 + size * 0.36;
  const kind = hashName(raw) % 6;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">` +
    `<rect width="240" height="120" fill="#ffffff"/>` +
    emblem(kind, +x0.toFixed(1), +(60 - es / 2).toFixed(1), +es.toFixed(1), accent) +
    `<text x="${(x0 + es + gap).toFixed(1)}" y="${baseline.toFixed(1)}" font-family="${FONT}" font-weight="700" font-size="${size.toFixed(1)}" fill="${primary}">${escapeXml(raw)}</text>` +
    `</svg>`
  );
}
