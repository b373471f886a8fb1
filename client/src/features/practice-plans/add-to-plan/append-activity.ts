import type { PlanActivity } from '@courtside/domain';
import { applyCommand, itemFor, type PlanContent, type Refusal } from '../planner/planner-model.ts';

/** Where the new item goes: the end of an existing section, or a new section at the end. */
export type SectionChoice = { sectionId: string } | { newTitle: string };

export type AppendResult =
  { ok: true; content: PlanContent; sectionTitle: string } | { ok: false; refusal: Refusal };

/** The plan with `activity` appended as one item, by the planner's own rules and limits. */
export function appendActivity(
  content: PlanContent,
  choice: SectionChoice,
  activity: PlanActivity,
  newId: () => string,
): AppendResult {
  let plan = content;
  let sectionId: string;
  if ('newTitle' in choice) {
    sectionId = newId();
    const added = applyCommand(plan, {
      kind: 'addSection',
      section: { _id: sectionId, title: choice.newTitle },
    });
    if (!added.ok) return added;
    plan = added.content;
  } else {
    sectionId = choice.sectionId;
  }
  const result = applyCommand(plan, {
    kind: 'addItems',
    sectionId,
    items: [itemFor(activity, newId)],
  });
  if (!result.ok) return result;
  const section = result.content.sections.find((s) => s._id === sectionId);
  return { ok: true, content: result.content, sectionTitle: section?.title ?? '' };
}
