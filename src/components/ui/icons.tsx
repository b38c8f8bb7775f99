/** Line icons drawn for the shop (24 px grid, currentColor), so no icon font is downloaded. */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.3-4.3',
  cart: 'M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2M9 20.5h.01M17 20.5h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  heart:
    'M12 20s-7-4.4-9-9.1C1.8 7.9 3.8 5 6.9 5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.1 0 5.1 2.9 3.9 5.9C19 15.6 12 20 12 20z',
  compare: 'M7 4v16M17 4v16M3 8h8M13 16h8M4 12h6M14 12h6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  smile: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-3.5-7a4 4 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
  filter: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  sort: 'M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3',
  chevronRight: 'm9 6 6 6-6 6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronDown: 'm6 9 6 6 6-6',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  tag: 'M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-9-9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zm0 0 8 7 8-7',
  pin: 'M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2',
  check: 'm5 12 5 5 9-10',
  wallet: 'M4 7h16v12H4zM4 7l2.5-3h11L20 7M15.5 13h2',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shield: 'M12 3 5 6v6c0 4.5 3 7.7 7 9 4-1.3 7-4.5 7-9V6l-7-3zm-3 9 2 2 4-4',
  zoomIn: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.3-4.3M11 8v6M8 11h6',
  play: 'M8 5v14l11-7z',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  home: 'M4 11 12 4l8 7M6 10v10h12V10',
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  alert: 'M12 3 2 20h20L12 3zm0 6v5m0 3h.01',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * Stroke, caps and joins come from the global `.icon` rule (app/global-styles.tsx), not from
 * attributes on each of the hundred icons of a listing's HTML. `fill` (a favourite's heart) is the
 * one drawing property a caller sets.
 */
export function Icon({ name, size = 22, fill, className, style, ...rest }: IconProps & { name: IconName }) {
  const classes = name === 'play' ? 'icon filled' : 'icon';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ? `${classes} ${className}` : classes}
      style={fill && fill !== 'none' ? { ...style, fill } : style}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
