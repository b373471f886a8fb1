import { describe, expect, it } from 'vitest';
import { arrayElementAt, firstSyntaxError } from './json-syntax.ts';

describe('where a JSON text breaks', () => {
  it('finds nothing in valid JSON, whatever JSON.parse accepts', () => {
    for (const text of ['[]', ' {"a": [1, -2.5e3, true, null, "x\\"\\u00e9"]} ', '"s"', '0']) {
      expect(JSON.parse(text)).toBeDefined();
      expect(firstSyntaxError(text)).toBeUndefined();
    }
  });

  it('answers the end of the text for a text cut short, in any kind of value', () => {
    for (const text of [
      '[{"a": 1}, {"b',
      '[{"a": "val',
      '[{"a": 1',
      '[{"a": tr',
      '[{"a": 1.',
      '[{"a":',
      '[',
    ]) {
      expect(firstSyntaxError(text), text).toBe(text.length);
    }
  });

  it('answers the offset of the first character that breaks it', () => {
    expect(firstSyntaxError('[{"a": 1} x]')).toBe(10);
    expect(firstSyntaxError('[{"a": 1,}]')).toBe(9);
    expect(firstSyntaxError('[{"a" 1}]')).toBe(6);
    expect(firstSyntaxError('[1] [2]')).toBe(4);
    expect(firstSyntaxError('["a\\q"]')).toBe(4);
  });

  it('names the array element an offset is in, or none once the array closed', () => {
    const text = '[{"a": "x,y"}, {"b": [1, 2]}, {"c": 3}]';
    expect(arrayElementAt(text, text.indexOf('"b"'))).toBe(1);
    expect(arrayElementAt(text, text.indexOf('"c"'))).toBe(2);
    expect(arrayElementAt('[1] x', 4)).toBeUndefined();
  });
});
