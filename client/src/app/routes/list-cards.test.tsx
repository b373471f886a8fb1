import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  listOf,
  loggedIn,
  makeExercise,
  OWNER_ID,
} from '../../features/exercises/testing/exercise-fixtures.ts';
import {
  makeHeader as makePlanHeader,
  planListOf,
} from '../../features/practice-plans/components/plan-fixtures.ts';
import {
  headerListOf,
  makeHeader as makeBoardHeader,
} from '../../features/tacticboards/testing/board-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../testing/stub-api.ts';
import { CoachHome } from './dashboard-coach.tsx';
import { Component as UserProfileRoute } from './user-profile-route.tsx';

// The start page's and the profile's lists, each asked of the API with its flag: every item is
// named for the list it came from, so a card showing another list's answer is caught.
const KINDS = {
  '/api/exercises': 'exercise',
  '/api/tacticboards/header': 'board',
  '/api/practice-plans': 'plan',
} as const;
type Path = keyof typeof KINDS;
const SCOPES = ['mine', 'shared', 'favorite'] as const;

const uuid = (n: number) => `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`;
const idOf = (path: Path, scope: (typeof SCOPES)[number]) =>
  uuid(Object.keys(KINDS).indexOf(path) * 10 + SCOPES.indexOf(scope));
const nameOf = (path: Path, scope: string) => `${scope} ${KINDS[path]}`;

function listAnswer(path: Path, scope: (typeof SCOPES)[number], empty: readonly string[]) {
  const one = { _id: idOf(path, scope), name: nameOf(path, scope), tags: [`${scope}-tag`] };
  const shown = empty.includes(`${scope} ${KINDS[path]}`) ? [] : [one];
  if (path === '/api/exercises') return listOf(shown.map((item) => makeExercise(item)));
  if (path === '/api/tacticboards/header')
    return headerListOf(shown.map((item) => makeBoardHeader(item)));
  return planListOf(shown.map((item) => makePlanHeader(item)));
}

/** Answers the lists (leaving out the `empty` ones, e.g. 'mine plan') and the profile's user. */
function stubLists(empty: readonly string[] = []) {
  return stubApi(({ path, query }: ApiRequest) => {
    if (path === `/api/users/${OWNER_ID}`) {
      const user = { _id: OWNER_ID, name: 'Coach Carter', email: 'coach@example.com' };
      return {
        status: 200,
        body: { ...user, roles: [], emailVerified: true, createdAt: '2024-05-01T10:00:00Z' },
      };
    }
    const scope = SCOPES.find((flag) => query[flag] === 'true');
    if (!(path in KINDS) || !scope) return undefined;
    return { status: 200, body: listAnswer(path as Path, scope, empty) };
  });
}

async function expectCard(
  testId: string,
  title: string,
  path: Path,
  scope: (typeof SCOPES)[number],
) {
  const card = screen.getByTestId(testId);
  expect(within(card).getByRole('heading', { name: title })).toBeInTheDocument();
  const link = await within(card).findByRole('link', { name: new RegExp(nameOf(path, scope)) });
  const segment = { exercise: 'exercises', board: 'tacticboards', plan: 'practice-plans' };
  expect(link).toHaveAttribute('href', `/${segment[KINDS[path]]}/${idOf(path, scope)}`);
  expect(link).toHaveTextContent(`${scope}-tag`);
}

/** The favorite exercises, boards and plans: the same three cards on both pages. */
async function expectFavoriteCards() {
  await expectCard('favorite-exercises', 'Favorite exercises', '/api/exercises', 'favorite');
  await expectCard(
    'favorite-boards',
    'Favorite tactic boards',
    '/api/tacticboards/header',
    'favorite',
  );
  await expectCard('favorite-plans', 'Favorite practice plans', '/api/practice-plans', 'favorite');
}

const planRequests = (requests: ApiRequest[]) =>
  requests.filter((r) => r.path === '/api/practice-plans').map((r) => r.query);

const renderHome = () =>
  renderWithProviders(<CoachHome name="Coach Carter" />, { preloadedState: loggedIn });

const renderProfile = (language: 'de' | 'en' = 'en') =>
  renderWithProviders(<UserProfileRoute />, {
    route: `/users/${OWNER_ID}`,
    path: '/users/:userId',
    preloadedState: loggedIn,
    language,
  });

describe('the start page lists', () => {
  it('shows the coach’s recently edited and favorite practice plans beside exercises and boards', async () => {
    const requests = stubLists();
    await renderHome();
    await screen.findByRole('link', { name: /favorite plan/ });

    await expectCard(
      'recent-exercises',
      'Your recently edited exercises',
      '/api/exercises',
      'mine',
    );
    await expectCard(
      'recent-boards',
      'Your recently edited tactic boards',
      '/api/tacticboards/header',
      'mine',
    );
    await expectCard(
      'recent-plans',
      'Your recently edited practice plans',
      '/api/practice-plans',
      'mine',
    );
    await expectFavoriteCards();
    // Own plans, last edited first, as few as the other start-page lists.
    expect(planRequests(requests)).toEqual(
      expect.arrayContaining([
        { sortBy: 'updated', sortOrder: 'desc', limit: '5', mine: 'true' },
        { limit: '5', favorite: 'true' },
      ]),
    );
  });

  it('invites a coach without plans to add one and to browse the plans for favorites', async () => {
    stubLists(['mine plan', 'favorite plan']);
    await renderHome();
    await screen.findByRole('link', { name: /favorite board/ });

    const recent = screen.getByTestId('recent-plans');
    expect(
      await within(recent).findByText('You have no practice plans yet. Plan your first session!'),
    ).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Add practice plan' })).toHaveAttribute(
      'href',
      '/practice-plans/add',
    );
    const favorites = screen.getByTestId('favorite-plans');
    expect(
      within(favorites).getByText('Mark practice plans as favorites to see them here.'),
    ).toBeInTheDocument();
    expect(within(favorites).getByRole('link', { name: 'Browse practice plans' })).toHaveAttribute(
      'href',
      '/practice-plans',
    );
  });
  it('offers a new practice plan among the quick actions', async () => {
    stubLists([]);
    await renderHome();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'New practice plan' })).toHaveAttribute(
      'href',
      '/practice-plans/add',
    );
  });
});

describe('the profile lists', () => {
  it('shows own, shared and favorite practice plans beside exercises and boards', async () => {
    const requests = stubLists();
    await renderProfile();
    await screen.findByRole('link', { name: /favorite plan/ });

    await expectCard('own-exercises', 'My exercises', '/api/exercises', 'mine');
    await expectCard('own-boards', 'My tactic boards', '/api/tacticboards/header', 'mine');
    await expectCard('own-plans', 'My practice plans', '/api/practice-plans', 'mine');
    await expectCard('shared-exercises', 'Exercises shared with me', '/api/exercises', 'shared');
    await expectCard(
      'shared-boards',
      'Tactic boards shared with me',
      '/api/tacticboards/header',
      'shared',
    );
    await expectCard(
      'shared-plans',
      'Practice plans shared with me',
      '/api/practice-plans',
      'shared',
    );
    await expectFavoriteCards();
    expect(planRequests(requests)).toEqual(
      expect.arrayContaining([
        { sortBy: 'name', limit: '20', mine: 'true' },
        { sortBy: 'name', limit: '20', shared: 'true' },
        { limit: '20', favorite: 'true' },
      ]),
    );
  });

  it('says so when nobody shared a plan, and offers to add one when the coach has none', async () => {
    stubLists(['mine plan', 'shared plan']);
    await renderProfile();
    await screen.findByRole('link', { name: /favorite plan/ });

    const own = screen.getByTestId('own-plans');
    expect(within(own).getByRole('link', { name: 'Add practice plan' })).toHaveAttribute(
      'href',
      '/practice-plans/add',
    );
    expect(
      within(screen.getByTestId('shared-plans')).getByText(
        'Nobody has shared anything with you yet.',
      ),
    ).toBeInTheDocument();
  });

  it('names the plans in German as the plan screens do, and among what deleting the account deletes', async () => {
    stubLists();
    const { user } = await renderProfile('de');
    await screen.findByRole('link', { name: /favorite plan/ });

    for (const title of [
      'Meine Trainingspläne',
      'Mit mir geteilte Trainingspläne',
      'Lieblings-Trainingspläne',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' });
    expect(dialog).toHaveTextContent('alle eigenen Übungen, Taktik Tafeln und Trainingspläne');
  });
});
