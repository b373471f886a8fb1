import type { PlanItem, PlanSection, PracticePlanContent } from './schema.ts';

/** Makes a fresh id; injected so the rules stay pure (the app passes `crypto.randomUUID`). */
export type IdFactory = () => string;

function copyItem(item: PlanItem, newId: IdFactory): PlanItem {
  if (item.kind !== 'parallel') return { ...item, _id: newId() };
  return {
    ...item,
    _id: newId(),
    groups: item.groups.map((group) => ({
      ...group,
      _id: newId(),
      positions: [...group.positions],
      activity: { ...group.activity },
    })),
  };
}

function copySection(section: PlanSection, newId: IdFactory): PlanSection {
  return {
    _id: newId(),
    title: section.title,
    items: section.items.map((item) => copyItem(item, newId)),
  };
}

/**
 * A plan's content to start next week's plan from: everything but the date, with fresh ids for
 * every section, item and group. Server-owned fields (id, owner, version, …) are left behind.
 */
export function duplicateAsTemplate(
  plan: PracticePlanContent,
  newId: IdFactory,
): PracticePlanContent {
  return {
    name: plan.name,
    description: plan.description,
    tags: [...plan.tags],
    isPrivate: plan.isPrivate,
    date: null,
    startTime: plan.startTime,
    headCount: plan.headCount,
    plannedMinutes: plan.plannedMinutes,
    sections: plan.sections.map((section) => copySection(section, newId)),
  };
}
