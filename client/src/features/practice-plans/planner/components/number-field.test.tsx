import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-with-providers.tsx';
import { NumberField } from './number-field.tsx';

function HeadCount({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberField
      label="Expected players"
      value={value}
      min={1}
      max={99}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onDone={() => undefined}
      hint="A whole number from 1 to 99"
    />
  );
}

/** Puts text in the field as the browser has it: a number, or "" with badInput for "-", "4e". */
function typeInto(field: HTMLInputElement, value: string, badInput = false) {
  Object.defineProperty(field, 'validity', { value: { badInput }, configurable: true });
  fireEvent.input(field, { target: { value } });
}

describe('NumberField', () => {
  it('says what it wants as soon as an empty field holds text that is no number', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<HeadCount onChange={onChange} />);
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Expected players' });
    // "-" typed into the empty field: the browser still reads "", so React sees no change.
    typeInto(field, '', true);
    expect(await screen.findByText('A whole number from 1 to 99')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    typeInto(field, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.queryByText('A whole number from 1 to 99')).not.toBeInTheDocument();
  });
});
