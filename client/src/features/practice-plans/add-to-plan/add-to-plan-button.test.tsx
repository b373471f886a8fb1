import type { PracticePlan } from '@courtside/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccessToken, renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';
import { EXERCISE_B, makePlan, OWNER_ID, PLAN_ID } from '../planner/testing/planner-fixtures.ts';
import { AddToPlanButton } from './add-to-plan-button.tsx';

const loggedIn = {
  auth: {
    accessToken: makeAccessToken({
      id: OWNER_ID,
      name: 'Coach',
      email: 'c@example.com',
      roles: [],
    }),
  },
};

const header = (plan: PracticePlan) => {
  const { sections: _sections, unavailable: _u, referenced: _r, ...rest } = plan;
  return { ...rest, itemCount: 3 };
};

/** The server holds the plan; its first PUT answers 409 when `conflictOnce` (someone saved). */
function planApi(conflictOnce: boolean) {
  let stored = makePlan();
  let conflict = conflictOnce;
  const requests = stubApi(({ method, path, body }: ApiRequest) => {
    if (path === '/api/practice-plans' && method === 'GET') {
      return {
        status: 200,
        body: {
          practiceplans: [header(stored)],
          pagination: { page: 1, limit: 100, total: 1, pages: 1, exact: true },
        },
      };
    }
    if (path === `/api/practice-plans/${PLAN_ID}` && method === 'GET') {
      return { status: 200, body: stored };
    }
    if (path === `/api/practice-plans/${PLAN_ID}` && method === 'PUT') {
      if (conflict) {
        conflict = false;
        stored = { ...stored, version: 2 };
        return { status: 409, body: { message: 'stale', details: { currentVersion: 2 } } };
      }
      stored = { ...stored, ...(body as object), version: stored.version + 1 } as PracticePlan;
      return { status: 200, body: stored };
    }
    return undefined;
  });
  return requests;
}

async function openDialog() {
  const view = await renderWithProviders(
    <AddToPlanButton exercise={{ _id: EXERCISE_B, name: 'Hoop defence', minutes: 0 }} />,
    { route: '/exercises/x', preloadedState: loggedIn },
  );
  await view.user.click(screen.getByRole('button', { name: 'Add to plan: Hoop defence' }));
  return view;
}

describe('AddToPlanButton', () => {
  it('appends the exercise to the chosen section, retrying once after a 409', async () => {
    const requests = planApi(true);
    const { user } = await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add “Hoop defence” to a plan' });
    expect(requests.find((r) => r.path === '/api/practice-plans')?.query).toMatchObject({
      mine: 'true',
    });

    await user.click(await within(dialog).findByRole('combobox', { name: 'Practice plan' }));
    await user.click(await screen.findByRole('option', { name: 'Tuesday practice' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Main part' }));
    // An exercise without its own time starts with 10 minutes.
    expect(within(dialog).getByRole('spinbutton', { name: 'Minutes' })).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: 'Add to plan' }));

    expect(
      await within(dialog).findByText('Added to “Tuesday practice” in “Main part”.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the planner' })).toHaveAttribute(
      'href',
      `/practice-plans/${PLAN_ID}/update`,
    );
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => (r.body as { version: number }).version)).toEqual([1, 2]);
    expect(puts[1]?.body).toMatchObject({
      sections: [
        { title: 'Warm-up' },
        {
          title: 'Main part',
          items: [{ kind: 'text' }, { kind: 'exercise', exerciseId: EXERCISE_B, minutes: 10 }],
        },
      ],
    });
  });

  it('is not offered to a visitor', async () => {
    planApi(false);
    await renderWithProviders(
      <AddToPlanButton exercise={{ _id: EXERCISE_B, name: 'Hoop defence', minutes: 5 }} />,
    );
    expect(screen.queryByRole('button', { name: /Add to plan/ })).toBeNull();
  });
});
