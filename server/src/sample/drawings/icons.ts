/** Line-style category icons, 64 × 64, one per drawing kind. */
import type { DrawKind } from '../data/types';

const STROKE = '#1f2937';
const FILL = '#eef1f5';

/** Shapes of each icon: outlined with the shared stroke; `F` marks a shape with the light fill. */
const ICONS: Record<DrawKind, string> = {
  phone: `<rect x="19" y="6" width="26" height="52" rx="6" F/><line x1="28" y1="51" x2="36" y2="51"/><circle cx="32" cy="12.5" r="0.8"/>`,
  tablet: `<rect x="10" y="8" width="44" height="50" rx="6" F/><circle cx="32" cy="52" r="1"/>`,
  laptop: `<rect x="13" y="14" width="38" height="26" rx="3" F/><path d="M5 46 H59 L55 52 H9 Z"/>`,
  monitor: `<rect x="7" y="10" width="50" height="32" rx="3" F/><line x1="32" y1="42" x2="32" y2="51"/><line x1="21" y1="53" x2="43" y2="53"/>`,
  tv: `<rect x="5" y="12" width="54" height="34" rx="3" F/><line x1="16" y1="46" x2="11" y2="54"/><line x1="48" y1="46" x2="53" y2="54"/>`,
  fridge: `<rect x="15" y="4" width="34" height="56" rx="4" F/><line x1="15" y1="26" x2="49" y2="26"/><line x1="22" y1="12" x2="22" y2="19"/><line x1="22" y1="33" x2="22" y2="44"/>`,
  washer: `<rect x="11" y="5" width="42" height="54" rx="4" F/><line x1="11" y1="17" x2="53" y2="17"/><circle cx="32" cy="38" r="12"/><path d="M25 40 C28 44 36 44 39 40"/><circle cx="19" cy="11" r="0.8"/><line x1="36" y1="11" x2="46" y2="11"/>`,
  aircon: `<rect x="5" y="12" width="54" height="22" rx="7" F/><line x1="12" y1="27" x2="52" y2="27"/><path d="M18 40 C22 45 14 49 18 55"/><path d="M32 40 C36 45 28 49 32 55"/><path d="M46 40 C50 45 42 49 46 55"/>`,
  microwave: `<rect x="5" y="13" width="54" height="38" rx="4" F/><rect x="11" y="19" width="32" height="26" rx="2"/><line x1="50" y1="21" x2="52" y2="21"/><circle cx="51" cy="35" r="3"/>`,
  kettle: `<path d="M19 52 L23 22 H41 L45 52 Z" F/><path d="M23 27 L12 18"/><path d="M41 25 C54 25 54 45 44 47"/><line x1="27" y1="16" x2="37" y2="16"/><line x1="15" y1="57" x2="49" y2="57"/>`,
  blender: `<path d="M19 7 H45 L40 36 H24 Z" F/><rect x="18" y="38" width="28" height="19" rx="3"/><circle cx="32" cy="47.5" r="3"/><line x1="27" y1="26" x2="37" y2="26"/>`,
  vacuum: `<path d="M32 54 C30 42 37 34 47 34 C55 34 60 41 60 49 V54 Z" F/><circle cx="50" cy="54" r="4"/><path d="M33 46 C22 46 22 28 17 20"/><line x1="17" y1="20" x2="10" y2="55"/><line x1="4" y1="57" x2="17" y2="57"/>`,
  iron: `<path d="M5 46 C11 34 23 28 40 28 H56 V46 Z" F/><path d="M20 29 C20 18 26 15 34 15 H50 C55 15 56 19 55 23 L53 28"/><line x1="6" y1="51" x2="57" y2="51"/>`,
  headphones: `<path d="M12 40 V32 C12 20 21 11 32 11 C43 11 52 20 52 32 V40"/><rect x="7" y="35" width="11" height="20" rx="4" F/><rect x="46" y="35" width="11" height="20" rx="4" F/>`,
  speaker: `<rect x="15" y="5" width="34" height="54" rx="6" F/><circle cx="32" cy="18" r="5"/><circle cx="32" cy="40" r="10"/><circle cx="32" cy="40" r="2.5"/>`,
  camera: `<path d="M6 23 C6 20 8 18 11 18 H21 L25 12 H39 L43 18 H53 C56 18 58 20 58 23 V49 C58 52 56 54 53 54 H11 C8 54 6 52 6 49 Z" F/><circle cx="32" cy="36" r="11"/><circle cx="32" cy="36" r="5"/><circle cx="50" cy="25" r="0.8"/>`,
  console: `<rect x="7" y="20" width="50" height="24" rx="4" F/><line x1="13" y1="32" x2="31" y2="32"/><circle cx="49" cy="32" r="2.5"/><line x1="7" y1="39" x2="57" y2="39"/>`,
  gamepad: `<path d="M21 18 H43 C52 18 57 26 59 38 C61 50 53 54 47 46 L43 41 H21 L17 46 C11 54 3 50 5 38 C7 26 12 18 21 18 Z" F/><line x1="18" y1="26" x2="18" y2="34"/><line x1="14" y1="30" x2="22" y2="30"/><circle cx="44" cy="27" r="0.8"/><circle cx="49" cy="32" r="0.8"/>`,
  watch: `<path d="M24 16 L26 5 H38 L40 16"/><path d="M24 48 L26 59 H38 L40 48"/><rect x="19" y="16" width="26" height="32" rx="7" F/><path d="M32 25 V32 L37 35"/><line x1="45" y1="29" x2="48" y2="29"/>`,
  powerbank: `<rect x="17" y="6" width="30" height="52" rx="6" F/><path d="M34 17 L26 33 H33 L30 46 L39 29 H32 Z"/>`,
  charger: `<rect x="16" y="24" width="32" height="32" rx="7" F/><line x1="26" y1="24" x2="26" y2="11"/><line x1="38" y1="24" x2="38" y2="11"/><line x1="27" y1="43" x2="37" y2="43"/>`,
  router: `<rect x="5" y="36" width="54" height="16" rx="4" F/><line x1="15" y1="36" x2="11" y2="13"/><line x1="49" y1="36" x2="53" y2="13"/><circle cx="17" cy="44" r="0.8"/><circle cx="24" cy="44" r="0.8"/><circle cx="31" cy="44" r="0.8"/><path d="M25 24 C29 20 35 20 39 24"/><path d="M21 18 C27 12 37 12 43 18"/>`,
  printer: `<path d="M18 22 V7 H46 V22"/><rect x="6" y="22" width="52" height="24" rx="4" F/><path d="M17 38 H47 V57 H17 Z"/><line x1="23" y1="45" x2="41" y2="45"/><circle cx="50" cy="30" r="0.8"/>`,
  mouse: `<rect x="17" y="6" width="30" height="52" rx="15" F/><line x1="17" y1="25" x2="47" y2="25"/><line x1="32" y1="6" x2="32" y2="25"/><line x1="32" y1="12" x2="32" y2="17"/>`,
  keyboard: `<rect x="4" y="17" width="56" height="32" rx="4" F/><path d="M12 26 H13 M20 26 H21 M28 26 H29 M36 26 H37 M44 26 H45 M52 26 H53 M16 33 H17 M24 33 H25 M32 33 H33 M40 33 H41 M48 33 H49"/><line x1="20" y1="41" x2="44" y2="41"/>`,
  stove: `<rect x="9" y="8" width="46" height="50" rx="4" F/><line x1="9" y1="20" x2="55" y2="20"/><circle cx="17" cy="14" r="0.8"/><circle cx="25" cy="14" r="0.8"/><circle cx="39" cy="14" r="0.8"/><circle cx="47" cy="14" r="0.8"/><rect x="17" y="30" width="30" height="20" rx="2"/><line x1="20" y1="26" x2="44" y2="26"/>`,
  hairdryer: `<path d="M40 13 C47 13 52 18 52 25 C52 32 47 37 40 37 H16 L6 33 V17 L16 13 Z" F/><path d="M30 37 L35 58 H44 L41 37"/><circle cx="40" cy="25" r="4"/>`,
};

export function drawCategoryIcon(kind: DrawKind): string {
  const shapes = (ICONS[kind] ?? ICONS.phone).replace(/ F\/>/g, ` fill="${FILL}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<g fill="none" stroke="${STROKE}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${shapes}</g></svg>`
  );
}
