import { describe, expect, it } from 'vitest';
import { NOT_A_NUMBER, numberFieldProps } from './number-field-text.ts';

/** A number input as the browser has it holding `value`, its text a number or not (`badInput`). */
function numberInput(value: string, badInput: boolean) {
  const input = document.createElement('input');
  input.type = 'number';
  input.value = value;
  Object.defineProperty(input, 'validity', { value: { badInput } });
  return input;
}

describe('numberFieldProps', () => {
  it('keeps a field whose text is no number yet apart from a cleared field', () => {
    const seen: string[] = [];
    const props = numberFieldProps('12', (text) => seen.push(text));
    props.onInput({ target: numberInput('', true) });
    props.onChange({ target: numberInput('', false) });
    props.onChange({ target: numberInput('7', false) });
    expect(seen).toEqual([NOT_A_NUMBER, '', '7']);
  });

  it('gives the field "" back for such text, so what was typed stays in it', () => {
    expect(numberFieldProps(NOT_A_NUMBER, () => undefined).value).toBe('');
    expect(numberFieldProps('30', () => undefined).value).toBe('30');
  });

  it('reads only the input itself, not the field around it', () => {
    const seen: string[] = [];
    numberFieldProps('', (text) => seen.push(text)).onInput({
      target: document.createElement('div'),
    });
    expect(seen).toEqual([]);
  });

  it('is no number to the forms that parse it', () => {
    expect(Number(NOT_A_NUMBER)).toBeNaN();
  });
});
