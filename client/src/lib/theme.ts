import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, PRIMARY_COLOR } from './theme-values.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

export { containerMaxWidths, PRIMARY_COLOR } from './theme-values.ts';

function modalContainer(): Element {
  return document.fullscreenElement ?? document.body;
}

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette: {
    primary: { main: PRIMARY_COLOR },
    // MUI's orange reads at 3:1 on the page; this amber keeps favorite buttons at 4.5:1 (WCAG AA).
    warning: { main: '#b45309' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    // Screens' headings (h4 as h1) at full size took four lines of a phone for a plan's name.
    h4: {
      fontSize: '1.5rem',
      [`@media (min-width:${BREAKPOINTS.sm}px)`]: { fontSize: '2.125rem' },
    },
  },
  components: {
    // Dialogs, menus and temporary drawers open inside an element shown in full screen (the board
    // editor), since the browser shows nothing outside it.
    MuiModal: { defaultProps: { container: modalContainer } },
  },
});
