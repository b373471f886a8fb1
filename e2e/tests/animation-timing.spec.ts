import { expect, test, type Locator, type Page } from '@playwright/test';
import { storedPages, type StoredObject } from './support/board-data.ts';
import {
  centreOf,
  inViewport,
  pageScrolls,
  chaserCircle,
  saveEdits,
  startEditing,
  openAnimatedEditor,
} from './support/board-editor.ts';
import { reloadScreen } from './support/ready.ts';
import { newSession } from './support/session.ts';
import { createVerifiedUser } from './support/users.ts';

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

/** Height of one bar of the strip (editor-layout.ts). */
const TIMING_ROW_HEIGHT = 24;

const timingOf = (objects: readonly StoredObject[] | undefined, uuid: string) =>
  (
    (objects ?? []).find((object) => object.uuid === uuid) as
      (StoredObject & { timing?: { start: number; end: number } }) | undefined
  )?.timing;

/** The strip's list of bars; only there while the strip is open. */
const stripBars = (main: Locator) =>
  main.getByRole('group', { name: 'Timing of the move to the next page' });

/** Whether the page scrolls and whether canvas, strip and page bar lie in view, as one value. */
async function layout(page: Page) {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const main = page.getByRole('main');
  const pages = main.getByRole('navigation', { name: 'Pages' });
  const scrolls = await pageScrolls(page);
  const pageButtons = await Promise.all(
    ['Page 1', 'Page 2', 'Add page', 'Remove page'].map((name) =>
      pages.getByRole('button', { name }).boundingBox(),
    ),
  );
  return {
    pageScrolls: scrolls,
    canvasInView: inViewport(await main.locator('canvas').first().boundingBox(), size),
    stripInView: inViewport(await stripBars(main).boundingBox(), size),
    pageBarInView: pageButtons.every((box) => inViewport(box, size)),
  };
}

test('drag the start of a bar in the timing strip: stored, undoable and shown after a reload', async ({
  browser,
  request,
}) => {
  const coach = await createVerifiedUser(request, 'Timing Coach');
  const { context, page } = await newSession(browser, coach);
  const { boardId, main } = await openAnimatedEditor(page, 'Timing', [
    { objects: [chaserCircle('e2e-chaser', 300, 300, 2)] },
    { objects: [chaserCircle('e2e-chaser', 700, 300, 2)] },
  ]);
  const start = stripBars(main).getByRole('slider', { name: 'Team A Chaser 2 starts' });
  const arrival = stripBars(main).getByRole('slider', { name: 'Team A Chaser 2 arrives' });
  await expect(start).toHaveAttribute('aria-valuetext', '0 s');
  await expect(arrival).toHaveAttribute('aria-valuetext', '1 s');

  // The handles sit on the bar's ends: 0 s and the whole move (1 s).
  const from = await centreOf(start.locator('..'));
  const to = await centreOf(arrival.locator('..'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) * 0.3, from.y, { steps: 8 });
  await page.mouse.up();
  await expect(start).toHaveAttribute('aria-valuetext', '0.3 s');

  const undo = main.getByRole('button', { name: 'Undo' });
  await undo.click();
  await expect(start).toHaveAttribute('aria-valuetext', '0 s');
  await main.getByRole('button', { name: 'Redo' }).click();
  await expect(start).toHaveAttribute('aria-valuetext', '0.3 s');
  await saveEdits(page);

  const [first] = await storedPages(page, boardId);
  expect(timingOf(first, 'e2e-chaser')).toEqual({ start: 0.3, end: 1 });

  await reloadScreen(page);
  await startEditing(page);
  await expect(start).toHaveAttribute('aria-valuetext', '0.3 s');
  await context.close();
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1600, height: 900 },
  { width: 768, height: 1024 },
]) {
  test(`timing strip: forty moving players keep the editor within ${viewport.width}×${viewport.height}`, async ({
    browser,
    request,
  }) => {
    const coach = await createVerifiedUser(request, 'Crowd Coach');
    const { context, page } = await newSession(browser, coach);
    await page.setViewportSize(viewport);
    const spot = (index: number) => [100 + (index % 10) * 100, 150 + Math.floor(index / 10) * 100];
    const players = (shift: number) =>
      Array.from({ length: 40 }, (_, index) => {
        const [left = 0, top = 0] = spot(index);
        return chaserCircle(`e2e-player-${index}`, left + shift, top, index + 1);
      });
    const { main } = await openAnimatedEditor(page, 'Timing', [
      { objects: players(0) },
      { objects: players(40) },
    ]);
    await expect(stripBars(main).getByRole('slider')).toHaveCount(80);
    await expect
      .poll(() => layout(page))
      .toEqual({
        pageScrolls: false,
        canvasInView: true,
        stripInView: true,
        pageBarInView: true,
      });
    // Upright, the room below the board shows ten bars and more instead of four and a half.
    const shownRows = (await stripBars(main).boundingBox())!.height / TIMING_ROW_HEIGHT;
    expect(shownRows).toBeGreaterThan(viewport.width < viewport.height ? 10 : 4);
    expect(shownRows).toBeLessThan(viewport.width < viewport.height ? 11.5 : 5.5);
    // The last bar is reached by scrolling the strip, not the page.
    const last = stripBars(main).getByRole('slider', { name: 'Team A Chaser 40 arrives' });
    await last.focus();
    // The handle's input is visually hidden; the thumb around it is what shows.
    await expect(last.locator('..')).toBeInViewport();
    await expect.poll(() => layout(page)).toMatchObject({ pageScrolls: false });

    // Folded, it stays folded on the next visit.
    const toggle = main.getByRole('button', { name: 'Timing', exact: true });
    await toggle.click();
    await expect(stripBars(main)).toBeHidden();
    await reloadScreen(page);
    await startEditing(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText('40 objects move in 1 s')).toBeVisible();
    await context.close();
  });
}
