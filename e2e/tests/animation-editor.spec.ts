import { expect, test, type Page } from '@playwright/test';
import { storedBoard, storedPages, type StoredObject } from './support/board-data.ts';
import {
  BOARD_WIDTH,
  boardCanvas,
  chaserCircle,
  dragOnBoard,
  saveEdits,
  screenPoint,
  startEditing,
  openAnimatedEditor,
} from './support/board-editor.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US' });

/** Where the editor puts a held ball's centre from its carrier's (domain `HELD_BALL_OFFSET`). */
const HELD_BALL_OFFSET = { x: 15, y: 15 };

const chaser = (left: number, top: number) => chaserCircle('e2e-chaser', left, top);

const quaffle = {
  type: 'circle',
  uuid: 'e2e-quaffle',
  objectType: 'ball',
  ballType: 'Volleyball',
  left: 900,
  top: 500,
  radius: 10,
  fill: '#ffffff',
  originX: 'center',
  originY: 'center',
};

const byUuid = (objects: readonly StoredObject[] | undefined, uuid: string) =>
  (objects ?? []).find((object) => object.uuid === uuid) as
    (StoredObject & { run?: { along: number; across: number }; heldBy?: string }) | undefined;

test('bend a run by dragging its handle: the bend is stored and kept after a reload', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Run Coach');
  const { context, page } = await newSession(browser, coach);
  // The chaser runs from (300, 300) to (700, 300): the run's handle is in the middle, (500, 300).
  const timing = { caption: 'Chaser 2 cuts', transition: { holdMs: 3000, easing: 'linear' } };
  const { boardId } = await openAnimatedEditor(page, 'Animation', [
    { objects: [chaser(300, 300)], ...timing },
    { objects: [chaser(700, 300)] },
  ]);
  await dragOnBoard(page, [500, 300], [500, 200]);
  await saveEdits(page);

  const [first] = await storedPages(page, boardId);
  const run = byUuid(first, 'e2e-chaser')?.run;
  // A middle 100 above the straight run's: the control point 200 above, half way along.
  expect(run?.along).toBeCloseTo(0.5, 1);
  expect(run?.across).toBeCloseTo(-0.5, 1);
  // Only the chaser moved: dragging the handle moved no object.
  expect(byUuid(first, 'e2e-chaser')).toMatchObject({ left: 300, top: 300 });
  // The page's own caption and timing went through the canvas and back unchanged.
  expect((await storedBoard(page, boardId)).pages[0]).toMatchObject(timing);

  await page.reload();
  await startEditing(page);
  // The handle is where it was left: straightening it there (double-click) is one more change.
  const handle = await screenPoint(page, [500, 200]);
  await page.mouse.dblclick(handle.x, handle.y);
  await expect(page.getByRole('main').getByRole('button', { name: 'Undo' })).toBeEnabled();
  await saveEdits(page);
  const [straightened] = await storedPages(page, boardId);
  expect(byUuid(straightened, 'e2e-chaser')).not.toHaveProperty('run');
  await context.close();
});

test('drop the ball on a player: on the next page the ball goes where the player goes', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Possession Coach');
  const { context, page } = await newSession(browser, coach);
  const { boardId, main } = await openAnimatedEditor(page, 'Animation', [
    { objects: [chaser(300, 300), quaffle] },
  ]);
  await dragOnBoard(page, [900, 500], [305, 305]);
  await expect(main.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // The next page starts as a copy of this one: the chaser still holds the ball there.
  await main.getByRole('button', { name: 'Add page' }).click();
  await expect(main.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await dragOnBoard(page, [300, 300], [600, 200]);
  await saveEdits(page);

  const [first, second] = await storedPages(page, boardId);
  expect(byUuid(first, 'e2e-quaffle')).toMatchObject({
    heldBy: 'e2e-chaser',
    left: 300 + HELD_BALL_OFFSET.x,
    top: 300 + HELD_BALL_OFFSET.y,
  });
  const moved = byUuid(second, 'e2e-chaser');
  const ball = byUuid(second, 'e2e-quaffle');
  expect(Math.abs((moved?.left ?? 0) - 600)).toBeLessThanOrEqual(3);
  expect(Math.abs((moved?.top ?? 0) - 200)).toBeLessThanOrEqual(3);
  expect(ball).toMatchObject({
    heldBy: 'e2e-chaser',
    left: (moved?.left ?? 0) + HELD_BALL_OFFSET.x,
    top: (moved?.top ?? 0) + HELD_BALL_OFFSET.y,
  });
  await context.close();
});

/** Whether a run's handle (a white disc) is drawn at a board point on the board's lower canvas. */
function handleDrawnAt(page: Page, at: readonly [number, number]): Promise<boolean> {
  return boardCanvas(page).evaluate(
    (upper, [x, y, boardWidth]) => {
      // fabric draws the objects and the trails on the canvas below the one it listens on.
      const lower = upper.parentElement?.querySelector('canvas');
      const context = lower?.getContext('2d');
      if (!lower || !context) return false;
      const ratio = lower.width / boardWidth;
      const [red = 0, green = 0, blue = 0] = context.getImageData(
        Math.round(x * ratio),
        Math.round(y * ratio),
        1,
        1,
      ).data;
      return red > 225 && green > 225 && blue > 225;
    },
    [at[0], at[1], BOARD_WIDTH] as const,
  );
}

test('drag a player: its run to the next page follows it while dragged and stays', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Trail Coach');
  const { context, page } = await newSession(browser, coach);
  // The chaser runs from (300, 300) to (700, 300): the handle starts in the middle, (500, 300).
  const { main } = await openAnimatedEditor(page, 'Animation', [
    { objects: [chaser(300, 300)] },
    { objects: [chaser(700, 300)] },
  ]);
  await expect.poll(() => handleDrawnAt(page, [500, 300])).toBe(true);

  // Dragged down to (300, 460) and held there: the run starts there, its middle is (500, 380).
  const start = await screenPoint(page, [300, 300]);
  const end = await screenPoint(page, [300, 460]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, (start.y + end.y) / 2, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await expect.poll(() => handleDrawnAt(page, [500, 380])).toBe(true);
  expect(await handleDrawnAt(page, [500, 300])).toBe(false);
  // Nothing is recorded before the drop.
  await expect(main.getByRole('button', { name: 'Undo' })).toBeDisabled();

  await page.mouse.up();
  await expect(main.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect.poll(() => handleDrawnAt(page, [500, 380])).toBe(true);
  expect(await handleDrawnAt(page, [500, 300])).toBe(false);
  await context.close();
});
