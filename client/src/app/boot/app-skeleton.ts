import { ICON_PATHS, type IconName } from '../../components/icon-paths.ts';
import { navEntries } from '../../features/layout/nav-entries.ts';
import { spinnerRingCss } from '../../lib/shell-styles.ts';
import { BREAKPOINTS, PRIMARY_COLOR } from '../../lib/theme-values.ts';

/*
 * The page skeleton written into index.html at build time: the shell's frame (navigation rail,
 * top bar, spinner) in plain HTML and CSS, drawn with the page's first paint, before any script
 * has arrived. React replaces it with the real shell on its first render, at the same places
 * (e2e app-skeleton.spec.ts compares the two), so nothing moves when the app takes over.
 * It holds no text, so it needs no language.
 */

/** The navigation entries shown whether or not someone is logged in, in their order. */
export function skeletonNavIcons(): IconName[] {
  const visitor = navEntries(null, '');
  const member = navEntries('member', '');
  const icons: IconName[] = [];
  for (const [index, entry] of visitor.entries()) {
    if (member[index]?.key !== entry.key) break;
    icons.push(entry.icon);
  }
  return icons;
}

const icon = (name: IconName) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}"/></svg>`;

const below = (breakpoint: keyof typeof BREAKPOINTS) =>
  `@media (max-width:${BREAKPOINTS[breakpoint] - 0.05}px)`;
const from = (breakpoint: keyof typeof BREAKPOINTS) =>
  `@media (min-width:${BREAKPOINTS[breakpoint]}px)`;

/*
 * The numbers are the shell's (its style sheet, lib/shell-styles.ts, and root-layout.tsx):
 * a 72 px rail from `md` with a 40 px toggle and 56 × 44 entries 4 px apart; a top bar of 56 px
 * (below `lg` the breadcrumbs take a second row, 16 px below the first: 96 px; 88 px below `sm`,
 * where the rows are 8 px apart) whose round buttons are 40 px.
 */
const STYLE = [
  // The margin is the one CssBaseline takes away once the app's styles are there.
  'body{margin:0}.boot{display:flex;min-height:100vh;background:#fafafa}',
  '.boot *{box-sizing:border-box}',
  '.boot svg{display:block;width:24px;height:24px;fill:currentColor}',
  '.boot-rail{display:none;width:72px;flex-shrink:0;padding:8px 0;color:rgba(0,0,0,.87)}',
  `${from('md')}{.boot-rail{display:block}.boot-menu{visibility:hidden}}`,
  '.boot-rail>span{display:flex;align-items:center;justify-content:center;margin:0 8px 4px}',
  '.boot-rail>.boot-toggle{width:40px;height:40px;margin:0 auto 4px;color:rgba(0,0,0,.6)}',
  '.boot-toggle svg{width:20px;height:20px}',
  '.boot-rail>.boot-entry{width:56px;height:44px}',
  '.boot-column{flex-grow:1;min-width:0}',
  '.boot-bar{display:flex;align-items:center;justify-content:space-between;min-height:56px;',
  'padding:8px 24px;background:rgba(248,249,250,.85)}',
  `${below('lg')}{.boot-bar{align-items:flex-start;min-height:96px}}`,
  `${below('sm')}{.boot-bar{min-height:88px;padding:8px 16px}}`,
  '.boot-bar>span{display:flex;align-items:center;justify-content:center;width:40px;',
  'height:40px;color:rgba(0,0,0,.6)}',
  `.boot-spinner{margin:72px auto 0;${spinnerRingCss(PRIMARY_COLOR, 'boot-spin')}}`,
  '@keyframes boot-spin{to{transform:rotate(360deg)}}',
].join('');

/** What goes into the page: `style` into its head, `markup` into its `#root`. */
export function appSkeleton(): { style: string; markup: string } {
  const rail = [
    `<span class="boot-toggle">${icon('expand')}</span>`,
    ...skeletonNavIcons().map((name) => `<span class="boot-entry">${icon(name)}</span>`),
  ].join('');
  const markup =
    '<div class="boot" aria-hidden="true">' +
    `<div class="boot-rail">${rail}</div>` +
    '<div class="boot-column">' +
    `<div class="boot-bar"><span class="boot-menu">${icon('menu')}</span>` +
    `<span>${icon('settings')}</span></div>` +
    '<div class="boot-spinner"></div>' +
    '</div></div>';
  return { style: `<style>${STYLE}</style>`, markup };
}
