import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

export const PRIMARY_COLOR = '#cb0c9f';

/** Content widths per breakpoint (the specification's container widths). */
export const containerMaxWidths = { sm: 540, md: 720, lg: 960, xl: 1140, xxl: 1320 } as const;

function modalContainer(): Element {
  return document.fullscreenElement ?? document.body;
}

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, xxxl: 1550 },
  },
  palette: {
    primary: { main: PRIMARY_COLOR },
    // MUI's orange reads at 3:1 on the page; this amber keeps favorite buttons at 4.5:1 (WCAG AA).
    warning: { main: '#b45309' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // Dialogs, menus and temporary drawers open inside an element shown in full screen (the board
    // editor), since the browser shows nothing outside it.
    MuiModal: { defaultProps: { container: modalContainer } },
  },
});
