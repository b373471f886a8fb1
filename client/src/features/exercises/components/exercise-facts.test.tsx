import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { FactsLine } from './exercise-facts.tsx';

const none = { persons: 0, beaters: 0, chasers: 0, time_min: 0 };

describe('FactsLine', () => {
  it('names only the counts an exercise has', async () => {
    await renderWithProviders(<FactsLine exercise={{ ...none, persons: 10, time_min: 15 }} />);
    expect(screen.getByText('10 persons · 15 min')).toBeInTheDocument();
  });

  it('shows no line for an exercise without any, instead of "0 persons · 0 min"', async () => {
    const { container } = await renderWithProviders(
      <div data-testid="facts">
        <FactsLine exercise={none} />
      </div>,
    );
    expect(screen.getByTestId('facts')).toBeEmptyDOMElement();
    expect(container).not.toHaveTextContent('0');
  });
});
