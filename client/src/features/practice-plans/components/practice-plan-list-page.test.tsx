import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';
import { loggedIn, makeHeader, planListOf, PLAN_ID } from './plan-fixtures.ts';
import { PracticePlanListPage } from './practice-plan-list-page.tsx';

function renderList(route: string, options: { loggedIn?: boolean; language?: 'de' | 'en' } = {}) {
  return renderWithProviders(<PracticePlanListPage />, {
    route,
    path: '/practice-plans',
    routes: [{ path: '/practice-plans/:planId', element: <p>Plan page</p> }],
    preloadedState: options.loggedIn ? loggedIn : undefined,
    language: options.language,
  });
}

const listRequests = (requests: ApiRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/practice-plans');

const answer =
  (plans: ReturnType<typeof makeHeader>[]) =>
  ({ path }: ApiRequest) =>
    path === '/api/practice-plans'
      ? { status: 200, body: planListOf(plans) }
      : path === '/api/tags/practice-plans'
        ? { status: 200, body: ['fitness', 'u18'] }
        : undefined;

describe('PracticePlanListPage', () => {
  it('shows each plan’s date, time, minutes against plan, items, tags, creator and marks', async () => {
    stubApi(
      answer([
        makeHeader({ favorite: true, isPrivate: true }),
        makeHeader({
          _id: '22222222-2222-4222-8222-222222222223',
          name: 'Sunday scrimmage',
          date: null,
          startTime: null,
          plannedMinutes: 60,
          totalMinutes: 75,
          itemCount: 1,
          tags: [],
        }),
      ]),
    );
    await renderList('/practice-plans', { loggedIn: true });

    const results = await screen.findByRole('list', { name: 'Practice plans' });
    const [tuesday, sunday] = within(results).getAllByRole('article');
    if (!tuesday || !sunday) throw new Error('two cards expected');
    expect(within(tuesday).getByRole('heading', { name: 'Tuesday training' })).toBeInTheDocument();
    expect(within(tuesday).getByText('Tue, Mar 3, 2026, 19:00')).toBeInTheDocument();
    expect(within(tuesday).getByText('80 of 90 min')).toBeInTheDocument();
    expect(within(tuesday).getByText(/6 items/)).toBeInTheDocument();
    expect(within(tuesday).getByText('by Coach Carter')).toBeInTheDocument();
    expect(within(tuesday).getByText('fitness')).toBeInTheDocument();
    expect(within(tuesday).getByRole('img', { name: 'Favorite' })).toBeInTheDocument();
    expect(within(tuesday).getByText('Private')).toBeInTheDocument();
    expect(within(tuesday).getByRole('link')).toHaveAttribute('href', `/practice-plans/${PLAN_ID}`);
    expect(within(sunday).getByText('No date')).toBeInTheDocument();
    expect(within(sunday).getByText('75 of 60 min')).toBeInTheDocument();
    expect(within(sunday).queryByRole('img', { name: 'Favorite' })).not.toBeInTheDocument();
    expect(screen.getByText('2 practice plans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Practice Plan' })).toHaveAttribute(
      'href',
      '/practice-plans/add',
    );
  });

  it('asks the API what the address says and writes whose plans into it', async () => {
    const requests = stubApi(answer([makeHeader()]));
    const { user, router } = await renderList(
      '/practice-plans?name%5Bregex%5D=tues&tags%5Bin%5D=fitness&favorite=true&sortBy=name&sortOrder=desc',
      { loggedIn: true },
    );
    await screen.findByRole('list', { name: 'Practice plans' });
    const asked = 'name[regex]=tues&name[options]=i&tags[in]=fitness&favorite=true&limit=24';
    expect(listRequests(requests)[0]?.query).toEqual({
      ...Object.fromEntries(new URLSearchParams(asked)),
      sortBy: 'name',
      sortOrder: 'desc',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('tues');
    expect(screen.getByRole('switch', { name: 'Favorites only' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'fitness' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Shared with me' }));
    await waitFor(() => expect(listRequests(requests).at(-1)?.query.shared).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('shared')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shared with me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('invites a visitor to log in and offers no add button', async () => {
    stubApi(answer([]));
    await renderList('/practice-plans');
    expect(await screen.findByText('No practice plans yet')).toBeInTheDocument();
    expect(
      screen.getByText('Log in to plan sessions and to see the plans shared with you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Whose plans' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    stubApi(({ path }) =>
      path === '/api/practice-plans' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    await renderList('/practice-plans', { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    stubApi(answer([makeHeader()]));
    await renderList('/practice-plans', { loggedIn: true, language: 'de' });
    const results = await screen.findByRole('list', { name: 'Trainingspläne' });
    expect(within(results).getByText('Di., 3. März 2026, 19:00')).toBeInTheDocument();
    expect(within(results).getByText('80 von 90 Min.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trainingsplan hinzufügen' })).toBeInTheDocument();
  });
});
