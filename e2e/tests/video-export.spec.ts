import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { decodedFrame, openAnimatedBoard, probeVideo } from './support/video.ts';

test.use({ locale: 'en-US' });

/** Exports the open board with the dialog's options and returns the downloaded file's path. */
async function exportVideo(page: Page, format: RegExp, boardName: string) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Export video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export video' });
  await dialog.getByRole('radio', { name: format }).check();
  await expect(dialog.getByRole('radio', { name: '60 fps' })).toBeChecked();
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  const file = await download;
  await expect(dialog.getByText(`Downloaded ${file.suggestedFilename()}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(file.suggestedFilename().startsWith(boardName)).toBe(true);
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('video export: a 3-page board as exact-frame MP4 (H.264) and WebM', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Video ${randomUUID().slice(0, 8)}`;
  const { page, context, main } = await openAnimatedBoard(browser, request, 'Video Coach', name);
  await expect(main.getByRole('button', { name: 'Export video' })).toBeEnabled();

  const mp4 = await exportVideo(page, /^MP4/, name);
  expect(mp4.name).toBe(`${name}.mp4`);
  const mp4Facts = await probeVideo(mp4.path);
  expect(mp4Facts).toMatchObject({ codec: 'h264', width: 1220, height: 686, frames: 360 });
  expect(mp4Facts.frameRate).toBe('60/1');
  expect(mp4Facts.durationS).toBeCloseTo(6, 2);

  const webm = await exportVideo(page, /^WebM/, name);
  expect(webm.name).toBe(`${name}.webm`);
  const webmFacts = await probeVideo(webm.path);
  expect(['vp9', 'vp8']).toContain(webmFacts.codec);
  expect(webmFacts).toMatchObject({ width: 1220, height: 686, frames: 360 });
  expect(webmFacts.durationS).toBeCloseTo(6, 2);

  // The board is untouched: still three pages, still in view mode.
  await expect(
    main.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d$/ }),
  ).toHaveCount(3);
  await context.close();
});

test('video export: a last page whose move in fills its time still ends the video at rest', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Arrival ${randomUUID().slice(0, 8)}`;
  // Page 2 is shown for 1 s and the move into it takes 1 s: the run ends as it arrives.
  const { page, context } = await openAnimatedBoard(browser, request, 'Arrival Coach', name, {
    pageCount: 2,
    transition: (index) => (index === 0 ? { moveMs: 1000 } : { holdMs: 1000 }),
  });
  const mp4 = await exportVideo(page, /^MP4/, name);
  const facts = await probeVideo(mp4.path);
  // 2 s on page 1, 1 s moving, then a second at rest on page 2: 4 s at 60 fps.
  expect(facts).toMatchObject({ codec: 'h264', width: 1220, height: 686, frames: 240 });
  expect(facts.durationS).toBeCloseTo(4, 2);
  const at = (index: number) => decodedFrame(mp4.path, index, 1220, 686);
  const arrived = await at(180);
  const meanDifference = (a: Buffer, b: Buffer) =>
    a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;
  // The last frame is the arrival's picture (up to the encoder's noise), not a frame of the move.
  expect(meanDifference(await at(239), arrived)).toBeLessThan(1);
  expect(meanDifference(await at(150), arrived)).toBeGreaterThan(
    meanDifference(await at(239), arrived),
  );
  await context.close();
});

test('recorder: a 3-page board records at board size, a WebM with a duration', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Recording ${randomUUID().slice(0, 8)}`;
  const { page, context, main } = await openAnimatedBoard(
    browser,
    request,
    'Recording Coach',
    name,
  );

  const download = page.waitForEvent('download', { timeout: 60_000 });
  await main.getByRole('button', { name: 'Record video' }).click();
  await expect(main.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  const file = await download;
  const facts = await probeVideo(await file.path());
  expect(facts).toMatchObject({ width: 1220, height: 686 });
  // The remuxed WebM states its duration (MediaRecorder's own file states none); the run of
  // 3 pages and the move back to the first lasts 7 s. A busy machine's encoder falls behind and
  // dropped the end of the video when the recorder stopped; the recording now goes on until the
  // video has it, and a video that still ends early is told to the coach, never kept silent.
  // The video is cut at the animation's own 7 s when the run went through, yet a busy machine's
  // video still lasted 7.38 s (7.58 s before the cut): where the extra comes from is open.
  expect(facts.durationS).toBeLessThan(8);
  await expect(
    main.getByText('Preparing the video for download… Keep this tab open.'),
  ).toBeHidden();
  const cutShort = page.getByText(/too busy to record the whole animation/);
  if ((facts.durationS ?? 0) < 6.7) await expect(cutShort).toBeVisible();
  else await expect(cutShort).toBeHidden();
  // How many of the 60 fps frames a live recording keeps depends on the machine's load: on a
  // busy 2-core machine Chromium's capture and encoder drop frames the page did draw (174 of
  // 360 seen with three busy processes beside). bench/recorder.mjs measures the 90 % target at
  // CPU ×1 and ×4; here the file must simply hold the recording.
  expect(facts.frames).toBeGreaterThan(0);
  await context.close();
});

test('pictures: the page shown as a PNG at board size and at 2×, the animation as a GIF', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Picture ${randomUUID().slice(0, 8)}`;
  const { page, context, main } = await openAnimatedBoard(browser, request, 'Picture Coach', name);

  for (const [item, width, height] of [
    [/^Page as PNG \(/, 1220, 686],
    [/^Page as PNG, 2×/, 2440, 1372],
  ] as const) {
    await main.getByRole('button', { name: 'Download picture' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.png`);
    // ffprobe decodes the picture: a real PNG of the asked size.
    expect(await probeVideo(await file.path())).toMatchObject({
      codec: 'png',
      width,
      height,
      frames: 1,
    });
  }

  // The animation as a GIF (client encode-gif.ts): one run through the pages, each 2 s, the
  // first at rest and every other one moved to in 1 s at 20 fps, then held in one frame.
  const [pages, stepS, moveS, gifFps] = [3, 2, 1, 20];
  const gifFrames = 1 + (pages - 1) * (moveS * gifFps + 1);
  await main.getByRole('button', { name: 'Download picture' }).click();
  const gifDownload = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: /^Animation as GIF/ }).click();
  const gif = await gifDownload;
  expect(gif.suggestedFilename()).toBe(`${name}.gif`);
  const gifFacts = await probeVideo(await gif.path());
  expect(gifFacts).toMatchObject({ codec: 'gif', width: 610, height: 343, frames: gifFrames });
  expect(gifFacts.durationS).toBeCloseTo(pages * stepS, 1);
  await context.close();
});
