/** A page save the server refused with 409: someone else saved that page in between. */
export class StalePageError extends Error {
  constructor() {
    super('the page was saved by someone else in the meantime');
    this.name = 'StalePageError';
  }
}
