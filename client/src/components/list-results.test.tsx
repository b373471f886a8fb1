import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ListEmptyState,
  ListResults,
  type ListEmptyTextKey,
  type ListResultsTextKey,
} from './list-results.tsx';

const TEXTS: Record<ListResultsTextKey | ListEmptyTextKey, string> = {
  'list.count': '{{count}} drills',
  'list.countAtLeast': 'More than {{count}} drills',
  'common.retry': 'Retry',
  'list.noResults': 'No drills match.',
  'filters.clear': 'Clear filters',
  'list.loadMore': 'Load more',
  'list.emptyTitle': 'No drills yet',
  'list.emptyText': 'Add the first one.',
  'list.emptyLoggedOut': 'Log in to add drills.',
};
const t = (key: ListResultsTextKey | ListEmptyTextKey, values?: Record<string, unknown>) =>
  TEXTS[key].replace('{{count}}', String(values?.count));

const loadedPages = (pagination: { total: number; exact: boolean }) => ({
  data: { pages: [{ pagination }] },
  isFetching: false,
  isLoading: false,
  isFetchingNextPage: false,
  hasNextPage: false,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
});

function renderResults(pagination: { total: number; exact: boolean }) {
  render(
    <ListResults
      t={t}
      itemCount={1}
      pages={loadedPages(pagination)}
      errorText={null}
      filtering={false}
      onClear={() => undefined}
      skeleton={null}
      empty={null}
    >
      <p>Two on one</p>
    </ListResults>,
  );
}

describe('ListResults', () => {
  it('announces the count of the first page', () => {
    renderResults({ total: 12, exact: true });
    expect(screen.getByRole('status')).toHaveTextContent('12 drills');
    expect(screen.getByText('Two on one')).toBeInTheDocument();
  });

  it('says "more than" when the server stopped counting', () => {
    renderResults({ total: 1000, exact: false });
    expect(screen.getByRole('status')).toHaveTextContent('More than 1000 drills');
  });
});

describe('ListEmptyState', () => {
  const action = <button>Add drill</button>;

  it('invites those logged in to add the first item', () => {
    render(<ListEmptyState t={t} loggedIn action={action} />);
    expect(screen.getByText('No drills yet')).toBeInTheDocument();
    expect(screen.getByText('Add the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add drill' })).toBeInTheDocument();
  });

  it('tells visitors to log in and offers them no action', () => {
    render(<ListEmptyState t={t} loggedIn={false} action={action} />);
    expect(screen.getByText('Log in to add drills.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
