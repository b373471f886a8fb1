import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemPageHeader } from './item-page-header.tsx';

describe('ItemPageHeader', () => {
  it('shows the heading beside its actions, grouped apart from it', () => {
    render(
      <ItemPageHeader heading={<h1>Two on one</h1>}>
        <button>Share</button>
        <button>Delete</button>
      </ItemPageHeader>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Two on one' });
    const actions = screen.getByRole('button', { name: 'Share' }).parentElement as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Share', 'Delete']);
    expect(actions).not.toContainElement(heading);
    expect(heading.parentElement).toBe(actions.parentElement);
  });
});
