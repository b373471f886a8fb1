/**
 * What MUI's ButtonBase resets on a native button or link, without its ripple and focus
 * tracking (about 9 KB gzip of the first download): the shell's buttons are native elements and
 * show their keyboard focus with `:focus-visible`.
 */
export const plainButtonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  m: 0,
  borderRadius: 0,
  p: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
} as const;
