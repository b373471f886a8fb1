import {
  describeFeatureError,
  errorDetails,
  type ErrorText,
  type StandardErrorKey,
} from '../../lib/api-error.ts';
import type { ExercisesKey } from './i18n.ts';

export { errorStatus } from '../../lib/api-error.ts';

// Fails to compile when the exercises texts lose one of the standard error keys.
const standardKeysPresent: StandardErrorKey extends ExercisesKey ? true : never = true;
void standardKeysPresent;

/**
 * A translatable text for an RTK Query error. A 400 names the field the server refused
 * (`body.description_blocks.0.video_url`), so the user learns which input to fix.
 */
export function describeExerciseError(
  error: unknown,
  overrides: Partial<Record<number, ExercisesKey>> = {},
): ErrorText<ExercisesKey> {
  return describeFeatureError<ExercisesKey>(
    error,
    (message) => {
      const field = /\bbody\.([\w.]+)/.exec(message)?.[1];
      return field ? { key: 'errors.invalidField', values: { field } } : undefined;
    },
    overrides,
  );
}

/** `details.currentVersion` of a 409 answer, when the server sent it. */
export function currentVersionOf(error: unknown): number | undefined {
  const version = errorDetails(error)?.currentVersion;
  return typeof version === 'number' ? version : undefined;
}
