/**
 * The header the app sends with `GET /api/auth/refresh`. The GET form rotates tokens, so it must
 * not run for a plain image or link (an `<img>` in a description would rotate every viewer's
 * token); those cannot send a header of their own. Any value counts. Kept apart from the auth
 * schemas so the app's entry bundle does not pull in zod for two strings.
 */
export const REFRESH_GET_HEADER = 'X-Requested-With';
export const REFRESH_GET_HEADER_VALUE = 'courtside';
