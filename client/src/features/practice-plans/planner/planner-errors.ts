import {
  describeFeatureError,
  type ErrorText,
  type StandardErrorKey,
} from '../../../lib/api-error.ts';
import type { PlannerKey } from './i18n.ts';

export { errorStatus } from '../../../lib/api-error.ts';

// Fails to compile when the planner texts lose one of the standard error keys.
const standardKeysPresent: StandardErrorKey extends PlannerKey ? true : never = true;
void standardKeysPresent;

/** A translatable text for an RTK Query error of the planner (a 400's fields are shown at them). */
export function describePlannerError(
  error: unknown,
  overrides: Partial<Record<number, PlannerKey>> = {},
): ErrorText<PlannerKey> {
  return describeFeatureError<PlannerKey>(error, () => undefined, overrides);
}
