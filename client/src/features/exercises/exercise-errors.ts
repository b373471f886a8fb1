import { errorDetails, featureErrorDescriber } from '../../lib/api-error.ts';
import type { ExercisesKey } from './i18n.ts';

export { errorStatus } from '../../lib/api-error.ts';

/**
 * A translatable text for an RTK Query error. A 400 names the field the server refused
 * (`body.description_blocks.0.video_url`), so the user learns which input to fix.
 */
export const describeExerciseError = featureErrorDescriber<ExercisesKey>((message) => {
  const field = /\bbody\.([\w.]+)/.exec(message)?.[1];
  return field ? { key: 'errors.invalidField', values: { field } } : undefined;
});

/** `details.currentVersion` of a 409 answer, when the server sent it. */
export function currentVersionOf(error: unknown): number | undefined {
  const version = errorDetails(error)?.currentVersion;
  return typeof version === 'number' ? version : undefined;
}
