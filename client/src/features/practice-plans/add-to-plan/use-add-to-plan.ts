import type { PlanActivity } from '@courtside/domain';
import { useCallback, useState } from 'react';
import { errorStatus } from '../../../lib/api-error.ts';
import { newUuid } from '../../../lib/new-uuid.ts';
import { practicePlansApi, useUpdatePracticePlanMutation } from '../api/practice-plans-api.ts';
import { contentOf, type Refusal } from '../planner/planner-model.ts';
import { checkForSave } from '../planner/planner-validation.ts';
import { appendActivity, type SectionChoice } from './append-activity.ts';

export type AddOutcome =
  | { kind: 'added'; planId: string; planName: string; sectionTitle: string }
  | { kind: 'refused'; refusal: Refusal | { code: 'invalid' } }
  | { kind: 'failed'; error: unknown };

/**
 * Appends an activity to one of the coach's plans: reads the plan fresh, appends by the planner's
 * rules, and replaces it with the version it read. Someone saving in between (409) costs one
 * more read and try, not the coach's click.
 */
export function useAddToPlan() {
  const [readPlan] = practicePlansApi.endpoints.getPracticePlan.useLazyQuery();
  const [updatePlan] = useUpdatePracticePlanMutation();
  const [busy, setBusy] = useState(false);

  const add = useCallback(
    async (planId: string, choice: SectionChoice, activity: PlanActivity): Promise<AddOutcome> => {
      setBusy(true);
      try {
        for (let attempt = 0; ; attempt += 1) {
          const plan = await readPlan(planId, false).unwrap();
          const appended = appendActivity(contentOf(plan), choice, activity, newUuid);
          if (!appended.ok) return { kind: 'refused', refusal: appended.refusal };
          const check = checkForSave(appended.content, plan.version);
          if (!check.ok) return { kind: 'refused', refusal: { code: 'invalid' } };
          try {
            await updatePlan({ ...check.body, _id: planId }).unwrap();
            return {
              kind: 'added',
              planId,
              planName: plan.name,
              sectionTitle: appended.sectionTitle,
            };
          } catch (error) {
            if (errorStatus(error) !== 409 || attempt > 0) throw error;
          }
        }
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        setBusy(false);
      }
    },
    [readPlan, updatePlan],
  );

  return { add, busy };
}
