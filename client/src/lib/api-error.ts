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
