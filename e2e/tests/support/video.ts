import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createBoardAs, newSession } from './session.ts';
import { openScreen } from './ready.ts';
import { createVerifiedUser } from './users.ts';

const run = promisify(execFile);

/** A player-like circle; the same uuid on every page so it moves from page to page. */
function player(uuid: string, left: number, top: number, fill: string) {
  return {
    type: 'circle',
    uuid,
    left,
    top,
    radius: 18,
    fill,
    originX: 'center',
    originY: 'center',
  };
}

/**
 * Creates a board of `pageCount` pages in which two players cross the court and a ball appears
 * on the second page only (so objects move, enter and leave), as the page's logged-in user.
 * `transition` gives a page its own timing (the page animation panel's fields).
 */
export async function createAnimatedBoardAs(
  page: Page,
  name: string,
  pageCount: number,
  transition?: (index: number) => object,
): Promise<string> {
  const pages = Array.from({ length: pageCount }, (_, index) => ({
    // The version that keeps a page's own timing.
    version: 2,
    backgroundImage: { src: '/full-court.svg' },
    ...(transition && { transition: transition(index) }),
    objects: [
      player('e2e-a', 200 + index * 300, 200, '#1565c0'),
      player('e2e-b', 1000 - index * 300, 480, '#c62828'),
      ...(index === 1 ? [player('e2e-ball', 610, 343, '#ffffff')] : []),
    ],
  }));
  return createBoardAs(page, name, pages);
}

export interface VideoFacts {
  codec: string;
  width: number;
  height: number;
  /** Frames counted by decoding the whole stream. */
  frames: number;
  frameRate: string;
  /** Container duration in seconds, undefined when the file states none. */
  durationS: number | undefined;
}

/** Reads a video or picture file back with Debian's ffprobe, decoding every frame to count them. */
export async function probeVideo(path: string): Promise<VideoFacts> {
  const { stdout } = await run('/usr/bin/ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,nb_read_frames,r_frame_rate:format=duration',
    '-of',
    'json',
    path,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: Array<{
      codec_name: string;
      width: number;
      height: number;
      nb_read_frames: string;
      r_frame_rate: string;
    }>;
    format: { duration?: string };
  };
  const stream = parsed.streams[0];
  if (!stream) throw new Error(`no video stream in ${path}`);
  const duration = Number(parsed.format.duration);
  return {
    codec: stream.codec_name,
    width: stream.width,
    height: stream.height,
    frames: Number(stream.nb_read_frames),
    frameRate: stream.r_frame_rate,
    durationS: Number.isFinite(duration) ? duration : undefined,
  };
}

/**
 * A new coach with an animated board (3 pages unless `board` says) open in the editor (view mode), in a browser context
 * of its own; close `context` at the end.
 */
export async function openAnimatedBoard(
  browser: Browser,
  request: APIRequestContext,
  userName: string,
  boardName: string,
  board: { pageCount: number; transition?: (index: number) => object } = { pageCount: 3 },
) {
  const owner = await createVerifiedUser(request, userName);
  const { page, context } = await newSession(browser, owner);
  const boardId = await createAnimatedBoardAs(page, boardName, board.pageCount, board.transition);
  await openScreen(page, `/tacticboards/${boardId}/update`);
  const main = page.getByRole('main');
  // The editor route's first load is slow on a busy machine; the timeout is only a backstop.
  await expect(main.getByRole('heading', { level: 1, name: boardName })).toBeVisible({
    timeout: 30_000,
  });
  return { page, context, main, boardId };
}

/** Decodes frame `index` of a GIF or video with Debian's ffmpeg: RGB bytes, row by row. */
export async function decodedFrame(path: string, index: number, width: number, height: number) {
  const { stdout } = await run(
    '/usr/bin/ffmpeg',
    [
      '-v',
      'error',
      '-i',
      path,
      '-vf',
      `select=eq(n\\,${index})`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(stdout.length).toBe(width * height * 3);
  return stdout;
}

/** Opens the player of the board `name` shown in `main` with Play, and pauses it at once. */
export async function pausedPlayer(main: Locator, name: string): Promise<Locator> {
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  const player = main.getByRole('region', { name: `Animation of ${name}` });
  await player.getByRole('button', { name: 'Pause animation' }).click();
  await expect(player.getByRole('button', { name: 'Play animation' })).toBeVisible();
  return player;
}
