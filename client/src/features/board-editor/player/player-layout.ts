import { CANVAS_HEIGHT, CANVAS_MIN_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/*
 * How the player lays out its controls, and how it fills the editor's playback slot. The number of
 * control rows is decided by one width, never by how the buttons happen to wrap, so that the slot
 * can leave exactly the room they take below the picture: a row the slot did not leave room for
 * was cut off on a phone.
 */

/** Plain style objects, so that the player can combine them in one `sx` array. */
type Sx = SystemStyleObject<Theme>;

/**
 * From this width the controls take one row; below it two: transport, position and page, then
 * speed, loop and overlays. One row needs about 580 px with touch-sized buttons.
 */
const PLAYER_ONE_ROW_WIDTH = 640;

/** One row of controls: 44 px touch targets and a little air. */
const ROW_HEIGHT = 48;
const ROW_GAP = 4;

/** Room the controls take below the picture, with a margin for rounding. */
const ONE_ROW_ROOM = ROW_HEIGHT + 8;
const TWO_ROWS_ROOM = 2 * ROW_HEIGHT + ROW_GAP + 8;

/**
 * The containers whose width decides the rows: the editor's column (around the playback slot),
 * the slot, the player itself.
 */
export const EDITOR_COLUMN = 'editor-column';
const SLOT = 'player-slot';
const PLAYER = 'player';
const below = (name: string) => `@container ${name} (width < ${PLAYER_ONE_ROW_WIDTH}px)`;
const atLeast = (name: string) => `@container ${name} (width >= ${PLAYER_ONE_ROW_WIDTH}px)`;

/** The player's own box: the controls ask its width how many rows they take. */
export const playerRegionSx: Sx = {
  width: '100%',
  containerType: 'inline-size',
  containerName: PLAYER,
};

export const controlsSx: Sx = {
  display: 'flex',
  alignItems: 'center',
  columnGap: 1,
  rowGap: `${ROW_GAP}px`,
  flexWrap: 'nowrap',
  '@media (pointer: coarse)': { '& button': { minWidth: 44, minHeight: 44 } },
  [below(PLAYER)]: { flexWrap: 'wrap' },
};

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  columnGap: 1,
  minHeight: ROW_HEIGHT,
} as const;

/** Play, previous, next, the scrubber and the page: the scrubber gives way first. */
export const positionRowSx: Sx = {
  ...rowSx,
  flex: '1 1 auto',
  minWidth: 0,
  [below(PLAYER)]: { flexBasis: '100%' },
};

/** Speed, loop and the overlays: never squeezed. */
export const settingsRowSx: Sx = { ...rowSx, flex: 'none' };

/**
 * Room for the pages' captions, between the picture and the controls, where any page has one: two
 * lines of text. A caption is text here, not part of the picture: at a phone's width the picture's
 * own caption was a few pixels high and covered the players on the court's bottom line.
 */
const CAPTION_ROOM = ROW_HEIGHT;

/** The picture's width where the slot's height, less `room` below the picture, is what limits it. */
const widthFor = (room: number) =>
  `min(${CANVAS_WIDTH}px, calc((100cqh - ${room}px) * ${CANVAS_WIDTH} / ${CANVAS_HEIGHT}))`;

/** The editor's playback slot and the player filling it, for a board with captions or without. */
interface FillingLayout {
  /**
   * The editor's playback slot, in the canvas's place: the height the column leaves, at most what
   * the player needs at the column's width, so that the page bar follows it instead of a gap.
   */
  slot: Sx;
  /**
   * A player that fills the slot: the picture as large as the height allows with the controls
   * below, and the controls at least as wide as one row needs, so that the slot's width alone
   * decides their rows.
   */
  region: Sx;
  /** The picture, with the caption below it when there is one. */
  picture: Sx;
}

function makeFillingLayout(captioned: boolean): FillingLayout {
  const caption = captioned ? CAPTION_ROOM : 0;
  const oneRow = ONE_ROW_ROOM + caption;
  const twoRows = TWO_ROWS_ROOM + caption;
  return {
    slot: {
      flex: '1 1 0',
      minHeight: CANVAS_MIN_HEIGHT + oneRow,
      overflowY: 'auto',
      containerType: 'size',
      containerName: SLOT,
      maxHeight: `calc(min(100cqw, ${CANVAS_WIDTH}px) * ${CANVAS_HEIGHT} / ${CANVAS_WIDTH} + ${oneRow}px)`,
      // The slot is as wide as the column.
      [below(EDITOR_COLUMN)]: {
        minHeight: CANVAS_MIN_HEIGHT + twoRows,
        maxHeight: `calc(100cqw * ${CANVAS_HEIGHT} / ${CANVAS_WIDTH} + ${twoRows}px)`,
      },
    },
    region: {
      mx: 'auto',
      [atLeast(SLOT)]: { maxWidth: `max(${widthFor(oneRow)}, ${PLAYER_ONE_ROW_WIDTH}px)` },
    },
    picture: {
      mx: 'auto',
      maxWidth: widthFor(twoRows),
      [atLeast(SLOT)]: { maxWidth: widthFor(oneRow) },
    },
  };
}

const FILLING = { plain: makeFillingLayout(false), captioned: makeFillingLayout(true) };

/** The layout filling the editor's slot, with room for captions or without: made once each. */
export const fillingLayout = (captioned: boolean): FillingLayout =>
  captioned ? FILLING.captioned : FILLING.plain;

/** Some page has a caption, which the player shows below the picture. */
export const hasCaptions = (pages: readonly { caption?: string | undefined }[]): boolean =>
  pages.some((page) => page.caption !== undefined && page.caption !== '');

/** The current page's caption below the picture: at most two lines, centred, the rest cut. */
export const captionSx: Sx = {
  height: CAPTION_ROOM,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  px: 1,
  bgcolor: 'grey.900',
  color: 'common.white',
  '& > span': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    textAlign: 'center',
  },
};
