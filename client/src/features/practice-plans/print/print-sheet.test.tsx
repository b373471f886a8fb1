import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import { BOARD_ZONE, PLAN_ID, makePitchPlan } from '../pitch/testing/pitch-plan-fixture.ts';
import { PrintSheet } from './print-sheet.tsx';

const renderBoardImage = (boardId: string, name: string) => (
  <p>
    First page of {name} ({boardId})
  </p>
);

async function openSheet(plan = makePitchPlan(), language: 'en' | 'de' = 'en') {
  stubApi((request) =>
    request.path === `/api/practice-plans/${PLAN_ID}` ? { status: 200, body: plan } : undefined,
  );
  const view = await renderWithProviders(<PrintSheet renderBoardImage={renderBoardImage} />, {
    route: `/practice-plans/${PLAN_ID}/print`,
    path: '/practice-plans/:planId/print',
    language,
  });
  await screen.findByRole('heading', { level: 1, name: plan.name });
  return view;
}

/** The text of each fact of the sheet's head, by its term. */
function facts(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('PrintSheet', () => {
  it('heads the sheet with the day, time, length against the plan, players and materials', async () => {
    await openSheet();
    expect(facts()).toEqual({
      Date: 'Tuesday, March 10, 2026',
      Time: '19:00–20:00',
      Duration: '60 of 55 min planned5 min over the plan',
      Players: '14 expected · exercises need 4–8',
      Materials: 'cones, quaffles, bludgers',
    });
    expect(document.title).toBe('Tuesday practice – Print – Courtside');
  });

  it('lists every section and item with clock time, minutes and materials, groups side by side', async () => {
    await openSheet();
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Warm-up',
      'Main part',
      'Game',
    ]);
    const [warmUp, main, game] = sections.map((section) => within(section));
    expect(warmUp?.getByText('19:00–19:15 · 15 min')).toBeVisible();
    const [passing, water] = warmUp?.getAllByRole('listitem') ?? [];
    expect(passing).toHaveTextContent(
      '19:0010 minExercisePassing squareMaterials: cones, quaffles',
    );
    expect(water).toHaveTextContent('19:105 minBreakWater');

    const parallel = main?.getByRole('listitem');
    expect(parallel).toHaveTextContent('19:1520 minGroups in parallel');
    for (const text of [
      'Beater corner',
      'Positions: Beaters · 15 min',
      'Beater duels',
      'Materials: bludgers, Cones',
      'Quaffle team',
      'Positions: Chasers, Keepers · 20 min',
      'Zone defence',
      'Seeker pair',
      'Seeker grabs at the wall',
    ]) {
      expect(within(parallel!).getByText(text)).toBeVisible();
    }
    expect(within(parallel!).getByText(`First page of Zone defence (${BOARD_ZONE})`)).toBeVisible();

    expect(game?.getByText('No longer available')).toBeVisible();
    expect(game?.getByText('Bring bibs')).toBeVisible();
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leaves out what the plan does not say, and shows the length alone without a plan', async () => {
    await openSheet({
      ...makePitchPlan(),
      date: null,
      startTime: null,
      headCount: null,
      plannedMinutes: null,
    });
    expect(facts()).toEqual({
      Duration: '60 min',
      Players: 'exercises need 4–8',
      Materials: 'cones, quaffles, bludgers',
    });
    expect(screen.queryByText('19:00')).not.toBeInTheDocument();
  });

  it('is written in German too', async () => {
    await openSheet(makePitchPlan(), 'de');
    expect(facts()).toMatchObject({
      Datum: 'Dienstag, 10. März 2026',
      Dauer: '60 von 55 Min. geplant5 Min. über dem Plan',
    });
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeVisible();
  });
});
