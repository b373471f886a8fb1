import type { PracticePlan } from '@courtside/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  makeAccessToken,
  renderWithProviders,
} from '../../../../testing/render-with-providers.tsx';
import { NETWORK_DOWN, stubApi, type ApiRequest } from '../../../../testing/stub-api.ts';
import type { CatalogResults, PlannerCatalog } from '../catalog.ts';
import {
  breakItem,
  EXERCISE_A,
  group,
  makePlan,
  parallelItem,
  OWNER_ID,
  PLAN_ID,
  section,
  textItem,
  uuid,
} from '../testing/planner-fixtures.ts';
import { practicePlansApi } from '../../api/practice-plans-api.ts';
import { PlannerPage } from './planner-page.tsx';

const loggedIn = {
  auth: {
    accessToken: makeAccessToken({
      id: OWNER_ID,
      name: 'Coach Carter',
      email: 'c@example.com',
      roles: [],
    }),
  },
};
const owner = { hasAccess: true, type: 'owner', level: 'edit' };

const found = (names: string[]): CatalogResults => ({
  entries: names.map((name, i) => ({ _id: uuid(700 + i), name, minutes: 12 + i })),
  loading: false,
  failed: false,
});

/** A catalog as the route fills it, answering from a fixed list and recording the searches. */
function fakeCatalog(names: string[]) {
  const searches: string[] = [];
  const catalog: PlannerCatalog = {
    useExercises: (pattern) => {
      searches.push(pattern);
      return found(names.filter((name) => new RegExp(pattern, 'i').test(name)));
    },
    useBoards: () => found([]),
  };
  return { catalog, searches };
}

function planApi(plan: PracticePlan, access: object = owner) {
  let stored = plan;
  const requests = stubApi(({ method, path, body }: ApiRequest) => {
    if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET')
      return { status: 200, body: stored };
    if (path === `/api/practice-plans/${PLAN_ID}` && method === 'PUT') {
      stored = { ...stored, ...(body as object), version: stored.version + 1 } as PracticePlan;
      return { status: 200, body: stored };
    }
    if (path.endsWith('/checkAccess')) return { status: 200, body: access };
    if (path === '/api/tags/practice-plans') return { status: 200, body: [] };
    return undefined;
  });
  return requests;
}

function renderPlanner(catalog: PlannerCatalog) {
  return renderWithProviders(<PlannerPage catalog={catalog} />, {
    route: `/practice-plans/${PLAN_ID}/update`,
    path: '/practice-plans/:planId/update',
    routes: [{ path: '/practice-plans/:planId', element: <p>Plan page</p> }],
    preloadedState: loggedIn,
  });
}

const itemNames = (sectionName: string) =>
  within(screen.getByRole('list', { name: `Items of ${sectionName}` }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === `Items of ${sectionName}`)
    .map((item) => item.getAttribute('aria-label'));

const puts = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'PUT');

/**
 * jsdom lays nothing out; the drag-and-drop measures rows, so each element gets a box from its
 * place in the document: later elements sit lower, which is all the keyboard moves need.
 */
function layOutInDocumentOrder() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const all = Array.from(document.querySelectorAll('*'));
    const top = all.indexOf(this) * 10;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 10,
      width: 300,
      height: 10,
      toJSON: () => ({}),
    };
  });
}

describe('PlannerPage', () => {
  it('says it holds a fresh copy when "Duplicate as template" opened it, once', async () => {
    planApi(makePlan());
    const { router } = await renderWithProviders(
      <PlannerPage catalog={fakeCatalog([]).catalog} />,
      {
        route: `/practice-plans/${PLAN_ID}`,
        path: '/practice-plans/:planId/update',
        routes: [{ path: '/practice-plans/:planId', element: <p>Plan page</p> }],
        preloadedState: loggedIn,
      },
    );
    await act(() =>
      router.navigate(`/practice-plans/${PLAN_ID}/update`, { state: { copied: true } }),
    );
    expect(await screen.findByText(/A copy of the plan: the original is unchanged/)).toBeVisible();
    // A reload would not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe(`/practice-plans/${PLAN_ID}/update`);
  });

  it('asks before removing a section with items, and removes an empty one at once', async () => {
    planApi(
      makePlan({
        sections: [...makePlan().sections, section(13, 'Cool-down', [])],
      }),
    );
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const removeSection = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for section ${name}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'Remove section' }));
    };
    const sections = () =>
      screen
        .getAllByRole('textbox', { name: 'Section title' })
        .map((field) => field.getAttribute('value'));

    await removeSection('Warm-up');
    const dialog = await screen.findByRole('dialog', { name: 'Remove the section “Warm-up”?' });
    expect(dialog).toHaveTextContent('Its 2 items go with it. Undo brings them back.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sections()).toEqual(['Warm-up', 'Main part', 'Cool-down']);

    await removeSection('Warm-up');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(sections()).toEqual(['Main part', 'Cool-down']));

    await removeSection('Cool-down');
    await waitFor(() => expect(sections()).toEqual(['Main part']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says nothing of a copy when opened from anywhere else', async () => {
    planApi(makePlan());
    await renderPlanner(fakeCatalog([]).catalog);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText(/A copy of the plan/)).not.toBeInTheDocument();
  });

  it('adds several exercises from the picker and saves them with the version', async () => {
    const requests = planApi(makePlan());
    const { catalog, searches } = fakeCatalog(['Two on one', 'Three on two', 'Keeper drill']);
    const { user } = await renderPlanner(catalog);

    await user.click(await screen.findByRole('button', { name: 'Add items to Main part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to “Main part”' });
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search exercises by name' }),
      'on',
    );
    await waitFor(() => expect(searches).toContain('on'));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Three on two/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Two on one/ }));
    expect(within(dialog).queryByRole('checkbox', { name: /Keeper drill/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 selected' }));

    expect(itemNames('Main part')).toEqual(['Explain the game', 'Three on two', 'Two on one']);
    // 19:00 + 15 + 5 (warm-up) + 5 (text) → the first picked exercise starts at 19:25.
    expect(screen.getByRole('listitem', { name: 'Three on two' })).toHaveTextContent('19:25–19:38');
    expect(screen.getByText(/The plan runs 20 min over the planned 30 min/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const [put] = puts(requests);
    expect(put?.body).toMatchObject({
      version: 1,
      name: 'Tuesday practice',
      sections: [
        { title: 'Warm-up' },
        {
          title: 'Main part',
          items: [
            { kind: 'text' },
            { kind: 'exercise', exerciseId: uuid(701), minutes: 13 },
            { kind: 'exercise', exerciseId: uuid(700), minutes: 12 },
          ],
        },
      ],
    });
    expect(put?.body).not.toHaveProperty('isPrivate');
  });

  it('moves an item with the keyboard, one change that undo takes back', async () => {
    layOutInDocumentOrder();
    planApi(
      makePlan({
        sections: [
          section(11, 'Warm-up', [
            textItem(21, 'Jog'),
            textItem(22, 'Stretch'),
            textItem(23, 'Catch'),
          ]),
          section(12, 'Main part', [textItem(24, 'Scrimmage')]),
        ],
      }),
    );
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const handle = await screen.findByRole('button', { name: 'Move Jog' });

    handle.focus();
    await user.keyboard(' ');
    // The keyboard sensor listens once the pick-up has settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(itemNames('Warm-up')).toEqual(['Stretch', 'Jog', 'Catch']));
    expect(screen.getByText(/Jog was dropped at position 2 of 3 in Warm-up/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(itemNames('Warm-up')).toEqual(['Jog', 'Stretch', 'Catch']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(itemNames('Warm-up')).toEqual(['Stretch', 'Jog', 'Catch']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(itemNames('Warm-up')).toEqual(['Jog', 'Stretch', 'Catch']);
  });

  it('merges typing into one minutes field into one undo step and says why it refuses 0', async () => {
    planApi(makePlan());
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const row = await screen.findByRole('listitem', { name: 'Two on one' });
    const minutes = within(row).getByRole('spinbutton', { name: 'Minutes' });

    await user.clear(minutes);
    expect(within(row).getByText('1–240 min')).toBeInTheDocument();
    await user.type(minutes, '25');
    expect(minutes).toHaveValue(25);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      within(screen.getByRole('listitem', { name: 'Two on one' })).getByRole('spinbutton', {
        name: 'Minutes',
      }),
    ).toHaveValue(15);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('says so when leaving a minutes field puts back the last allowed value', async () => {
    planApi(makePlan());
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const row = await screen.findByRole('listitem', { name: 'Two on one' });
    const minutes = within(row).getByRole('spinbutton', { name: 'Minutes' });

    await user.clear(minutes);
    await user.paste('999');
    await user.tab();
    expect(minutes).toHaveValue(15);
    expect(within(row).getByText('Kept 15 min: 1–240 min allowed')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '20');
    expect(within(row).queryByText(/Kept/)).toBeNull();
  });

  it('puts back the minutes from before the typing when it ends out of range', async () => {
    planApi(makePlan());
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const row = await screen.findByRole('listitem', { name: 'Two on one' });
    const minutes = within(row).getByRole('spinbutton', { name: 'Minutes' });

    // "9" and "99" are allowed on the way to "999"; the field came with 15.
    await user.clear(minutes);
    await user.type(minutes, '999');
    await user.tab();
    expect(minutes).toHaveValue(15);
    expect(within(row).getByText('Kept 15 min: 1–240 min allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('says so when leaving a plan number puts back its last allowed value, or keeps it empty', async () => {
    planApi(makePlan());
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const players = await screen.findByRole('spinbutton', { name: 'Expected players' });

    // Typed over the whole field at once (jsdom selects no text in a number field).
    await user.click(players);
    fireEvent.change(players, { target: { value: '0' } });
    expect(players).toHaveAccessibleDescription('A whole number from 1 to 200');
    await user.tab();
    expect(players).toHaveValue(14);
    expect(players).toHaveAccessibleDescription('Kept 14: A whole number from 1 to 200');
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    // Cleared is "not set", a change of its own; an invalid entry after it leaves it empty.
    await user.clear(players);
    await user.tab();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(players);
    fireEvent.change(players, { target: { value: '999' } });
    await user.tab();
    expect(players).toHaveValue(null);
    expect(players).toHaveAccessibleDescription('Left empty: A whole number from 1 to 200');
    await user.type(players, '16');
    expect(players).not.toHaveAccessibleDescription(/Left empty/);
  });

  it('names an unnamed group and shortens a long break reason in the timeline', async () => {
    const reason = 'W'.repeat(200);
    planApi(
      makePlan({
        sections: [
          section(11, 'Warm-up', [
            parallelItem(31, group(32, ''), group(33, 'Beaters')),
            breakItem(34, 5, reason),
          ]),
        ],
      }),
    );
    await renderPlanner(fakeCatalog([]).catalog);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timeline)
      .getAllByTestId('timeline-item')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Groups in parallel: Unnamed group, Beaters');
    expect(items[1]).toContain(`Break: ${'W'.repeat(57)}…`);
    expect(items[1]).not.toContain('W'.repeat(58));
  });

  it('adds no break while its minutes are out of range', async () => {
    const requests = planApi(makePlan());
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    await user.click(await screen.findByRole('button', { name: 'Add items to Main part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to “Main part”' });
    await user.click(within(dialog).getByRole('tab', { name: 'Break' }));
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '-3');
    await user.tab();
    const add = within(dialog).getByRole('button', { name: 'Add break' });
    expect(add).toBeDisabled();
    expect(minutes).toHaveValue(-3);
    expect(within(dialog).getByText('1–240 min')).toBeInTheDocument();

    await user.clear(minutes);
    await user.type(minutes, '7');
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    const added = within(screen.getByRole('list', { name: 'Items of Main part' })).getByRole(
      'listitem',
      { name: 'Break' },
    );
    expect(within(added).getByRole('spinbutton', { name: 'Minutes' })).toHaveValue(7);
    expect(puts(requests)).toHaveLength(0);
  });

  it('says why an item cannot be added to a full plan', async () => {
    // Breaks: the cheapest rows to draw, since the test is about the count alone.
    const items = Array.from({ length: 60 }, (_, i) => breakItem(100 + i, 1));
    planApi(makePlan({ sections: [section(11, 'Everything', items)] }));
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    await user.click(await screen.findByRole('button', { name: 'Add items to Everything' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to “Everything”' });
    await user.click(within(dialog).getByRole('tab', { name: 'Break' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add break' }));
    expect(await screen.findByText('A plan holds at most 60 items.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('tells a caller without edit access and links back to the plan', async () => {
    planApi(makePlan(), { hasAccess: true, type: 'public', level: 'view' });
    await renderPlanner(fakeCatalog([]).catalog);
    expect(await screen.findByText(/You may not edit this practice plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      `/practice-plans/${PLAN_ID}`,
    );
  });

  it('lets the coach keep their version over a newer one after a 409', async () => {
    let version = 1;
    const requests = stubApi(({ method, path, body }) => {
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET')
        return { status: 200, body: makePlan({ version }) };
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'PUT') {
        const sent = body as { version: number };
        if (sent.version !== 2)
          return {
            status: 409,
            body: { message: 'version: stale', details: { currentVersion: 2 } },
          };
        version = 3;
        return { status: 200, body: makePlan({ ...(body as object), version }) };
      }
      if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
      return { status: 200, body: [] };
    });
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    await user.click(await screen.findByRole('button', { name: 'Actions for Break: Water' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove item' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts(requests).map((r) => (r.body as { version: number }).version)).toEqual([1, 2]);
  });

  it('shows the field a 400 names at that field', async () => {
    stubApi(({ method, path }) => {
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET')
        return { status: 200, body: makePlan() };
      if (method === 'PUT') {
        return {
          status: 400,
          body: {
            message: 'sections.0.items.0.exerciseId: no such exercise',
            details: { field: 'sections.0.items.0.exerciseId', id: EXERCISE_A },
          },
        };
      }
      if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
      return { status: 200, body: [] };
    });
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The server did not accept the plan/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Two on one' })).getByText(/No longer available/),
    ).toBeInTheDocument();
  });

  it('keeps the changes on screen when a save cannot reach the server, and saves them later', async () => {
    let offline = false;
    const requests = stubApi(({ method, path, body }) => {
      if (offline) return NETWORK_DOWN;
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET')
        return { status: 200, body: makePlan() };
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'PUT')
        return { status: 200, body: makePlan({ ...(body as object), version: 2 }) };
      if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
      return { status: 200, body: [] };
    });
    const { user } = await renderPlanner(fakeCatalog([]).catalog);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' B');
    await user.click(screen.getByRole('button', { name: 'Actions for Break: Water' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove item' }));

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/server cannot be reached/i)).toBeInTheDocument();
    // Nothing reloads the plan over the coach's changes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tuesday practice B');
    expect(screen.queryByRole('listitem', { name: 'Break: Water' })).toBeNull();

    // Back online, the browser says so and the save goes out again by itself.
    offline = false;
    const before = puts(requests).length;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(before + 1);
    expect(puts(requests).at(-1)?.body).toMatchObject({ name: 'Tuesday practice B' });
    expect(screen.queryByText(/server cannot be reached/i)).not.toBeInTheDocument();
  });

  it('stays with the changes when the plan is read again and that fails', async () => {
    let offline = false;
    stubApi(({ method, path }) => {
      if (offline) return NETWORK_DOWN;
      if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET')
        return { status: 200, body: makePlan() };
      if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
      return { status: 200, body: [] };
    });
    const { user, store } = await renderPlanner(fakeCatalog([]).catalog);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' B');

    offline = true;
    const reread = store.dispatch(
      practicePlansApi.endpoints.getPracticePlan.initiate(PLAN_ID, { forceRefetch: true }),
    );
    await act(async () => void (await reread));
    reread.unsubscribe();
    expect(
      practicePlansApi.endpoints.getPracticePlan.select(PLAN_ID)(store.getState()).error,
    ).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tuesday practice B');
  });
});
