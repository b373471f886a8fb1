import { createTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SIDE_NAV_COLORS,
  installShellStyles,
  shellClass,
  shellStyleSheet,
  sideNavColorClass,
} from './shell-styles.ts';
import { theme } from './theme.ts';

// Only what these tests put into the head goes: the test files share one document, and Emotion
// keeps its own style elements there.
const added: Element[] = [];
const addStyle = () => {
  const style = document.createElement('style');
  document.head.append(style);
  added.push(style);
  return style;
};

afterEach(() => {
  for (const element of [...added, ...document.head.querySelectorAll('style[data-shell]')]) {
    element.remove();
  }
  added.length = 0;
});

describe('shellStyleSheet', () => {
  it('styles every class of the shell', () => {
    const sheet = shellStyleSheet(theme);
    for (const name of Object.values(shellClass)) expect(sheet).toContain(`.${name}`);
  });

  it('parses into one rule per line, so that no rule swallows the next', () => {
    const text = shellStyleSheet(theme);
    const style = addStyle();
    style.textContent = text;
    expect(style.sheet?.cssRules).toHaveLength(text.split('\n').length);
  });

  it('takes its colours, sizes and breakpoints from the theme', () => {
    const other = createTheme({
      palette: { primary: { main: '#123456' }, info: { main: '#00aa00', dark: '#007700' } },
      breakpoints: {
        values: { xs: 0, sm: 500, md: 900, lg: 1000, xl: 1300, xxl: 1400, xxxl: 1500 },
      },
    });
    const sheet = shellStyleSheet(other);
    expect(sheet).toContain('--cs-main:#123456');
    expect(sheet).toContain(`.${sideNavColorClass('info')}{--cs-side-nav-active:#007700}`);
    expect(sheet).toContain(`@media (min-width:900px){.${shellClass.aside}{display:block}`);
    expect(sheet).toContain(`@media (min-width:500px){.${shellClass.main}{max-width:540px}}`);
  });

  it('gives each colour scheme of the side navigation its dark shade as the active colour', () => {
    const sheet = shellStyleSheet(theme);
    for (const color of SIDE_NAV_COLORS) {
      const shade = color === 'dark' ? theme.palette.grey[900] : theme.palette[color].dark;
      expect(sheet).toContain(`.${sideNavColorClass(color)}{--cs-side-nav-active:${shade}}`);
    }
  });
});

describe('installShellStyles', () => {
  it('puts the sheet first in the head, once', () => {
    addStyle();
    installShellStyles(theme);
    installShellStyles(theme);
    const styles = document.head.querySelectorAll('style[data-shell]');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
  });

  it('puts it back after it was removed', () => {
    installShellStyles(theme);
    document.head.querySelector('style[data-shell]')?.remove();
    installShellStyles(theme);
    expect(document.head.querySelectorAll('style[data-shell]')).toHaveLength(1);
  });
});
