/** The one theme: colours, spacing, radii, breakpoints (mobile layout at 768 px and below). */

/** The widest window that gets the mobile layout (spec §1). */
export const MOBILE_LAYOUT_MAX_WIDTH = 768;

export const theme = {
  color: {
    brand: '#0b7a4b',
    brandDark: '#075c38',
    brandSoft: '#e6f4ec',
    accent: '#f26a1b',
    sale: '#e0312b',
    new: '#1d6fe0',
    text: '#16202a',
    muted: '#5d6b78',
    line: '#e3e7eb',
    page: '#f3f5f7',
    card: '#ffffff',
    star: '#f5a623',
    danger: '#c62828',
    success: '#137333',
  },
  space: (steps: number) => `${steps * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.14)',
  },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  layout: { maxWidth: '1240px', headerHeight: '64px' },
  media: {
    mobile: `@media (max-width: ${MOBILE_LAYOUT_MAX_WIDTH}px)`,
    desktop: `@media (min-width: ${MOBILE_LAYOUT_MAX_WIDTH + 1}px)`,
    narrow: '@media (max-width: 480px)',
    wide: '@media (min-width: 1100px)',
  },
} as const;

export type ShopTheme = typeof theme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: emotion's Theme becomes ShopTheme
  export interface Theme extends ShopTheme {}
}
