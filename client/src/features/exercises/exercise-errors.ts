import { LOGIN_EXPIRED } from '../../lib/base-api.ts';
import type { ExercisesKey } from './i18n.ts';

export interface ErrorText {
  key: ExercisesKey;
  values?: Record<string, string>;
}

type StatusOverrides = Partial<Record<number, ExercisesKey>>;

const DEFAULT_KEYS: Record<number, ExercisesKey> = {
  401: 'errors.loginRequired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  429: 'errors.tooManyRequests',
};

function messageOf(error: object): string {
  const data = 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return '';
}

/** The HTTP status of an RTK Query error, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * A translatable text for an RTK Query error. A 400 names the field the server refused
 * (`body.description_blocks.0.video_url`), so the user learns which input to fix.
 */
export function describeExerciseError(error: unknown, overrides: StatusOverrides = {}): ErrorText {
  if (!error || typeof error !== 'object' || !('status' in error)) return { key: 'errors.unknown' };
  const { status } = error;
  const message = messageOf(error);
  if (status === 'CUSTOM_ERROR' && message === LOGIN_EXPIRED) return { key: 'errors.loginExpired' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { key: 'errors.network' };
  if (typeof status !== 'number') return { key: 'errors.unknown' };
  const override = overrides[status];
  if (override) return { key: override };
  if (status === 400) {
    const field = /\bbody\.([\w.]+)/.exec(message)?.[1];
    return field ? { key: 'errors.invalidField', values: { field } } : { key: 'errors.badRequest' };
  }
  return { key: DEFAULT_KEYS[status] ?? 'errors.unknown' };
}

/** `details.currentVersion` of a 409 answer, when the server sent it. */
export function currentVersionOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const { data } = error;
  if (!data || typeof data !== 'object' || !('details' in data)) return undefined;
  const { details } = data;
  if (!details || typeof details !== 'object' || !('currentVersion' in details)) return undefined;
  return typeof details.currentVersion === 'number' ? details.currentVersion : undefined;
}
