import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openScreen } from './support/ready.ts';
import { pageToken } from './support/session.ts';
import { openAnimatedBoard } from './support/video.ts';

test.use({ locale: 'en-US' });

test('editor playback: the player plays, steps, scrubs, changes speed; the pages follow', async ({
  browser,
  request,
}) => {
  const name = `Player ${randomUUID().slice(0, 8)}`;
  const { page, context, main } = await openAnimatedBoard(browser, request, 'Player Coach', name);
  const pages = main.getByRole('navigation', { name: 'Pages' });
  const current = pages.locator('[aria-current="page"]');

  await main.getByRole('button', { name: 'Play', exact: true }).click();
  const player = main.getByRole('region', { name: `Animation of ${name}` });
  await expect(player).toBeFocused();
  await expect(main.getByRole('region', { name: 'Tactic board', exact: true })).toBeHidden();
  // A page every 2 s: the pagination follows the player.
  await expect(current).toHaveAccessibleName('Page 2');

  // The player's own pause is the top bar's too: the rest of the editor works again.
  await player.getByRole('button', { name: 'Pause animation' }).click();
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await expect(main.getByRole('button', { name: 'Record video' })).toBeEnabled();
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause animation' })).toBeVisible();
  await main.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAccessibleName('Page 3');
  await expect(player.getByRole('slider', { name: 'Position in the animation' })).toHaveAttribute(
    'aria-valuetext',
    'Page 3 of 3',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAccessibleName('Page 2');

  // The scrubber goes back to the start.
  const scrubber = player.getByRole('slider', { name: 'Position in the animation' });
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(current).toHaveAccessibleName('Page 1');

  // Double speed: two page changes in about the time one takes at normal speed.
  await player.getByRole('button', { name: '2×' }).click();
  await expect(player.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await player.getByRole('button', { name: 'Loop' }).click();
  await expect(player.getByRole('button', { name: 'Loop' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await player.focus();
  await page.keyboard.press(' ');
  // Without loop the run stops on the last page.
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();
  await expect(current).toHaveAccessibleName('Page 3');

  // The run's end is a pause of the whole editor; the page reached shows it on the board.
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await current.click();
  await expect(player).toBeHidden();
  await expect(main.getByRole('region', { name: 'Tactic board', exact: true })).toHaveAttribute(
    'data-drawn-page',
    '3',
  );
  await context.close();
});

test('a visitor without an account plays a public board: profile, exercise block, board page', async ({
  browser,
  request,
}) => {
  const name = `Public ${randomUUID().slice(0, 8)}`;
  const coach = await openAnimatedBoard(browser, request, 'Public Coach', name);
  // A public exercise whose block shows the board.
  const exerciseName = `Drill ${randomUUID().slice(0, 8)}`;
  const created = await coach.page.request.post('/api/exercises', {
    headers: { Authorization: `Bearer ${await pageToken(coach.page)}` },
    data: {
      name: exerciseName,
      persons: 6,
      tags: ['e2e'],
      description_blocks: [{ description: 'Watch the play.', tactics_board: coach.boardId }],
    },
  });
  expect(created.ok()).toBe(true);
  const exerciseId = ((await created.json()) as { _id: string })._id;
  await coach.context.close();

  const visitor = await browser.newContext({ locale: 'en-US' });
  const page = await visitor.newPage();
  // The connection drops while the player's code loads: each part of it that could not be
  // fetched says so in the player's place and, once it can be, shows the board when asked again.
  const playerCode = /\/assets\/board-player-[^/]*\.js$/;
  const pictureCode = /\/assets\/fabric-frame-renderer-[^/]*\.js$/;
  for (const code of [playerCode, pictureCode]) {
    await page.route(code, (route) => route.abort('internetdisconnected'));
  }
  await openScreen(page, `/tacticboards/${coach.boardId}`);
  const main = page.getByRole('main');
  const player = main.getByRole('region', { name: `Animation of ${name}` });
  const tryAgain = main.getByRole('button', { name: 'Try again' });
  await expect(main.getByText('The server cannot be reached.', { exact: false })).toBeVisible();
  await page.unroute(playerCode);
  await tryAgain.click();
  await expect(
    player.getByText('The animation could not be loaded. Check the connection and try again.'),
  ).toBeVisible();
  await page.unroute(pictureCode);
  await tryAgain.click();
  const scrubber = player.getByRole('slider', { name: 'Position in the animation' });
  const picture = () =>
    player
      .locator('canvas')
      .evaluate((canvas) => (canvas as unknown as { toDataURL(): string }).toDataURL());
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 1 of 3');
  await player.getByRole('button', { name: 'Play animation' }).click();
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 2 of 3');
  await player.getByRole('button', { name: 'Pause animation' }).click();
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();

  // The scrubber goes back to the start; → steps on a page and draws it.
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 1 of 3');
  await expect(player.getByText('1 / 3')).toBeVisible();
  const firstPage = await picture();
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 2 of 3');
  await expect(player.getByText('2 / 3')).toBeVisible();
  expect(await picture()).not.toBe(firstPage);

  // Double speed without loop plays on from page 2 and stops on the last page.
  await player.getByRole('button', { name: '2×' }).click();
  await expect(player.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
  await player.getByRole('button', { name: 'Loop' }).click();
  await player.focus();
  await page.keyboard.press(' ');
  await expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 3 of 3');
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();

  // An exercise block plays the board it references on demand.
  await openScreen(page, `/exercises/${exerciseId}`);
  await main.getByRole('button', { name: 'Play animation' }).click();
  const blockPlayer = main.getByRole('region', { name: `Animation of ${name}` });
  await expect(
    blockPlayer.getByRole('slider', { name: 'Position in the animation' }),
  ).toHaveAttribute('aria-valuetext', 'Page 2 of 3');

  // The board's own page opens for the visitor too, to watch, not to edit.
  await openScreen(page, `/tacticboards/${coach.boardId}/update`);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('View Tactic Board');
  await expect(page).toHaveURL(new RegExp(`/tacticboards/${coach.boardId}/update$`));
  await expect(main.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(main.getByRole('region', { name: `Animation of ${name}` })).toBeVisible();
  await visitor.close();
});
