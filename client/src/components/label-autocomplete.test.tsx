import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LabelAutocomplete,
  uniqueLabels,
  type LabelAutocompleteTextKey,
  type LabelSuggestions,
} from './label-autocomplete.tsx';

const TEXTS: Record<LabelAutocompleteTextKey, string> = {
  'common.loading': 'Loading…',
  'common.noSuggestions': 'No suggestions',
  'common.clear': 'Clear',
  'common.openSuggestions': 'Open suggestions',
  'common.closeSuggestions': 'Close suggestions',
};
const t = (key: LabelAutocompleteTextKey) => TEXTS[key];

const useNoSuggestions = (): LabelSuggestions => ({ options: [], loading: false });
const useTwoSuggestions = (): LabelSuggestions => ({
  options: ['defence', 'offence'],
  loading: false,
});

describe('LabelAutocomplete', () => {
  it('words its controls and empty list with the given t', async () => {
    render(
      <LabelAutocomplete
        label="Tags"
        value={[]}
        onChange={vi.fn()}
        useSuggestions={useNoSuggestions}
        t={t}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open suggestions' }));
    expect(await screen.findByText('No suggestions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close suggestions' })).toBeInTheDocument();
  });

  it('adds a suggested label', async () => {
    const onChange = vi.fn();
    render(
      <LabelAutocomplete
        label="Tags"
        value={['drill']}
        onChange={onChange}
        useSuggestions={useTwoSuggestions}
        t={t}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'offence' }));
    expect(onChange).toHaveBeenCalledWith(['drill', 'offence']);
  });

  it.each(['defence', 'Defence'])(
    'empties the field when %s, a label already there, is entered again',
    async (typed) => {
      const onChange = vi.fn();
      const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <LabelAutocomplete
            label="Tags"
            value={['defence']}
            onChange={onChange}
            useSuggestions={useNoSuggestions}
            t={t}
            freeEntry
          />
        </form>,
      );
      const field = screen.getByRole('combobox', { name: 'Tags' });
      await userEvent.type(field, `${typed}{Enter}`);
      expect(field).toHaveValue('');
      for (const [labels] of onChange.mock.calls) expect(labels).toEqual(['defence']);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('keeps each label once, whatever its case', () => {
    expect(uniqueLabels([' Cones', 'cones', '', 'Hoops'])).toEqual(['Cones', 'Hoops']);
  });
});
