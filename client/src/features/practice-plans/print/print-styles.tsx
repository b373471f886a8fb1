import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * What printing the sheet changes: A4 with small margins; everything around the main region
 * (app bar with its breadcrumbs, side navigation, skip link, open menus) is left out, found as
 * every sibling of the main region and of its ancestors, so no layout part needs a print class;
 * a smaller root font size scales the rem-based type so a plan fits on one page where it can.
 */
const styles = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    ':has(#main-content) > :not(#main-content):not(:has(#main-content))': {
      display: 'none !important',
    },
    html: { fontSize: '12px' },
    '#main-content': { padding: '0 !important', maxWidth: 'none !important' },
  },
};

export function PrintStyles() {
  return <GlobalStyles styles={styles} />;
}
