/** A page save the server refused with 409: someone else saved that page in between. */
export class StalePageError extends Error {
  constructor() {
    super('the page was saved by someone else in the meantime');
    this.name = 'StalePageError';
  }
}

/** The canvas could not be made in this browser (no 2D context, a failed library load). */
export class CanvasStartError extends Error {
  constructor(cause: unknown) {
    super('the board canvas could not be started', { cause });
    this.name = 'CanvasStartError';
  }
}
