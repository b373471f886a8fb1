import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPageHeader, type ListHeaderTextKey } from './list-page-header.tsx';

const TEXTS: Record<ListHeaderTextKey, string> = {
  'list.documentTitle': 'Drills · Courtside',
  'list.title': 'Drills',
  'list.invalidAddress': 'This address holds filters the list does not know.',
  'filters.clear': 'Clear filters',
};
const t = (key: ListHeaderTextKey) => TEXTS[key];

describe('ListPageHeader', () => {
  it('names the page and offers its action', () => {
    render(
      <ListPageHeader
        t={t}
        action={<button>Add drill</button>}
        invalidAddress={false}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add drill' })).toBeInTheDocument();
    expect(document.title).toBe('Drills · Courtside');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about an address it could not read and clears the filters on request', async () => {
    const onClear = vi.fn();
    render(<ListPageHeader t={t} invalidAddress onClear={onClear} />);
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS['list.invalidAddress']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
