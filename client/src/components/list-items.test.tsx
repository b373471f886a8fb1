import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListItems, ListItemsSkeleton, type ListItemsTextKey } from './list-items.tsx';

const TEXTS: Record<ListItemsTextKey, string> = {
  'list.results': 'Drills found',
  'common.loading': 'Loading…',
};
const t = (key: ListItemsTextKey) => TEXTS[key];

const drills = [
  { _id: 'd1', name: 'Two on one' },
  { _id: 'd2', name: 'Keeper rotation' },
];

function renderDrills(view: 'cards' | 'list') {
  render(
    <ListItems
      t={t}
      items={drills}
      view={view}
      renderRow={(drill) => <li data-kind="row">{drill.name}</li>}
      renderCard={(drill) => <article data-kind="card">{drill.name}</article>}
    />,
  );
  return screen.getByRole('list', { name: 'Drills found' });
}

describe('ListItems', () => {
  it('shows rows in the list view, each bringing its own list item', () => {
    const list = renderDrills('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Two on one', 'Keeper rotation']);
    expect(items.every((item) => item.dataset.kind === 'row')).toBe(true);
    expect(list.querySelector('[data-kind="card"]')).toBeNull();
  });

  it('shows a grid of cards in the card view, each in a list item', () => {
    const list = renderDrills('cards');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveStyle({ display: 'grid' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.firstElementChild?.getAttribute('data-kind'))).toEqual([
      'card',
      'card',
    ]);
    expect(within(items[1]!).getByRole('article')).toHaveTextContent('Keeper rotation');
  });
});

describe('ListItemsSkeleton', () => {
  it('is a busy placeholder named by the loading text', () => {
    render(<ListItemsSkeleton t={t} view="list" detailWidth="80%" />);
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows picture placeholders on cards only', () => {
    const { container, rerender } = render(
      <ListItemsSkeleton t={t} view="cards" detailWidth="40%" picture />,
    );
    expect(container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(6);
    rerender(<ListItemsSkeleton t={t} view="list" detailWidth="40%" picture />);
    expect(container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(0);
  });

  it('shows chip placeholders on cards only', () => {
    const { container, rerender } = render(
      <ListItemsSkeleton t={t} view="cards" detailWidth="80%" chips />,
    );
    expect(container.querySelectorAll('.MuiSkeleton-rounded')).toHaveLength(6);
    expect(container.querySelectorAll('.MuiSkeleton-rectangular')).toHaveLength(0);
    rerender(<ListItemsSkeleton t={t} view="list" detailWidth="80%" chips />);
    expect(container.querySelectorAll('.MuiSkeleton-rounded')).toHaveLength(0);
  });
});
