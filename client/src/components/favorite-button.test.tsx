import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FavoriteButton, type FavoriteTextKey } from './favorite-button.tsx';

const TEXTS: Record<FavoriteTextKey, string> = {
  'favorite.add': 'Add to favorites',
  'favorite.remove': 'Remove from favorites',
};
const t = (key: FavoriteTextKey) => TEXTS[key];

describe('FavoriteButton', () => {
  it('offers to add an item that is no favorite, and asks to make it one', async () => {
    const onChange = vi.fn();
    render(<FavoriteButton t={t} favorite={false} busy={false} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows a favorite as pressed and asks to remove it', async () => {
    const onChange = vi.fn();
    render(<FavoriteButton t={t} favorite busy={false} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('takes no second click while the change is on its way', () => {
    render(<FavoriteButton t={t} favorite={false} busy onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Add to favorites/ })).toBeDisabled();
  });
});
