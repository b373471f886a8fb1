import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { stubApi } from '../../../testing/stub-api.ts';
import type { PitchRenderers } from './pitch-step-view.tsx';
import { PitchView } from './pitch-view.tsx';
import {
  BOARD_ZONE,
  EXERCISE_DUELS,
  EXERCISE_PASSING,
  ITEM_IDS,
  PLAN_ID,
  makePitchPlan,
} from './testing/pitch-plan-fixture.ts';

const PITCH = `/practice-plans/${PLAN_ID}/pitch`;

// The route brings the exercise's blocks and the board player; here they only say what they show.
const renderers: PitchRenderers = {
  exercise: (exerciseId) => <p>Blocks of exercise {exerciseId}</p>,
  board: (boardId) => <p>Animation of board {boardId}</p>,
};

async function openPitch(query = '', plan = makePitchPlan()) {
  stubApi((request) =>
    request.method === 'GET' && request.path === `/api/practice-plans/${PLAN_ID}`
      ? { status: 200, body: plan }
      : undefined,
  );
  const view = await renderWithProviders(<PitchView renderers={renderers} />, {
    route: `${PITCH}${query}`,
    path: '/practice-plans/:planId/pitch',
  });
  await screen.findByRole('heading', { level: 1, name: 'Tuesday practice' });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('PitchView', () => {
  it('shows one item at a time with its section, place, clock time, minutes and details', async () => {
    await openPitch();
    expect(stepTitle()).toHaveTextContent('Passing square');
    expect(screen.getByText('Warm-up')).toBeVisible();
    expect(screen.getByText('Item 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('19:00–19:10')).toBeVisible();
    expect(screen.getByText('10 min')).toBeVisible();
    expect(screen.getByText('Materials: cones, quaffles')).toBeVisible();
    expect(screen.getByText(`Blocks of exercise ${EXERCISE_PASSING}`)).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Count-down' })).toHaveTextContent('10:00');
    expect(document.title).toBe('Tuesday practice – At the pitch – Courtside');
  });

  it('steps through the plan with Next and Previous and keeps the item in the address', async () => {
    const { user, search } = await openPitch();
    expect(button('Previous')).toBeDisabled();

    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Water');
    expect(screen.getAllByText('Break').length).toBeGreaterThan(0);
    expect(search().get('item')).toBe(ITEM_IDS.water);

    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Groups in parallel');
    expect(screen.getByText('Item 3 of 5')).toBeInTheDocument();
    for (const group of ['Beater corner', 'Quaffle team', 'Seeker pair']) {
      expect(screen.getByRole('region', { name: group })).toBeVisible();
    }
    expect(screen.getByText(`Blocks of exercise ${EXERCISE_DUELS}`)).toBeVisible();
    expect(screen.getByText(`Animation of board ${BOARD_ZONE}`)).toBeVisible();

    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('No longer available');
    expect(screen.getByText('It was deleted or is no longer shared with you.')).toBeVisible();

    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Bring bibs');
    expect(button('Next')).toBeDisabled();

    await user.click(button('Previous'));
    expect(stepTitle()).toHaveTextContent('No longer available');
    expect(search().get('item')).toBe(ITEM_IDS.gone);
  });

  it('follows one position’s line through the parallel groups and keeps it in the address', async () => {
    const { user, search } = await openPitch(`?item=${ITEM_IDS.parallel}`);
    const filter = screen.getByRole('group', { name: 'Show the line of' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: 'Beaters' }));
    expect(search().get('position')).toBe('beaters');
    expect(stepTitle()).toHaveTextContent('Beater duels');
    expect(screen.getByText('Beater corner')).toBeVisible();
    expect(screen.queryByText('Quaffle team')).not.toBeInTheDocument();
    expect(screen.getByText('15 min')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');

    await user.click(within(filter).getByRole('button', { name: 'Keepers' }));
    expect(stepTitle()).toHaveTextContent('Zone defence');
    expect(screen.getByText(`Animation of board ${BOARD_ZONE}`)).toBeVisible();
    expect(screen.queryByText('Beater corner')).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(search().has('position')).toBe(false);
    expect(stepTitle()).toHaveTextContent('Groups in parallel');
  });

  it('opens at the position and item the address names', async () => {
    await openPitch(`?position=seekers&item=${ITEM_IDS.parallel}`);
    expect(stepTitle()).toHaveTextContent('Seeker grabs at the wall');
    expect(screen.getByRole('button', { name: 'Seekers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no position filter for a plan without parallel groups', async () => {
    const plan = makePitchPlan();
    await openPitch('', { ...plan, sections: [plan.sections[0]!] });
    expect(screen.queryByRole('group', { name: 'Show the line of' })).not.toBeInTheDocument();
  });

  it('says when the plan has no items', async () => {
    await openPitch('', { ...makePitchPlan(), sections: [] });
    expect(screen.getByText('This plan has no items yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows why a plan cannot be opened', async () => {
    stubApi(() => ({ status: 404, body: { message: 'Practice plan not found' } }));
    await renderWithProviders(<PitchView renderers={renderers} />, {
      route: PITCH,
      path: '/practice-plans/:planId/pitch',
    });
    expect(
      await screen.findByText('This practice plan does not exist or is no longer shared with you.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the practice plans' })).toBeVisible();
  });

  it('says an address without a plan id names no plan, with nothing to try again', async () => {
    stubApi(() => ({ status: 400, body: { message: 'id: must be a UUID' } }));
    await renderWithProviders(<PitchView renderers={renderers} />, {
      route: '/practice-plans/not-a-uuid/pitch',
      path: '/practice-plans/:planId/pitch',
    });
    expect(
      await screen.findByText('This practice plan does not exist or is no longer shared with you.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('counts an item’s minutes down, keeps the screen on while running and alerts when the time is up', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ released: false, release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { user } = await openPitch(`?item=${ITEM_IDS.water}`);
    const timer = screen.getByRole('timer', { name: 'Count-down' });
    expect(timer).toHaveTextContent('05:00');
    expect(button('Reset')).toBeDisabled();

    await user.click(button('Start'));
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('03:59');
    expect(request).toHaveBeenCalledWith('screen');

    await user.click(button('Pause'));
    expect(release).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(timer).toHaveTextContent('03:59');

    await user.click(button('Resume'));
    await act(async () => vi.advanceTimersByTime(4 * 60_000));
    expect(timer).toHaveTextContent('00:00');
    expect(screen.getByRole('status')).toHaveTextContent("Time's up!");
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();

    await user.click(button('Reset'));
    expect(timer).toHaveTextContent('05:00');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes on counting after a reload, as a phone reloads a tab it put away', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const first = await openPitch(`?item=${ITEM_IDS.water}`);
    await first.user.click(button('Start'));
    await act(async () => vi.advanceTimersByTime(30_000));
    first.unmount();
    await act(async () => vi.advanceTimersByTime(30_000));

    await openPitch(`?item=${ITEM_IDS.water}`);
    expect(screen.getByRole('timer', { name: 'Count-down' })).toHaveTextContent('04:00');
    expect(button('Pause')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer', { name: 'Count-down' })).toHaveTextContent('03:00');
  });

  it('keeps each item’s timer while looking at another item', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = await openPitch();
    await user.click(button('Start'));
    await act(async () => vi.advanceTimersByTime(30_000));
    await user.click(button('Next'));
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    await act(async () => vi.advanceTimersByTime(30_000));
    await user.click(button('Previous'));
    expect(screen.getByRole('timer')).toHaveTextContent('09:00');
  });

  it('shows no timer for a note that takes no time', async () => {
    const plan = makePitchPlan();
    const game = plan.sections[2]!;
    await openPitch(`?item=${ITEM_IDS.bibs}`, {
      ...plan,
      sections: [
        { ...game, items: [{ _id: ITEM_IDS.bibs, kind: 'text', text: 'Bring bibs', minutes: 0 }] },
      ],
    });
    expect(stepTitle()).toHaveTextContent('Bring bibs');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
