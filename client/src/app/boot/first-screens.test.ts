import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { FIRST_SCREENS } from './first-screens.ts';

describe('FIRST_SCREENS', () => {
  it.each(FIRST_SCREENS.map((screen) => [screen.example, screen] as const))(
    '%s: the address is the screen’s and the router loads its module there',
    (example, screen) => {
      expect(new RegExp(screen.path).test(example)).toBe(true);
      expect(new RegExp(screen.path).test(`${example.replace(/\/$/, '')}/more`)).toBe(false);
      const leaf = matchRoutes(routes, example)?.at(-1)?.route;
      expect(typeof leaf?.lazy).toBe('function');
      // The route's import, read from its source: loading the screens here would load them
      // without the mocks other test files put in place (the tests share their modules).
      const file = screen.module.slice(screen.module.lastIndexOf('/') + 1);
      expect(String(leaf?.lazy)).toMatch(new RegExp(`routes/${file.replace('.', '\\.')}['"]`));
    },
  );

  it('names each screen once', () => {
    const modules = FIRST_SCREENS.map((screen) => screen.module);
    expect(new Set(modules).size).toBe(modules.length);
  });
});
