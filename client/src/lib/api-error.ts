import { LOGIN_EXPIRED } from './base-api.ts';

type ApiErrorKey =
  | 'errors.loginExpired'
  | 'errors.invalidCredentials'
  | 'errors.emailNotVerified'
  | 'errors.emailTaken'
  | 'errors.tooManyRequests'
  | 'errors.invalidToken'
  | 'errors.network'
  | 'errors.unknown';

/** Either a translation key or the server's own message, which has no translation. */
export type ApiErrorText = { key: ApiErrorKey } | { message: string };

/** Per-status translation keys chosen by the screen; the message lets a screen tell 401s apart. */
export type StatusKeys = Partial<Record<number, ApiErrorKey | ((message: string) => ApiErrorKey)>>;

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** Turns an RTK Query error into something a screen can show in the current language. */
export function describeApiError(error: unknown, statusKeys: StatusKeys = {}): ApiErrorText {
  if (!error || typeof error !== 'object' || !('status' in error)) return { key: 'errors.unknown' };
  const { status } = error;
  const data = 'data' in error ? error.data : undefined;
  const message = messageOf(data);

  if (status === 'CUSTOM_ERROR' && message === LOGIN_EXPIRED) return { key: 'errors.loginExpired' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { key: 'errors.network' };
  if (typeof status === 'number') {
    const mapped = status === 429 ? 'errors.tooManyRequests' : statusKeys[status];
    if (typeof mapped === 'function') return { key: mapped(message ?? '') };
    if (mapped) return { key: mapped };
  }
  return message ? { message } : { key: 'errors.unknown' };
}

/** The error keys every feature namespace defines (checked where a feature uses them). */
export type StandardErrorKey =
  | 'errors.unknown'
  | 'errors.network'
  | 'errors.loginExpired'
  | 'errors.badRequest'
  | 'errors.loginRequired'
  | 'errors.forbidden'
  | 'errors.notFound'
  | 'errors.conflict'
  | 'errors.tooManyRequests';

/** A translation key of a feature namespace with its interpolation values. */
export interface ErrorText<Key extends string> {
  key: Key;
  values?: Record<string, string>;
}

const STATUS_KEYS: Partial<Record<number, StandardErrorKey>> = {
  401: 'errors.loginRequired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooManyRequests',
};

function dataOf(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const { data } = error;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** The HTTP status of an RTK Query error, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * Whether an item read by the id in the address is not there: 404, or 400 when the address holds
 * no valid id (a link cut short). Trying again cannot bring it.
 */
export function itemGone(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

/** `details` of an error answer (`{ message, details }`), when the server sent an object. */
export function errorDetails(error: unknown): Record<string, unknown> | undefined {
  const details = dataOf(error)?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined;
}

/**
 * A translatable text for an RTK Query error in a feature namespace whose keys include every
 * StandardErrorKey. `overrides` picks other keys per status; `badRequest` turns the server's
 * 400 message (which names the field) into a text.
 */
export function describeFeatureError<Key extends string>(
  error: unknown,
  badRequest: (message: string) => ErrorText<Key> | undefined,
  overrides: Partial<Record<number, Key>> = {},
): ErrorText<Key> {
  // The namespace's own key type proves these keys exist (see each feature's StandardErrorKey check).
  const standard = (key: StandardErrorKey) => ({ key: key as string as Key });
  if (!error || typeof error !== 'object' || !('status' in error))
    return standard('errors.unknown');
  const { status } = error;
  const message = dataOf(error)?.message;
  if (status === 'CUSTOM_ERROR' && message === LOGIN_EXPIRED)
    return standard('errors.loginExpired');
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return standard('errors.network');
  if (typeof status !== 'number') return standard('errors.unknown');
  const override = overrides[status];
  if (override) return { key: override };
  if (status === 400) {
    return (typeof message === 'string' && badRequest(message)) || standard('errors.badRequest');
  }
  return standard(STATUS_KEYS[status] ?? 'errors.unknown');
}

/**
 * The error describer of one feature namespace: standard texts for the common statuses, and
 * `badRequest` words a 400's message the feature's way. Fails to compile when the namespace lacks
 * one of the standard error keys, since describeFeatureError answers with them.
 */
export function featureErrorDescriber<Key extends string>(
  badRequest: (message: string) => ErrorText<Key> | undefined,
  ...standardKeysPresent: StandardErrorKey extends Key ? [] : [never]
) {
  void standardKeysPresent;
  return (error: unknown, overrides: Partial<Record<number, Key>> = {}): ErrorText<Key> =>
    describeFeatureError<Key>(error, badRequest, overrides);
}
