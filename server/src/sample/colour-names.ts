import { lum, toHsl } from './drawings/kit';

/** The codes of the sample catalogue's 'colour' values (data/parameters.ts) that a drawing can have. */
export type ColourCode =
  | 'black'
  | 'graphite'
  | 'grey'
  | 'silver'
  | 'white'
  | 'beige'
  | 'gold'
  | 'yellow'
  | 'orange'
  | 'brown'
  | 'red'
  | 'pink'
  | 'purple'
  | 'blue'
  | 'light-blue'
  | 'green';

/**
 * The name a shopper would give a drawn body colour ('#rrggbb'). Colours with little chroma are
 * named by lightness (black, graphite, grey, silver, white; warm light ones beige), the others by
 * hue, lightness telling brown from orange, gold from yellow and light blue from blue. The
 * thresholds were set by looking at every body colour the sample drawings use (every brand's
 * palette in every look): server/test/colour-names.test.ts lists them with their names.
 */
export function colourName(hex: string): ColourCode {
  const [hue, , lightness] = toHsl(hex);
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const chroma = Math.max(...channels) - Math.min(...channels);
  const light = lum(hex);
  if (chroma < 0.1) {
    if (chroma >= 0.06 && light > 0.7 && hue >= 20 && hue <= 60) return 'beige';
    if (light < 0.15) return 'black';
    if (light < 0.3) return 'graphite';
    if (light < 0.6) return 'grey';
    if (light < 0.88) return 'silver';
    return 'white';
  }
  if (hue < 15 || hue >= 340) return lightness > 0.7 ? 'pink' : 'red';
  if (hue < 40) return lightness < 0.35 ? 'brown' : 'orange';
  if (hue < 65) return lightness < 0.4 ? 'gold' : 'yellow';
  if (hue < 170) return 'green';
  if (hue < 250) return lightness >= 0.6 || (hue < 205 && light > 0.45) ? 'light-blue' : 'blue';
  if (hue < 300) return 'purple';
  return 'pink';
}
