import {
  DEFAULT_COURT_BACKGROUND,
  toCourtBackground,
  type CourtBackground,
} from '@courtside/domain';

/**
 * Where the drafting board lives in the browser's storage. Kept here rather than in the store
 * (local-board-store.ts), so that the drafting board's first frame reads it without the store's
 * code and the page checks that come with it.
 */
export const DRAFTING_BOARD_KEY = 'courtside.draftingBoard';

/** What the drafting board shows first, known before the editor's code has arrived. */
export interface BoardOutline {
  pageCount: number;
  /** The first page's court. */
  court: CourtBackground;
}

const FRESH: BoardOutline = { pageCount: 1, court: DEFAULT_COURT_BACKGROUND };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stored drafting board's page count and first court, read without checking the pages (the
 * editor does that when it loads them). Whatever the store would replace with its start page
 * (nothing stored, unreadable data) reads as that page: one full court.
 */
export function readBoardOutline(
  storage: Pick<Storage, 'getItem'>,
  key: string = DRAFTING_BOARD_KEY,
): BoardOutline {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return FRESH;
    parsed = JSON.parse(text);
  } catch {
    return FRESH;
  }
  const pages = isRecord(parsed) ? parsed.pages : undefined;
  if (!Array.isArray(pages) || pages.length === 0) return FRESH;
  const [first] = pages as unknown[];
  const data = isRecord(first) ? first.data : undefined;
  const background = isRecord(data) ? data.backgroundImage : undefined;
  // An unknown picture is shown as the full court, as sanitizePage does.
  const court = isRecord(background) ? toCourtBackground(background.src) : undefined;
  return { pageCount: pages.length, court: court ?? DEFAULT_COURT_BACKGROUND };
}
