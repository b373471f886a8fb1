import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { listOf, loggedIn, makeExercise, stubApi } from '../testing/exercise-fixtures.ts';
import { ExerciseListPage } from './exercise-list-page.tsx';

const listRequests = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/exercises');

function renderList(route: string, options: { loggedIn?: boolean } = {}) {
  return renderWithProviders(<ExerciseListPage />, {
    route,
    path: '/exercises',
    routes: [{ path: '/exercises/add', element: <p>Add screen</p> }],
    preloadedState: options.loggedIn ? loggedIn : undefined,
  });
}

describe('ExerciseListPage', () => {
  it('asks the API exactly what the address says', async () => {
    const requests = stubApi(({ path }) =>
      path === '/api/exercises' ? { status: 200, body: listOf([makeExercise()]) } : undefined,
    );
    await renderList(
      '/exercises?persons%5Bgte%5D=4&persons%5Blte%5D=10&tags%5Ball%5D=warm-up,beater&sortBy=name&sortOrder=desc',
    );

    expect(await screen.findByRole('link', { name: /Two on one/ })).toBeInTheDocument();
    expect(screen.getByText('1 exercise')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(1);
    expect(listRequests(requests)[0]?.query).toEqual({
      'persons[gte]': '4',
      'persons[lte]': '10',
      'tags[all]': 'warm-up,beater',
      sortBy: 'name',
      sortOrder: 'desc',
      limit: '24',
    });
  });

  it('searches by name once typing pauses and writes the search into the address', async () => {
    const requests = stubApi(({ path }) =>
      path === '/api/exercises' ? { status: 200, body: listOf([makeExercise()]) } : undefined,
    );
    const { user, router } = await renderList('/exercises?chasers%5Bgte%5D=1');
    await screen.findByText('1 exercise');
    const searchBox = screen.getByRole('searchbox', { name: 'Search by name' });

    await user.type(searchBox, 'Pass (2');

    await waitFor(() =>
      expect(listRequests(requests).at(-1)?.query).toEqual({
        'name[regex]': 'Pass \\(2',
        'name[options]': 'i',
        'chasers[gte]': '1',
        limit: '24',
      }),
    );
    // Not one request per keystroke.
    const searches = listRequests(requests).filter((r) => r.query['name[regex]']);
    expect(searches.length).toBeLessThan('Pass (2'.length);
    // The address follows the search on its own schedule; wait for it rather than race it.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('name[regex]')).toBe(
        'Pass \\(2',
      ),
    );
  });

  it('waits for a pause before it queries', async () => {
    const requests = stubApi(() => ({ status: 200, body: listOf([makeExercise()]) }));
    const { user } = await renderList('/exercises');
    await screen.findByText('1 exercise');

    await user.click(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.paste('Hoop');
    expect(listRequests(requests)).toHaveLength(1);

    await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
    expect(listRequests(requests)[1]?.query['name[regex]']).toBe('Hoop');
  });

  it('invites to add the first exercise when there are none', async () => {
    stubApi(() => ({ status: 200, body: listOf([]) }));
    const { user } = await renderList('/exercises', { loggedIn: true });

    expect(await screen.findByText('No exercises yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add the first exercise' }));
    expect(await screen.findByText('Add screen')).toBeInTheDocument();
  });

  it('suggests clearing the filters when nothing matches, and clears them', async () => {
    const requests = stubApi(({ query }) => ({
      status: 200,
      body: listOf(query['materials[all]'] ? [] : [makeExercise()]),
    }));
    const { user, router } = await renderList('/exercises?materials%5Ball%5D=hoops');

    const alert = await screen.findByText(/No exercises match these filters/);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));

    expect(await screen.findByRole('link', { name: /Two on one/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(listRequests(requests).at(-1)?.query).toEqual({ limit: '24' });
  });

  it('loads the next page on request', async () => {
    const requests = stubApi(({ query }) => {
      const page = Number(query.page ?? 1);
      const exercise = makeExercise({
        _id: `00000000-0000-4000-8000-00000000000${page}`,
        name: `Drill ${page}`,
      });
      return {
        status: 200,
        body: {
          ...listOf([exercise], page, 2),
          pagination: { page, limit: 1, total: 2, pages: 2, exact: true },
        },
      };
    });
    const { user } = await renderList('/exercises');

    await screen.findByRole('link', { name: /Drill 1/ });
    expect(screen.getByText('2 exercises')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: /Drill 2/ })).toBeInTheDocument();
    expect(listRequests(requests).map((r) => r.query.page)).toEqual([undefined, '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "more than" past the counting cap and keeps offering more while pages come back full', async () => {
    const requests = stubApi(({ query }) => {
      const page = Number(query.page ?? 1);
      const full = page === 1;
      const exercises = Array.from({ length: full ? 24 : 3 }, (_, i) =>
        makeExercise({
          _id: `00000000-0000-4000-8000-${String(page * 100 + i).padStart(12, '0')}`,
          name: `Capped ${page}-${i}`,
        }),
      );
      return {
        status: 200,
        body: { exercises, pagination: { page, limit: 24, total: 1000, pages: 42, exact: false } },
      };
    });
    const { user } = await renderList('/exercises');

    await screen.findByRole('link', { name: /Capped 1-0/ });
    expect(screen.getByText('More than 1000 exercises')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Capped 2-0/ })).toBeInTheDocument();
    expect(listRequests(requests).map((r) => r.query.page)).toEqual([undefined, '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('remembers the list view', async () => {
    localStorage.removeItem('courtside.exercises.view');
    stubApi(() => ({ status: 200, body: listOf([makeExercise()]) }));
    const { user, unmount } = await renderList('/exercises');
    await screen.findByRole('link', { name: /Two on one/ });

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();

    await renderList('/exercises');
    await screen.findByRole('link', { name: /Two on one/ });
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Exercises found' })).toBeInTheDocument();
  });
});
