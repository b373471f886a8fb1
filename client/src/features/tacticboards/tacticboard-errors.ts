import { errorDetails, featureErrorDescriber } from '../../lib/api-error.ts';
import type { TacticBoardsKey } from './i18n.ts';

export { errorStatus } from '../../lib/api-error.ts';

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
export const describeBoardError = featureErrorDescriber<TacticBoardsKey>((message) =>
  message ? { key: 'errors.badRequestMessage', values: { message } } : undefined,
);
