/** What the server says about the save that came in between: when, and by whom where it knows. */
export interface ConflictInfo {
  readonly savedAt?: Date;
  readonly savedBy?: string;
  /** The coach saved it, in another tab or on another device. */
  readonly byYou?: boolean;
  /** The page is no longer on the board: deleted in another tab or by someone else. */
  readonly gone?: boolean;
  /** The whole board is gone (or no longer the coach's to change): only a new board can keep it. */
  readonly boardGone?: boolean;
}

/** A page save the server refused with 409: someone else saved that page in between. */
export class StalePageError extends Error {
  /** The revision the server holds now; saving with it overwrites theirs. */
  readonly currentRevision: number | undefined;
  /** When the server's version was saved, where it says. */
  readonly savedAt: Date | undefined;
  /** The name of who saved it, where the server says. */
  readonly savedBy: string | undefined;
  readonly byYou: boolean;

  constructor(details: { currentRevision?: number } & ConflictInfo = {}) {
    super('the page was saved by someone else in the meantime');
    this.name = 'StalePageError';
    this.currentRevision = details.currentRevision;
    this.savedAt = details.savedAt;
    this.savedBy = details.savedBy;
    this.byYou = details.byYou === true;
  }

  /** The details worth showing the coach, without the undefined ones. */
  get info(): ConflictInfo {
    return {
      ...(this.savedAt ? { savedAt: this.savedAt } : {}),
      ...(this.savedBy ? { savedBy: this.savedBy } : {}),
      ...(this.byYou ? { byYou: true } : {}),
    };
  }
}

/** A page save the server answered with 404: the page was deleted in between. */
export class GonePageError extends Error {
  readonly info: ConflictInfo = { gone: true };

  constructor(cause?: unknown) {
    super('the page was deleted in the meantime', { cause });
    this.name = 'GonePageError';
  }
}

/** Adding a page answered 404: the board itself was deleted in between. */
export class GoneBoardError extends Error {
  constructor(cause?: unknown) {
    super('the board was deleted in the meantime', { cause });
    this.name = 'GoneBoardError';
  }
}

/** A page save the coach must settle: saved by someone else in between, or deleted. */
export type PageConflict = StalePageError | GonePageError;

export const isPageConflict = (error: unknown): error is PageConflict =>
  error instanceof StalePageError || error instanceof GonePageError;

/** A save that did not reach the server: the device is offline or the server is unreachable. */
export class OfflineError extends Error {
  constructor(cause?: unknown) {
    super('the server could not be reached', { cause });
    this.name = 'OfflineError';
  }
}

/**
 * Adding or removing a page did not reach the server. Unlike a page's content, which waits on the
 * device for the connection, the pages of a board change only with the server, so the coach is
 * told instead of the call seeming to do nothing.
 */
export class PagesOfflineError extends Error {
  constructor(cause?: unknown) {
    super('pages can be added or removed only with a connection', { cause });
    this.name = 'PagesOfflineError';
  }
}
