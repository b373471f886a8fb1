import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import shellDe from '../../../locales/de/translation.json';
import shellEn from '../../../locales/en/translation.json';

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, entry]) =>
    leaves(entry, prefix ? `${prefix}.${key}` : key),
  );
}

const keys = (resources: unknown) =>
  leaves(resources)
    .map(([key]) => key)
    .sort();
const variables = (text: unknown) =>
  [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('tacticboards translations', () => {
  it('de and en have exactly the same keys', () => {
    expect(keys(de)).toEqual(keys(en));
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
    const german = new Map(leaves(de));
    for (const [key, text] of leaves(en)) {
      expect(variables(german.get(key)), key).toEqual(variables(text));
    }
  });

  it('takes loadingTacticBoardError from the shell, so there is one text', () => {
    const nested = '$t(translation:errors.loadingTacticBoardError)';
    expect(en.loadingTacticBoardError).toBe(nested);
    expect(de.loadingTacticBoardError).toBe(nested);
    expect(shellEn.errors.loadingTacticBoardError).toBe(
      'An error occurred while loading tactic board.',
    );
    expect(shellDe.errors.loadingTacticBoardError).toBe(
      'Beim Laden der Taktiktafel ist ein Fehler aufgetreten.',
    );
  });
});
