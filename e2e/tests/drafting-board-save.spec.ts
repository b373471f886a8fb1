import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { storedBoard } from './support/board-data.ts';
import { placeItems } from './support/board-editor.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

test('a coach saves a two-page drafting board as a new board, which opens in the editor', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coach = await createVerifiedUser(request, 'Drafting Coach');
  const { context, page } = await newSession(browser, coach);
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();

  // Page 1: the kick-off line-up and a keeper; page 2: a copy of it and a volleyball.
  await placeItems(page, [['Team A', 'Keeper']]);
  const pages = main.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await placeItems(page, ['Volleyball'], { alreadyEditing: true });

  // Straight from edit mode: what the autosave has not written yet goes into the new board too.
  await main.getByRole('button', { name: 'Save as new board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a new tactic board' });
  await expect(dialog).toContainText('All 2 pages of the drafting board');
  const name = dialog.getByRole('textbox', { name: /Name of the board/ });
  await expect(name).toHaveValue(/^Drafting board /);
  const boardName = `From the pitch ${randomUUID().slice(0, 8)}`;
  await name.fill(boardName);
  await dialog.getByRole('button', { name: 'Save board' }).click();

  await page.waitForURL(/\/tacticboards\/[0-9a-f-]{36}\/update$/);
  await expect(main.getByRole('heading', { level: 1, name: boardName })).toBeVisible();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
  const boardId = new URL(page.url()).pathname.split('/')[2] ?? '';

  const board = await storedBoard(page, boardId);
  expect(board.name).toBe(boardName);
  expect(board.pages.map((stored) => stored.objects.length)).toEqual([15, 16]);
  expect(board.pages[0]?.objects.at(-1)).toEqual(
    expect.objectContaining({ team: 'A', role: 'Keeper' }),
  );
  expect(board.pages[1]?.objects.at(-1)).toEqual(
    expect.objectContaining({ ballType: 'Volleyball' }),
  );

  // The drafting board is still there in this browser.
  await openScreen(page, '/drafting-board');
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);
  await context.close();
});

test('a visitor without an account keeps the drafting board local: no "Save as new board"', async ({
  page,
}) => {
  await openScreen(page, '/drafting-board');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Drafting Board' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Clear drafting board' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save as new board' })).toHaveCount(0);
});
