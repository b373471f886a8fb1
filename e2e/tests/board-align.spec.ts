import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storedObjects, type StoredObject } from './support/board-data.ts';
import {
  clickOnBoard,
  dragOnBoard,
  placeItems,
  saveEdits,
  startEditing,
  type BoardPoint,
} from './support/board-editor.ts';
import { openScreen } from './support/ready.ts';
import { createBoardAs, newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The players on the board's first page as the server stores them, by uuid. */
async function storedPlayers(page: Page, boardId: string): Promise<Map<string, StoredObject>> {
  const players = (await storedObjects(page, boardId)).filter(
    (object) => object.objectType === 'playerA',
  );
  return new Map(players.map((object) => [object.uuid, object]));
}

/** A stored player's centre: the editor stores players by their centre. */
function storedCentre(players: Map<string, StoredObject>, uuid: string): BoardPoint {
  const player = players.get(uuid);
  return [player?.left ?? Number.NaN, player?.top ?? Number.NaN];
}

/**
 * The alignment controls may sit in the toolbar or in its "Arrange" panel; opens the panel when
 * they are not on screen. Returns the control, which the caller then uses.
 */
async function alignControl(page: Page, name: string): Promise<Locator> {
  const control = page.getByRole('group', { name: 'Alignment' }).getByRole('button', { name });
  if (!(await control.isVisible())) {
    await page.getByRole('main').getByRole('button', { name: 'Arrange' }).click();
  }
  await expect(control).toBeVisible();
  return control;
}

/** Closes the "Arrange" panel if the alignment controls live in it. */
async function closePanels(page: Page) {
  const popover = page.locator('.MuiPopover-root');
  if (await popover.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  }
}

test('a dragged player snaps to another player’s centre; a selection lines up in a column; snap to grid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser(request, 'Align Coach');
  const { page, context } = await newSession(browser, owner);
  const boardId = await createBoardAs(page, `Align ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);

  // Three chasers from the drawer land side by side along team A's side line.
  await placeItems(page, [
    ['Team A', 'Chaser'],
    ['Team A', 'Chaser'],
    ['Team A', 'Chaser'],
  ]);
  await saveEdits(page);
  let players = await storedPlayers(page, boardId);
  expect(players.size).toBe(3);
  const [a, b, c] = [...players.values()]
    .sort((one, other) => (one.left ?? 0) - (other.left ?? 0))
    .map((player) => player.uuid);
  if (!a || !b || !c) throw new Error('three players expected');

  // Apart: b goes where nothing is near; c is dropped 3 board pixels right of b's centre line
  // and snaps onto it.
  await startEditing(page);
  await dragOnBoard(page, storedCentre(players, b), [450, 400]);
  await dragOnBoard(page, storedCentre(players, c), [453, 200]);
  await saveEdits(page);
  players = await storedPlayers(page, boardId);
  const [bx, by] = storedCentre(players, b);
  // The mouse moves in whole screen pixels, a little more than one board pixel each.
  expect(Math.abs(bx - 450)).toBeLessThan(2);
  expect(Math.abs(by - 400)).toBeLessThan(2);
  const [cx, cy] = storedCentre(players, c);
  expect(cx).toBeCloseTo(bx, 3);
  expect(Math.abs(cy - 200)).toBeLessThan(2);
  const [ax, ay] = storedCentre(players, a);

  // All three in a column on their mean x, each keeping its height.
  await startEditing(page);
  await page.keyboard.press('ControlOrMeta+a');
  const column = await alignControl(page, 'Align in a column');
  await expect(column).toBeEnabled();
  await column.click();
  await closePanels(page);
  await saveEdits(page);
  players = await storedPlayers(page, boardId);
  const meanX = (ax + bx + cx) / 3;
  for (const [uuid, top] of [
    [a, ay],
    [b, by],
    [c, cy],
  ] as const) {
    const [x, y] = storedCentre(players, uuid);
    expect(x, uuid).toBeCloseTo(meanX, 2);
    expect(y, uuid).toBeCloseTo(top, 2);
  }

  // With grid snapping on, a dragged player's centre lands on a grid crossing (every 20).
  await startEditing(page);
  const grid = await alignControl(page, 'Snap to grid');
  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await closePanels(page);
  await dragOnBoard(page, storedCentre(players, a), [333, 517]);
  await saveEdits(page);
  players = await storedPlayers(page, boardId);
  expect(storedCentre(players, a)).toEqual([340, 520]);
  await context.close();
});

test('arrow keys move a player no further than the edge of the board', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Edge Coach');
  const { page, context } = await newSession(browser, coach);
  const boardId = await createBoardAs(page, `Edge ${randomUUID().slice(0, 8)}`);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  await placeItems(page, [['Team A', 'Chaser']]);
  await saveEdits(page);
  const [uuid] = [...(await storedPlayers(page, boardId)).keys()];
  if (!uuid) throw new Error('one player expected');
  await startEditing(page);
  await clickOnBoard(page, storedCentre(await storedPlayers(page, boardId), uuid));
  for (let press = 0; press < 140; press += 1) await page.keyboard.press('Shift+ArrowRight');
  await saveEdits(page);
  const [x] = storedCentre(await storedPlayers(page, boardId), uuid);
  expect(x).toBeCloseTo(1220, 0);
  await context.close();
});
