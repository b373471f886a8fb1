import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../../components/icon-paths.ts';
import { navEntries } from '../../features/layout/nav-entries.ts';
import { appSkeleton, skeletonNavIcons } from './app-skeleton.ts';

describe('skeletonNavIcons', () => {
  it('takes the entries a visitor and a member both see, up to the first that differs', () => {
    const icons = skeletonNavIcons();
    const visitor = navEntries(null, '').map((entry) => entry.icon);
    const member = navEntries('someone', '').map((entry) => entry.icon);
    expect(icons.length).toBeGreaterThan(0);
    expect(icons).toEqual(visitor.slice(0, icons.length));
    expect(icons).toEqual(member.slice(0, icons.length));
    // The next entry is the login for a visitor and the profile for a member.
    expect(visitor[icons.length]).not.toBe(member[icons.length]);
  });
});

describe('appSkeleton', () => {
  const { style, markup } = appSkeleton();
  const root = document.createElement('div');
  root.innerHTML = markup;

  it('draws the rail toggle, the shared navigation icons, the menu and settings buttons', () => {
    const drawn = [...root.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(drawn).toEqual([
      ICON_PATHS.expand,
      ...skeletonNavIcons().map((name) => ICON_PATHS[name]),
      ICON_PATHS.menu,
      ICON_PATHS.settings,
    ]);
  });

  it('holds no text, so it fits either language, and is hidden from assistive technology', () => {
    expect(root.textContent).toBe('');
    expect(root.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('comes with its own styles, the rail shown from the md breakpoint', () => {
    expect(style).toMatch(/^<style>.*<\/style>$/s);
    expect(style).toContain('@media (min-width:768px){.boot-rail{display:block}');
  });
});
