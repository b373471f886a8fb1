import { screen, waitFor, within } from '@testing-library/react';
import type { PracticePlanCreate } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi, type ApiRequest } from '../../../testing/stub-api.ts';
import { loggedIn, makePlan, NEW_PLAN_ID } from './plan-fixtures.ts';
import { PracticePlanAddPage } from './practice-plan-add-page.tsx';

function renderForm(language: 'de' | 'en' = 'en') {
  return renderWithProviders(<PracticePlanAddPage />, {
    route: '/practice-plans/add',
    routes: [{ path: '/practice-plans/:planId/update', element: <p>Planner</p> }],
    preloadedState: loggedIn,
    language,
  });
}

const tags = ({ path }: ApiRequest) =>
  path === '/api/tags/practice-plans' ? { status: 200, body: ['fitness'] } : undefined;

describe('PracticePlanAddPage', () => {
  it('creates the plan with four empty sections and opens it in the planner', async () => {
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: makePlan({ _id: NEW_PLAN_ID }) }
        : tags(request),
    );
    const { user, router } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Tuesday training ');
    await user.type(screen.getByLabelText('Date'), '2026-03-03');
    await user.type(screen.getByLabelText('Start time'), '19:00');
    await user.type(screen.getByRole('spinbutton', { name: 'Planned length (minutes)' }), '90');
    await user.type(screen.getByRole('spinbutton', { name: 'Players expected' }), '14');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'u18{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Create and plan' }));

    expect(await screen.findByText('Planner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/practice-plans/${NEW_PLAN_ID}/update`);
    const body = requests.find((r) => r.method === 'POST')?.body as PracticePlanCreate;
    expect(body).toMatchObject({
      name: 'Tuesday training',
      description: '',
      date: '2026-03-03',
      startTime: '19:00',
      plannedMinutes: 90,
      headCount: 14,
      tags: ['u18'],
      isPrivate: true,
    });
    expect(body.sections?.map((section) => [section.title, section.items.length])).toEqual([
      ['Warm-up', 0],
      ['Main part', 0],
      ['Game', 0],
      ['Cool-down', 0],
    ]);
  });

  it('titles the sections in German for a German coach', async () => {
    const requests = stubApi((request) =>
      request.method === 'POST' ? { status: 201, body: makePlan() } : tags(request),
    );
    const { user } = await renderForm('de');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dienstag');
    await user.click(screen.getByRole('button', { name: 'Anlegen und planen' }));
    await screen.findByText('Planner');
    const body = requests.find((r) => r.method === 'POST')?.body as PracticePlanCreate;
    expect(body.sections?.map((section) => section.title)).toEqual([
      'Aufwärmen',
      'Hauptteil',
      'Spiel',
      'Abwärmen',
    ]);
  });

  it('refuses a nameless plan or half minutes before asking the server', async () => {
    const requests = stubApi(tags);
    const { user } = await renderForm();
    await user.type(screen.getByRole('spinbutton', { name: 'Players expected' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create and plan' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription('Please enter a name (at most 200 characters).');
    expect(name).toHaveFocus();
    expect(
      screen.getByRole('spinbutton', { name: 'Players expected' }),
    ).toHaveAccessibleDescription('Please enter a whole number from 1 to 200.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the field the server refused at the field, with its reason', async () => {
    stubApi((request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: {
              message: 'body.plannedMinutes: must be at most 720 minutes',
              details: [{ field: 'body.plannedMinutes', message: 'must be at most 720 minutes' }],
            },
          }
        : tags(request),
    );
    const { user } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Tuesday');
    await user.type(screen.getByRole('spinbutton', { name: 'Planned length (minutes)' }), '90');
    await user.click(screen.getByRole('button', { name: 'Create and plan' }));

    const minutes = screen.getByRole('spinbutton', { name: 'Planned length (minutes)' });
    expect(
      await screen.findByText('Please enter whole minutes from 1 to 720.'),
    ).toBeInTheDocument();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    // The focus moves in an effect after the render that shows the mark.
    await waitFor(() => expect(minutes).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server did not accept the data: body.plannedMinutes: must be at most 720 minutes',
    );
    // Changing the field takes the server's mark off it.
    await user.clear(minutes);
    await user.type(minutes, '120');
    expect(minutes).toHaveAttribute('aria-invalid', 'false');
    expect(within(screen.getByRole('alert')).getByText(/must be at most/)).toBeInTheDocument();
  });
});
