/**
 * The theme's plain values, apart from `createTheme` so that the page skeleton built into
 * index.html (app/boot/app-skeleton.ts) can use them at build time.
 */
export const PRIMARY_COLOR = '#cb0c9f';

/** Where each breakpoint starts (px). */
export const BREAKPOINTS = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
  xxxl: 1550,
} as const;

/** Content widths per breakpoint (the specification's container widths). */
export const containerMaxWidths = { sm: 540, md: 720, lg: 960, xl: 1140, xxl: 1320 } as const;
