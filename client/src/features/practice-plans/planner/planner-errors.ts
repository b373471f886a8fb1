import { featureErrorDescriber } from '../../../lib/api-error.ts';
import type { PlannerKey } from './i18n.ts';

export { errorStatus } from '../../../lib/api-error.ts';

/** A translatable text for an RTK Query error of the planner (a 400's fields are shown at them). */
export const describePlannerError = featureErrorDescriber<PlannerKey>(() => undefined);
