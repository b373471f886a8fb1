import { describe, expect, it } from 'vitest';
import de from './de/translation.json';
import en from './en/translation.json';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, entry]) =>
    flattenKeys(entry, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, entry]) =>
    leaves(entry, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  it('de and en have exactly the same keys', () => {
    expect(flattenKeys(en).sort()).toEqual(flattenKeys(de).sort());
  });

  it.each([
    ['de', de],
    ['en', en],
  ])('every %s text is a non-empty string', (_language, resources) => {
    for (const [key, text] of leaves(resources)) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]);
    const german = new Map(leaves(de));
    for (const [key, text] of leaves(en)) {
      expect(variables(german.get(key)).sort(), key).toEqual(variables(text).sort());
    }
  });

  it('has the texts the specification fixes', () => {
    expect(en.errors.loginExpired).toBe('Login expired');
    expect(de.errors.loginExpired).toBe('Login abgelaufen');
    expect(en.errors.loadingTacticBoardError).toBe('An error occurred while loading tactic board.');
    expect(en.layout.welcome).toBe('Welcome, {{name}}');
    expect(de.layout.welcome).toBe('Willkommen, {{name}}');
    expect(en.nav.login).toBe('Login');
    expect(de.nav.tacticBoards).toBe('Taktik Tafeln');
  });
});
