import type { Theme } from '@mui/material/styles';
import { containerMaxWidths } from './theme-values.ts';

/*
 * The style sheet of the app's shell (rail, top bar, breadcrumbs, main region, the shell's
 * buttons and icons), written once from the theme when the app starts. Every page draws these
 * elements in its first render; styled through `sx`, each of them cost Emotion a style object
 * turned into CSS, hashed and inserted before the first paint: some 20–25 ms of the drafting
 * board's first render (bench/RESULTS.md, session 27). Feature screens keep `sx`.
 */

/** The class names of the shell's elements, all in one place so none is misspelt. */
export const shellClass = {
  layout: 'cs-layout',
  fit: 'cs-fit',
  skipLink: 'cs-skip-link',
  aside: 'cs-aside',
  asideCard: 'cs-aside-card',
  asideInner: 'cs-aside-inner',
  column: 'cs-column',
  main: 'cs-main',
  topBar: 'cs-top-bar',
  topBarSticky: 'cs-top-bar-sticky',
  topBarClear: 'cs-top-bar-clear',
  topBarRow: 'cs-top-bar-row',
  crumbSlot: 'cs-crumb-slot',
  welcome: 'cs-welcome',
  topBarActions: 'cs-top-bar-actions',
  labelFromSm: 'cs-label-from-sm',
  hideFromMd: 'cs-hide-from-md',
  crumbs: 'cs-crumbs',
  crumbList: 'cs-crumb-list',
  crumb: 'cs-crumb',
  crumbCurrent: 'cs-crumb-current',
  crumbLink: 'cs-crumb-link',
  crumbSkeleton: 'cs-crumb-skeleton',
  visuallyHidden: 'cs-visually-hidden',
  sideNav: 'cs-side-nav',
  sideNavCard: 'cs-side-nav-card',
  sideNavToggle: 'cs-side-nav-toggle',
  sideNavList: 'cs-side-nav-list',
  sideNavEntry: 'cs-side-nav-entry',
  sideNavLink: 'cs-side-nav-link',
  sideNavMini: 'cs-side-nav-mini',
  sideNavLabel: 'cs-side-nav-label',
  plainButton: 'cs-plain-button',
  button: 'cs-button',
  buttonContained: 'cs-button-contained',
  roundButton: 'cs-round-button',
  languageSwitch: 'cs-language-switch',
  icon: 'cs-icon',
  loading: 'cs-loading',
  spinner: 'cs-spinner',
} as const;

/** The class names given, without the ones left out (`false`, `undefined`), as one attribute. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The colours a shell button comes in; each sets the custom properties the button reads. */
export type ShellButtonColor = 'primary' | 'error';
export const buttonColorClass = (color: ShellButtonColor) => `cs-button-${color}`;

/** The side navigation's colour schemes (layout settings); `dark` is the theme's darkest grey. */
export const SIDE_NAV_COLORS = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'error',
  'dark',
] as const;
export type SideNavColor = (typeof SIDE_NAV_COLORS)[number];
export const sideNavColorClass = (color: SideNavColor) => `cs-side-nav-${color}`;

export type IconSize = 'inherit' | 'small' | 'medium' | 'large';
export const iconSizeClass = (size: IconSize) => `cs-icon-${size}`;
const ICON_SIZES: Record<IconSize, string> = {
  inherit: 'inherit',
  small: '1.25rem',
  medium: '1.5rem',
  large: '2.1875rem',
};

/** Hides content visually while screen readers still read it (as `sx` for MUI's components). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A style object of plain CSS values as declarations. */
function declarations(style: Readonly<Record<string, string | number>>): string {
  return Object.entries(style)
    .map(
      ([name, value]) => `${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}

const visuallyHiddenCss = declarations(visuallyHiddenSx);

/** What a browser draws on a native button or link that ours must not show (ButtonBase's reset). */
const plainButtonCss =
  'display:inline-flex;align-items:center;justify-content:center;position:relative;' +
  'box-sizing:border-box;-webkit-tap-highlight-color:transparent;background-color:transparent;' +
  'outline:0;border:0;margin:0;border-radius:0;padding:0;cursor:pointer;user-select:none;' +
  'vertical-align:middle;appearance:none;text-decoration:none;color:inherit';

/** The page spinner's ring, turning by `keyframes`; the page skeleton in index.html draws it too. */
export function spinnerRingCss(color: string, keyframes: string): string {
  return (
    'width:40px;height:40px;box-sizing:border-box;border-radius:50%;' +
    `border:4px solid ${color};border-right-color:transparent;` +
    `animation:${keyframes} 0.8s linear infinite`
  );
}

type TypographyVariant = 'body1' | 'body2' | 'button';

/** A typography variant of the theme as declarations. */
function typography(theme: Theme, variant: TypographyVariant): string {
  const style = theme.typography[variant];
  const declarations = [
    `font-family:${style.fontFamily}`,
    `font-weight:${style.fontWeight}`,
    `font-size:${style.fontSize}`,
    `line-height:${style.lineHeight}`,
    `letter-spacing:${style.letterSpacing}`,
  ];
  if (style.textTransform) declarations.push(`text-transform:${style.textTransform}`);
  return declarations.join(';');
}

function sideNavColor(theme: Theme, color: SideNavColor): string {
  return color === 'dark' ? theme.palette.grey[900] : theme.palette[color].dark;
}

/** The shell's style sheet for `theme`. */
export function shellStyleSheet(theme: Theme): string {
  const { palette, breakpoints, spacing } = theme;
  const c = shellClass;
  const up = (key: 'sm' | 'md' | 'lg' | 'xl' | 'xxl') => breakpoints.up(key);
  const radius = (factor: number) => `${Number(theme.shape.borderRadius) * factor}px`;
  const containerWidths = Object.entries(containerMaxWidths).map(
    ([key, width]) =>
      `${up(key as keyof typeof containerMaxWidths)}{.${c.main}{max-width:${width}px}}`,
  );

  return [
    // First, so that the rules below override the reset they build on.
    `.${c.plainButton}{${plainButtonCss}}`,
    `.${c.plainButton}::-moz-focus-inner{border-style:none}`,
    `@media print{.${c.plainButton}{color-adjust:exact}}`,
    // Layout
    `.${c.layout}{display:flex;min-height:100vh;background-color:${palette.grey[50]}}`,
    `.${c.layout}.${c.fit}{min-height:0;height:100dvh}`,
    `.${c.skipLink},.${c.visuallyHidden}{${visuallyHiddenCss}}`,
    `.${c.skipLink}:focus{clip:auto;width:auto;height:auto;margin:${spacing(1)};padding:${spacing(1)};z-index:2000;background-color:${palette.background.paper}}`,
    `.${c.aside}{display:none;flex-shrink:0;transition:width 150ms}`,
    `${up('md')}{.${c.aside}{display:block}.${c.hideFromMd}{display:none}}`,
    `.${c.asideCard}{padding:${spacing(1)}}`,
    `.${c.asideInner}{position:sticky;top:0;max-height:100vh;overflow-y:auto}`,
    `.${c.column}{flex-grow:1;min-width:0;display:flex;flex-direction:column}`,
    `.${c.main}{flex-grow:1;width:100%;margin:0 auto;padding:${spacing(3, 2)};outline:none}`,
    `${up('sm')}{.${c.main}{padding-left:${spacing(3)};padding-right:${spacing(3)}}}`,
    ...containerWidths,
    `.${c.main}.${c.fit}{padding-top:${spacing(1)};padding-bottom:${spacing(1)};display:flex;flex-direction:column;flex:1 1 0}`,
    // Top bar
    `.${c.topBar}{position:static;top:0;z-index:${theme.zIndex.appBar};background-color:${palette.background.paper};box-shadow:${theme.shadows[1]}}`,
    `.${c.topBarSticky}{position:sticky}`,
    // A window too short for it (a phone on its side) scrolls the bar away: it took a quarter of
    // the height and covered the board editor's own bar.
    `@media (max-height:499.95px){.${c.topBarSticky}{position:static}}`,
    `.${c.topBarClear}{background-color:rgba(248,249,250,0.85);backdrop-filter:saturate(180%) blur(8px);box-shadow:none}`,
    `.${c.topBarRow}{display:flex;align-items:center;gap:${spacing(1)};flex-wrap:wrap;padding:${spacing(1, 2)};min-height:56px}`,
    `.${c.crumbSlot}{flex-grow:1;min-width:0;order:10;flex-basis:100%}`,
    `.${c.welcome}{margin:0;${typography(theme, 'body1')};overflow:hidden;text-overflow:ellipsis;white-space:nowrap;min-width:0;flex:1 1 0}`,
    `.${c.topBarActions}{display:flex;gap:${spacing(1)};align-items:center;margin-left:auto}`,
    // On a phone the logout button shows its icon only (the label stays for screen readers), so
    // the welcome line, language switch and buttons share one row; a visitor's login keeps its
    // label, there being room without a welcome line.
    `${breakpoints.down('sm')}{.${c.labelFromSm}{${visuallyHiddenCss}}}`,
    `${up('sm')}{.${c.topBarRow}{gap:${spacing(2)};padding:${spacing(1, 3)}}.${c.crumbList}{flex-wrap:wrap}}`,
    // The crumbs join the row only where it has room for them: from lg (a small laptop); beside a
    // tablet's navigation rail they took three lines, on a narrower tablet six.
    `${up('lg')}{.${c.crumbSlot}{order:0;flex-basis:0}.${c.welcome}{flex:0 1 auto;max-width:280px}.${c.topBarActions}{margin-left:0}}`,
    // Breadcrumbs
    `.${c.crumbs}{min-width:0}`,
    `.${c.crumbList}{display:flex;align-items:center;list-style:none;margin:0;padding:0;color:${palette.text.secondary}}`,
    // A long name takes two lines at most (the page's heading shows it whole), and a name
    // without spaces breaks anywhere rather than widening the page.
    `.${c.crumb}{display:flex;align-items:center;min-width:0;overflow-wrap:anywhere}`,
    `.${c.crumbCurrent},.${c.crumbLink}{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}`,
    // On a phone the chain keeps to one row of one line each. An item's name (the second crumb of
    // a chain, which has three at most) gives way first; the sections' and screens' labels around
    // it stay whole up to 40 % of the row. From sm up a crumb may take two lines and the chain wrap.
    `${breakpoints.down('sm')}{.${c.crumb}>*{display:block;white-space:nowrap;text-overflow:ellipsis}.${c.crumb}:nth-child(odd){flex-shrink:0;max-width:40%}}`,
    // The separator is decoration: CSS keeps it out of the crumbs' text.
    `.${c.crumb}+.${c.crumb}::before{content:"/";margin:0 ${spacing(1)}}`,
    `.${c.crumbCurrent}{color:${palette.text.primary};font-weight:500}`,
    `.${c.crumbLink}{color:inherit;text-decoration:none}`,
    `.${c.crumbLink}:hover,.${c.crumbLink}:focus-visible{text-decoration:underline}`,
    `.${c.crumbSkeleton}{display:inline-block;width:96px;height:1em;vertical-align:middle;border-radius:${radius(1)};background-color:${palette.action.hover};animation:cs-pulse 1.5s ease-in-out infinite}`,
    '@keyframes cs-pulse{50%{opacity:.4}}',
    // Side navigation
    `.${c.sideNav}{height:100%;display:flex;flex-direction:column;padding:${spacing(1, 0)}}`,
    `.${c.sideNavCard}{background-color:${palette.background.paper};box-shadow:${theme.shadows[1]};border-radius:${radius(3)}}`,
    `.${c.sideNavToggle}{display:flex;justify-content:flex-end;padding:${spacing(0, 1)}}`,
    `.${c.sideNavMini} .${c.sideNavToggle}{justify-content:center}`,
    `.${c.sideNavList}{list-style:none;margin:0;padding:${spacing(0.5, 1)}}`,
    `.${c.sideNavEntry}{margin-bottom:${spacing(0.5)}}`,
    `.${c.sideNavLink}{width:100%;gap:${spacing(2)};border-radius:${radius(2)};min-height:44px;justify-content:flex-start;padding:${spacing(0, 2)};color:${palette.text.primary};${typography(theme, 'body2')};font-weight:500}`,
    `.${c.sideNavMini} .${c.sideNavLink}{justify-content:center;padding:${spacing(0, 1.5)}}`,
    `.${c.sideNavLink}:hover,.${c.sideNavLink}:focus-visible{background-color:${palette.action.hover}}`,
    `.${c.sideNavLink}[aria-current="page"]{background-color:var(--cs-side-nav-active);color:${palette.common.white}}`,
    `.${c.sideNavLabel}{text-align:left}`,
    `.${c.sideNavMini} .${c.sideNavLabel}{${visuallyHiddenCss}}`,
    ...SIDE_NAV_COLORS.map(
      (color) => `.${sideNavColorClass(color)}{--cs-side-nav-active:${sideNavColor(theme, color)}}`,
    ),
    // Buttons
    `.${c.button}{gap:${spacing(0.75)};min-height:32px;min-width:40px;padding:${spacing(0, 1.5)};border-radius:${radius(2)};border:1px solid var(--cs-main);color:var(--cs-main);${typography(theme, 'button')};font-size:0.8125rem}`,
    `.${c.button}:hover,.${c.button}:focus-visible{background-color:${palette.action.hover}}`,
    `.${c.button}:focus-visible{outline:2px solid var(--cs-dark);outline-offset:2px}`,
    `.${c.button} svg{font-size:1.125rem}`,
    `.${c.buttonContained},.${c.buttonContained}:hover,.${c.buttonContained}:focus-visible{color:var(--cs-contrast)}`,
    `.${c.buttonContained}{background-color:var(--cs-main)}`,
    `.${c.buttonContained}:hover,.${c.buttonContained}:focus-visible{background-color:var(--cs-dark)}`,
    ...(['primary', 'error'] as const).map(
      (color) =>
        `.${buttonColorClass(color)}{--cs-main:${palette[color].main};--cs-dark:${palette[color].dark};--cs-contrast:${palette[color].contrastText}}`,
    ),
    `.${c.roundButton}{width:40px;height:40px;border-radius:50%;color:${palette.text.secondary}}`,
    `.${c.roundButton}:hover,.${c.roundButton}:focus-visible{background-color:${palette.action.hover}}`,
    `.${c.languageSwitch}{display:flex}`,
    `.${c.languageSwitch}>.${c.button}{padding:${spacing(0, 1)};border-radius:${radius(2)} 0 0 ${radius(2)}}`,
    `.${c.languageSwitch}>.${c.button}+.${c.button}{border-radius:0 ${radius(2)} ${radius(2)} 0}`,
    // Icons, drawn as MUI's SvgIcon draws them
    `.${c.icon}{user-select:none;width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;transition:${theme.transitions.create('fill', { duration: theme.transitions.duration.shorter })}}`,
    ...Object.entries(ICON_SIZES).map(
      ([size, fontSize]) => `.${iconSizeClass(size as IconSize)}{font-size:${fontSize}}`,
    ),
    // The page's spinner
    `.${c.loading}{display:flex;justify-content:center;padding:${spacing(6, 0)}}`,
    `.${c.spinner}{${spinnerRingCss(palette.primary.main, 'cs-spin')}}`,
    '@keyframes cs-spin{to{transform:rotate(1turn)}}',
  ].join('\n');
}

let installed: HTMLStyleElement | undefined;

/**
 * Puts the shell's style sheet at the start of the head, once: Emotion's styles come after it,
 * so a screen's `sx` on a shell element still wins.
 */
export function installShellStyles(theme: Theme, doc: Document = document): void {
  if (installed?.isConnected) return;
  installed = doc.createElement('style');
  installed.dataset.shell = '';
  installed.textContent = shellStyleSheet(theme);
  doc.head.prepend(installed);
}
