import { expect, it } from 'vitest';

/** Every text of a resource file with its dotted key. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
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
  [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

/**
 * The checks every pair of resource files must pass: the same keys, no empty text, and the same
 * interpolation variables in both languages. Call inside a `describe`.
 */
export function itKeepsTranslationsInStep(de: object, en: object): void {
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
}
