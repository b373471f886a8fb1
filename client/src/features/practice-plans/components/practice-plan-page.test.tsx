import { screen, waitFor, within } from '@testing-library/react';
import type { PracticePlan } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';
import {
  BEATER_DRILL_ID,
  KICKOFF_BOARD_ID,
  loggedIn,
  makePlan,
  NEW_PLAN_ID,
  PASSING_ID,
  PLAN_ID,
} from './plan-fixtures.ts';
import { PracticePlanPage } from './practice-plan-page.tsx';

const ownerAccess = { hasAccess: true, type: 'owner', level: 'edit' };

function answer(
  plan: PracticePlan,
  extra?: (request: ApiRequest) => { status: number; body?: unknown } | undefined,
) {
  return (request: ApiRequest) => {
    const found = extra?.(request);
    if (found) return found;
    if (request.path === `/api/practice-plans/${PLAN_ID}`) return { status: 200, body: plan };
    if (request.path === `/api/practice-plans/${PLAN_ID}/checkAccess`) {
      return { status: 200, body: ownerAccess };
    }
    return undefined;
  };
}

function renderPage(options: { loggedIn?: boolean; language?: 'de' | 'en' } = {}) {
  return renderWithProviders(<PracticePlanPage />, {
    route: `/practice-plans/${PLAN_ID}`,
    path: '/practice-plans/:planId',
    routes: [
      { path: '/practice-plans', element: <p>Plan list</p> },
      { path: '/practice-plans/:planId/update', element: <p>Planner</p> },
    ],
    preloadedState: options.loggedIn ? loggedIn : undefined,
    language: options.language,
  });
}

/** The timeline's rows: clock time, what, minutes. */
const rowsOf = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .filter((row) => row.parentElement?.tagName === 'OL')
    .map((row) => row.textContent);

describe('PracticePlanPage', () => {
  it('lays the plan out in time: each item at its clock time, parallel groups side by side', async () => {
    stubApi(answer(makePlan()));
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tuesday training' }),
    ).toBeInTheDocument();

    const warmUp = screen.getByRole('region', { name: 'Warm-up' });
    expect(within(warmUp).getByText('19:00–19:15 · 15 min')).toBeInTheDocument();
    expect(rowsOf(warmUp)).toEqual(['19:00ExercisePassing square15 min', '19:15NoteBring bibs']);
    expect(within(warmUp).getByRole('link', { name: 'Passing square' })).toHaveAttribute(
      'href',
      `/exercises/${PASSING_ID}`,
    );

    const main = screen.getByRole('region', { name: 'Main part' });
    expect(within(main).getByText('19:15–19:50 · 35 min')).toBeInTheDocument();
    const groups = within(main).getByRole('list', { name: 'Groups at the same time' });
    const cards = within(groups).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Keepers and chasers',
      'Beaters',
      'Seekers',
    ]);
    expect(cards[0]).toHaveTextContent('Keepers, Chasers');
    expect(
      within(cards[1] as HTMLElement).getByRole('link', { name: 'Beater duel' }),
    ).toHaveAttribute('href', `/exercises/${BEATER_DRILL_ID}`);
    expect(
      within(cards[2] as HTMLElement).getByRole('link', { name: 'Kick-off play' }),
    ).toHaveAttribute('href', `/tacticboards/${KICKOFF_BOARD_ID}`);
    expect(rowsOf(main)[1]).toBe('19:45BreakDrinks5 min');
  });

  it('says which item is no longer available, without a link', async () => {
    stubApi(answer(makePlan()));
    await renderPage();
    const game = await screen.findByRole('region', { name: 'Game' });
    expect(rowsOf(game)).toEqual(['19:50ExerciseNo longer available30 min']);
    expect(within(game).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the facts and the needs, and warns when the plan runs over', async () => {
    stubApi(answer(makePlan({ plannedMinutes: 60 })));
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Tue, Mar 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('19:00–20:20')).toBeInTheDocument();
    expect(screen.getByText('80 of 60 min planned')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The plan runs 20 min over the planned 60 min.',
    );
    const needs = screen.getByRole('region', { name: 'What the exercises need' });
    // Per item: the passing square alone (8), or both exercises side by side (8 + 4).
    expect(within(needs).getByText('8–12')).toBeInTheDocument();
    const materials = within(needs).getByRole('list', { name: 'Materials' });
    expect(
      within(materials)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cones', 'Quaffles', 'Dodgeballs']);
    expect(screen.getByText('quick passes').tagName).toBe('STRONG');
  });

  it('gives the session its planned length while the items fill less of it', async () => {
    stubApi(answer(makePlan({ sections: [] })));
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    // The slot booked for the session, as its calendar event has it (not 19:00–19:00).
    expect(screen.getByText('19:00–20:30')).toBeInTheDocument();
    expect(screen.getByText('0 of 90 min planned')).toBeInTheDocument();
  });

  it('offers no calendar file without a date, and says why', async () => {
    stubApi(answer(makePlan({ date: null })));
    await renderPage();
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAccessibleDescription(
      'The plan has no date yet, so it cannot go into a calendar.',
    );
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('links to the pitch view and the print sheet; a visitor gets no owner controls', async () => {
    stubApi(answer(makePlan()));
    await renderPage();
    expect(await screen.findByRole('link', { name: 'At the pitch' })).toHaveAttribute(
      'href',
      `/practice-plans/${PLAN_ID}/pitch`,
    );
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      `/practice-plans/${PLAN_ID}/print`,
    );
    for (const control of ['Edit', 'Share', 'Delete', 'Duplicate as template']) {
      expect(screen.queryByRole('button', { name: control })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('duplicates as a template without the date and opens the copy in the planner', async () => {
    const requests = stubApi(
      answer(makePlan(), ({ method, path }) =>
        method === 'POST' && path === '/api/practice-plans'
          ? { status: 201, body: makePlan({ _id: NEW_PLAN_ID, date: null }) }
          : undefined,
      ),
    );
    const { user, router } = await renderPage({ loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/practice-plans/${PLAN_ID}/update`,
    );
    await user.click(screen.getByRole('button', { name: 'Duplicate as template' }));
    expect(await screen.findByText('Planner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/practice-plans/${NEW_PLAN_ID}/update`);
    const body = requests.find((r) => r.method === 'POST')?.body as PracticePlan;
    expect(body.date).toBeNull();
    // Marked as the copy, which the planner says it is.
    expect(body.name).toBe('Tuesday training (copy)');
    expect(router.state.location.state).toEqual({ copied: true });
    expect(body.sections[0]?._id).not.toBe(makePlan().sections[0]?._id);
    // What the caller cannot see stays in the copy as a note with its minutes.
    expect(body.sections[2]?.items[0]).toMatchObject({
      kind: 'text',
      text: 'No longer available',
      minutes: 30,
    });
  });

  it('deletes after confirming and goes back to the list', async () => {
    const requests = stubApi(
      answer(makePlan(), ({ method }) => (method === 'DELETE' ? { status: 204 } : undefined)),
    );
    const { user, router } = await renderPage({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete practice plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/practice-plans'));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('speaks German, sections and all', async () => {
    stubApi(answer(makePlan()));
    await renderPage({ language: 'de' });
    const game = await screen.findByRole('region', { name: 'Game' });
    expect(rowsOf(game)).toEqual(['19:50ÜbungNicht mehr verfügbar30 Min.']);
    expect(screen.getByRole('button', { name: 'Zum Kalender hinzufügen' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Am Spielfeld' })).toBeInTheDocument();
  });
});
