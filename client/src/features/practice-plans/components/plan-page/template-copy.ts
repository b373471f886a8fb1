import {
  PLAN_NAME_MAX,
  duplicateAsTemplate,
  type PlanActivity,
  type PlanItem,
  type PracticePlanContent,
} from '@courtside/domain';

/** The exercise or board an activity names, if it names one. */
function referenceOf(activity: PlanActivity): string | undefined {
  if (activity.kind === 'exercise') return activity.exerciseId;
  if (activity.kind === 'tacticboard') return activity.tacticboardId;
  return undefined;
}

/**
 * Next week's plan from this one (the domain's `duplicateAsTemplate`: no date, fresh ids). The
 * server refuses a new plan naming exercises or boards the caller cannot see, so each of those
 * becomes a note saying so, with its minutes: the copy keeps its timing and shows what to replace.
 */
export function templateOf(
  plan: PracticePlanContent,
  isUnavailable: (id: string) => boolean,
  note: string,
  newId: () => string,
): PracticePlanContent {
  const gone = (activity: PlanActivity) => {
    const id = referenceOf(activity);
    return id !== undefined && isUnavailable(id);
  };
  const asNote = (minutes: number) => ({ kind: 'text' as const, text: note, minutes });
  const keepable = (item: PlanItem): PlanItem => {
    if (item.kind === 'parallel') {
      const groups = item.groups.map((group) =>
        gone(group.activity) ? { ...group, activity: asNote(group.activity.minutes) } : group,
      );
      return { ...item, groups };
    }
    return gone(item) ? { _id: item._id, ...asNote(item.minutes) } : item;
  };
  const sections = plan.sections.map((section) => ({
    ...section,
    items: section.items.map(keepable),
  }));
  return duplicateAsTemplate({ ...plan, sections }, newId);
}

/**
 * The copy's name, marked as a copy (`named` puts the mark in the reader's language), so a coach
 * in the planner does not take it for the original; a long name gives up its end to the mark.
 */
export function copyName(name: string, named: (name: string) => string): string {
  const room = PLAN_NAME_MAX - named('').length;
  const base = name.length > room ? `${name.slice(0, Math.max(0, room - 1)).trimEnd()}…` : name;
  return named(base);
}
