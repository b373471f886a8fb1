import {
  describeFeatureError,
  errorDetails,
  type ErrorText,
  type StandardErrorKey,
} from '../../lib/api-error.ts';
import type { TacticBoardsKey } from './i18n.ts';

export { errorStatus } from '../../lib/api-error.ts';

// Fails to compile when the tactic-board texts lose one of the standard error keys.
const standardKeysPresent: StandardErrorKey extends TacticBoardsKey ? true : never = true;
void standardKeysPresent;

/** The names of the exercises a 400 says use the board (delete, or making it private). */
export function referencingExercises(error: unknown): string[] | undefined {
  const exercises = errorDetails(error)?.exercises;
  if (!Array.isArray(exercises)) return undefined;
  return exercises.flatMap((exercise: unknown) =>
    exercise && typeof exercise === 'object' && 'name' in exercise ? [String(exercise.name)] : [],
  );
}

/**
 * A translatable text for an RTK Query error. A 400 carries the server's message, which names
 * the field and the reason, so it is shown as it is.
 */
export function describeBoardError(
  error: unknown,
  overrides: Partial<Record<number, TacticBoardsKey>> = {},
): ErrorText<TacticBoardsKey> {
  return describeFeatureError<TacticBoardsKey>(
    error,
    (message) => (message ? { key: 'errors.badRequestMessage', values: { message } } : undefined),
    overrides,
  );
}
