import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createBoardAs, newSession } from './support/session.ts';
import { storedPages } from './support/board-data.ts';
import { placeItems, saveEdits } from './support/board-editor.ts';
import { createVerifiedUser } from './support/users.ts';
import { openScreen, reloadScreen } from './support/ready.ts';

test.use({ locale: 'en-US' });

test('board editor: place items, save, pages, playback; a viewer cannot edit', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createVerifiedUser(request, 'Editor Owner');
  const viewer = await createVerifiedUser(request, 'Editor Viewer');
  const name = `Editor ${randomUUID().slice(0, 8)}`;

  const { page } = await newSession(browser, owner);
  const boardId = await createBoardAs(page, name);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.locator('canvas').first()).toBeVisible();

  // Edit: a team A keeper and a volleyball from the items drawer.
  await placeItems(page, [['Team A', 'Keeper'], 'Volleyball']);

  // Save by leaving edit mode; after a reload the page still holds both.
  await saveEdits(page);
  await reloadScreen(page);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const [first] = await storedPages(page, boardId);
  expect(first).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ team: 'A', role: 'Keeper' }),
      expect.objectContaining({ ballType: 'Volleyball' }),
    ]),
  );

  // Pages: add a copy, switch back, delete one after confirming.
  const pages = main.getByRole('navigation', { name: 'Pages' });
  await main.getByRole('button', { name: 'Edit' }).click();
  await pages.getByRole('button', { name: 'Add page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('button', { name: 'Remove page' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete page?' });
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  await expect(confirm).toBeHidden();
  await expect(pages.getByRole('button', { name: /^Page \d$/ })).toHaveCount(1);
  expect(await storedPages(page, boardId)).toHaveLength(1);
  await main.getByRole('button', { name: 'Save' }).click();
  await pages.getByRole('button', { name: 'Add page' }).waitFor({ state: 'detached' });

  // Playback starts and stops.
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Record video' })).toBeDisabled();
  await main.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();

  // Recording runs through the pages once and downloads a video named after the board.
  // A backstop only: on a loaded machine the encoder and the remux can take a while.
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await main.getByRole('button', { name: 'Record video' }).click();
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
  const video = await download;
  expect(video.suggestedFilename()).toMatch(new RegExp(`^${name}\\.(webm|mp4)$`));
  const videoPath = await video.path();
  expect((await stat(videoPath)).size).toBeGreaterThan(1_000);
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();

  // A coach who may only view the board gets no edit controls.
  const other = await newSession(browser, viewer);
  await openScreen(other.page, `/tacticboards/${boardId}/update`);
  const otherMain = other.page.getByRole('main');
  await expect(otherMain.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(otherMain.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(otherMain.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(otherMain.getByRole('button', { name: 'Delete board' })).toHaveCount(0);
  await expect(otherMain.getByRole('button', { name: 'Add page' })).toHaveCount(0);
  await other.context.close();
});
