import {
  CANVAS_CONTAINER_WIDTH_REDUCTION,
  CANVAS_HEIGHT,
  CANVAS_HEIGHT_RESERVE,
  CANVAS_MIN_HEIGHT,
  CANVAS_WIDTH,
} from '@courtside/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import { EDITOR_COLUMN } from '../player/player-layout.ts';

/*
 * How the editor shares the height it is given (the window below the app's top bar, or the whole
 * screen in full screen): top bar, toolbar, timing strip and page bar take what they need and the
 * canvas takes what is left, so the page bar never drops below the fold. Heights come from flex
 * layout only, never from the canvas itself, so that sizing the canvas cannot feed back into its
 * container.
 */

type Sx = SxProps<Theme>;

/** Even sizes are rounded up by up to 2 px (see `canvasDisplaySize`). */
const ROUNDING = 2;

/**
 * `trayOpen`: the items tray covers the bottom of the window, so the editor keeps its whole height
 * above the room it leaves for the tray (`trayOpenBodySx`) and the page scrolls: squeezed into the
 * window instead, its page bar and timing strip ended under the tray, out of reach.
 */
export function editorRootSx(fullscreen: boolean, trayOpen = false): Sx {
  return {
    display: 'flex',
    flexDirection: 'column',
    bgcolor: 'background.default',
    ...(fullscreen
      ? { height: '100vh', p: 1, boxSizing: 'border-box' }
      : trayOpen
        ? { flex: '1 0 auto' }
        : { flex: '1 1 0', minHeight: 0 }),
  };
}

/**
 * Height of the items tray below the board on a phone held upright: a title, a hint and two rows
 * of items, scrolling sideways. A drawer beside the board covered two thirds of it there, so an
 * item tapped in it landed out of sight.
 */
export const ITEMS_TRAY_HEIGHT = 184;

/**
 * A phone held upright: the board's name takes a line of its own in the top bar, and the items
 * come in a tray below the board.
 */
export const NARROW_QUERY = '(max-width: 599.95px)';

/**
 * Where the items come in a tray below the board: a phone, and a tablet held upright, whose board
 * takes the window's width and leaves room below it. Beside the board a drawer would cover team
 * A's side or shrink the board by a third.
 */
export const TRAY_QUERY = `${NARROW_QUERY}, (orientation: portrait) and (max-width: 1023.95px)`;

/** Items drawer beside the column; it scrolls inside itself. */
export const editorBodySx: Sx = { display: 'flex', flex: '1 1 0', minHeight: 0 };

/** While the items tray is open, the page leaves room below the board to scroll it above the tray. */
export const trayOpenBodySx: Sx = {
  display: 'flex',
  flex: '1 0 auto',
  pb: `${ITEMS_TRAY_HEIGHT}px`,
};

/** Toolbar, canvas and page bar; `cqw` below is this column's width. */
export const editorColumnSx: Sx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  containerType: 'inline-size',
  containerName: EDITOR_COLUMN,
};

/**
 * The element the canvas is drawn in: the height that is left, at least the smallest canvas and
 * at most what the canvas needs at the column's width, so that under a width-limited canvas
 * (a tablet upright) the page bar follows it instead of a gap. Size containment keeps the
 * canvas inside from counting towards the host's own size.
 */
export function canvasHostSx(hidden: boolean): Sx {
  return {
    display: hidden ? 'none' : 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    overflow: 'hidden',
    contain: 'size',
    flex: '1 1 0',
    minHeight: CANVAS_MIN_HEIGHT + CANVAS_HEIGHT_RESERVE,
    maxHeight: `calc((100cqw - ${CANVAS_CONTAINER_WIDTH_REDUCTION}px) * ${CANVAS_HEIGHT} / ${CANVAS_WIDTH} + ${CANVAS_HEIGHT_RESERVE + ROUNDING}px)`,
  };
}

/** Height of one bar of the timing strip. */
export const TIMING_ROW_HEIGHT = 24;

/**
 * The timing strip under the canvas: as tall as its bars up to a limit. Where even the smallest
 * canvas leaves less room, it gives up its bars' height first, down to its header line.
 */
export const timingStripSx: Sx = {
  flex: '0 1 auto',
  minHeight: 32,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderTop: 1,
  borderBottom: 1,
  borderColor: 'divider',
};

/**
 * A tablet held upright and tall enough: its board, as wide as the column, leaves a quarter of the
 * window empty below the page bar (768 × 1024: 220 px).
 */
const TALL_UPRIGHT_QUERY =
  '@media (orientation: portrait) and (min-width: 600px) and (min-height: 940px)';

/**
 * The strip's bars: four and a half rows at most (a cut-off fifth shows that they scroll), ten and
 * a half on a tall upright tablet, in the room the board leaves there.
 */
export const timingStripListSx: Sx = {
  flex: '0 1 auto',
  minHeight: 0,
  maxHeight: TIMING_ROW_HEIGHT * 4.5,
  [TALL_UPRIGHT_QUERY]: { maxHeight: TIMING_ROW_HEIGHT * 10.5 },
  overflowY: 'auto',
  pb: 0.5,
};
