import {
  describeFeatureError,
  errorStatus,
  type ErrorText,
  type StandardErrorKey,
} from '../../../lib/api-error.ts';
import type { PracticePlansKey } from '../i18n.ts';

export { errorStatus } from '../../../lib/api-error.ts';

// Fails to compile when the plan texts lose one of the keys every feature words its errors with.
type MissingStandardKey = Exclude<StandardErrorKey, PracticePlansKey>;
const standardKeysWorded: [MissingStandardKey] extends [never] ? true : never = true;
void standardKeysWorded;

const serverReason = (message: string): ErrorText<PracticePlansKey> | undefined =>
  message ? { key: 'errors.badRequestMessage', values: { message } } : undefined;

/** A translatable text for a failed plan call; a 400 shows the server's reason as it is. */
export const describePlanError = (
  error: unknown,
  overrides: Partial<Record<number, PracticePlansKey>> = {},
) => describeFeatureError<PracticePlansKey>(error, serverReason, overrides);

const BODY_FIELD = /\bbody\.(\w+)/;

const fieldOf = (text: unknown) =>
  typeof text === 'string' ? BODY_FIELD.exec(text)?.[1] : undefined;

/**
 * The top-level body fields a 400 refused: those its `details` name (`[{ field: 'body.name' }]`)
 * and the one its message names (`body.name must not …`, as the text guard words it).
 */
export function refusedFields(error: unknown): Set<string> {
  if (errorStatus(error) !== 400) return new Set();
  const data = (error as { data?: { message?: unknown; details?: unknown } }).data;
  const problems: unknown[] = Array.isArray(data?.details) ? data.details : [];
  const named = [
    ...problems.map((problem) => fieldOf((problem as { field?: unknown } | null)?.field)),
    fieldOf(data?.message),
  ];
  return new Set(named.filter((field) => field !== undefined));
}
