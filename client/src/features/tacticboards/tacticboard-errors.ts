import { LOGIN_EXPIRED } from '../../lib/base-api.ts';
import type { TacticBoardsKey } from './i18n.ts';

export interface ErrorText {
  key: TacticBoardsKey;
  values?: Record<string, string>;
}

type StatusOverrides = Partial<Record<number, TacticBoardsKey>>;

const DEFAULT_KEYS: Record<number, TacticBoardsKey> = {
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

/** The names of the exercises a 400 says use the board (delete, or making it private). */
export function referencingExercises(error: unknown): string[] | undefined {
  const details = dataOf(error)?.details;
  if (!details || typeof details !== 'object' || !('exercises' in details)) return undefined;
  const { exercises } = details;
  if (!Array.isArray(exercises)) return undefined;
  return exercises.flatMap((exercise: unknown) =>
    exercise && typeof exercise === 'object' && 'name' in exercise ? [String(exercise.name)] : [],
  );
}

/**
 * A translatable text for an RTK Query error. A 400 carries the server's message, which names
 * the field and the reason, so it is shown as it is.
 */
export function describeBoardError(error: unknown, overrides: StatusOverrides = {}): ErrorText {
  if (!error || typeof error !== 'object' || !('status' in error)) return { key: 'errors.unknown' };
  const { status } = error;
  const message = dataOf(error)?.message;
  if (status === 'CUSTOM_ERROR' && message === LOGIN_EXPIRED) return { key: 'errors.loginExpired' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { key: 'errors.network' };
  if (typeof status !== 'number') return { key: 'errors.unknown' };
  const override = overrides[status];
  if (override) return { key: override };
  if (status === 400) {
    return typeof message === 'string' && message
      ? { key: 'errors.badRequestMessage', values: { message } }
      : { key: 'errors.badRequest' };
  }
  return { key: DEFAULT_KEYS[status] ?? 'errors.unknown' };
}
