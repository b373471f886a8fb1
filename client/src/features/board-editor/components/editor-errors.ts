export { StalePageError } from '../core/save-errors.ts';

/** The canvas could not be made in this browser (no 2D context, a failed library load). */
export class CanvasStartError extends Error {
  constructor(cause: unknown) {
    super('the board canvas could not be started', { cause });
    this.name = 'CanvasStartError';
  }
}
